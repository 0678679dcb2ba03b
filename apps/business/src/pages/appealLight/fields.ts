// Appeal lights: every dispatched record with its computed light (the server's rule on the server's day)
// beside the supervisor's manual light; and the departments' boards (open records per light) with the
// department light a supervisor sets.
import { defineResource, type Field } from '@lingxi/ui';
import { createElement } from 'react';
import type { Light } from '../appeal/actions';
import {
  APPEAL_LISTS,
  type DeptLight,
  type DistributionRecord,
  deptLightBoardApi,
  lightBoardApi,
} from '../appeal/api';
import { LightTag } from '../appeal/display';
import { LIGHT_CHOICES } from '../appeal/recordActions';
import { recordFields } from '../appealHandle/fields';

export const appealLight = defineResource<DistributionRecord & { id?: string }>({
  name: 'appealLight',
  api: lightBoardApi,
  invalidates: APPEAL_LISTS,
  createTime: false,
  dateRange: false,
  fields: recordFields,
});

const count = (name: 'openCount' | 'green' | 'yellow' | 'red', label: string): Field<DeptLight> => ({
  name,
  label,
  valueType: 'number',
  width: 100,
});

export const deptLight = defineResource<DeptLight & { id?: string }>({
  name: 'appealLight',
  api: deptLightBoardApi,
  invalidates: APPEAL_LISTS,
  createTime: false,
  dateRange: false,
  fields: [
    { name: 'deptName', label: 'appealLight.dept' },
    count('openCount', 'appealLight.openCount'),
    count('green', 'appealLight.green'),
    count('yellow', 'appealLight.yellow'),
    count('red', 'appealLight.red'),
    {
      name: 'flight',
      label: 'appealLight.deptLight',
      width: 120,
      render: (value) => createElement(LightTag, { light: value as Light | null }),
    },
    { name: 'flightReason', label: 'appealLight.deptReason' },
  ],
});

export interface DeptLightValues {
  flight: string;
  flightReason?: string;
}
export const DEPT_LIGHT_FIELDS: Field<DeptLightValues>[] = [
  {
    name: 'flight',
    label: 'appealLight.deptLight',
    valueType: 'radio',
    valueEnum: LIGHT_CHOICES,
    rules: ['required'],
  },
  { name: 'flightReason', label: 'appealLight.deptReason', valueType: 'textarea' },
];
