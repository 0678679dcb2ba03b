// Appeal handling: the distribution records a user may see (a handler: his departments' only), in
// tabs by where they stand, each with the flow's actions its state and the user allow.
import { defineResource, type Field } from '@lingxi/ui';
import { createElement } from 'react';
import { LIGHTS, type Light } from '../appeal/actions';
import { APPEAL_LISTS, type DistributionRecord, recordApi } from '../appeal/api';
import { Lights, StateTag } from '../appeal/display';

const lightEnum = Object.fromEntries([...LIGHTS, 'none'].map((light) => [light, `appeal.lights.${light}`]));

/** The columns of a record list (handling, lights): where it stands first, so a narrow screen shows it. */
export const recordFields: Field<DistributionRecord>[] = [
  { name: 'appealNo', label: 'appeal.appealNo', search: true, sortable: true, width: 190 },
  { name: 'title', label: 'appeal.title', search: true, sortable: true },
  { name: 'deptName', label: 'appealHandle.dept', sortable: true },
  {
    name: 'state',
    label: 'appealHandle.state',
    sortable: true,
    width: 110,
    render: (value) => createElement(StateTag, { state: value as string, record: true }),
  },
  { name: 'deadline', label: 'appeal.deadline', sortable: true, width: 110 },
  {
    name: 'light',
    label: 'appeal.light',
    valueType: 'select',
    valueEnum: lightEnum,
    search: true,
    sortable: true,
    width: 170,
    render: (value, row) =>
      createElement(Lights, { light: value as Light | null, manual: row.manualLight?.fLightCode ?? null }),
  },
  { name: 'enterpriseName', label: 'appeal.enterprise', search: true, sortable: true },
  { name: 'typeName', label: 'appeal.type', width: 120 },
  { name: 'handlerName', label: 'appealHandle.handler', width: 100 },
  { name: 'urgeCount', label: 'appeal.urgeCount', sortable: true, width: 90 },
];

export const appealHandle = defineResource<DistributionRecord & { id?: string }>({
  name: 'appealHandle',
  api: recordApi,
  invalidates: APPEAL_LISTS,
  createTime: false,
  dateRange: false,
  fields: recordFields,
});
