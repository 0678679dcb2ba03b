// Appeal types (gateway README "Appeals"): two levels by fParentNode (0 = level 1), each with its time
// limit in working days (1–365; a level-2 type without one takes its parent's).
import { defineResource } from '@lingxi/ui';
import { type AppealType, appealTypeApi } from '../appeal/api';

/** The level-1 types, the only parents a type may have (a third level is refused). */
const parents = () =>
  appealTypeApi.all({ fParentNode: '0' }).then((rows) =>
    // '0' is the top level: a level-1 type has no parent
    [{ value: '0', label: '—' }, ...rows.map((row) => ({ value: String(row.id), label: row.fName }))],
  );

export const appealType = defineResource<AppealType>({
  name: 'appealType',
  api: appealTypeApi,
  createTime: false,
  dateRange: false,
  fields: [
    { name: 'fName', label: 'appealType.name', search: true, rules: ['required'], sortable: true },
    {
      name: 'fParentNode',
      label: 'appealType.parent',
      valueType: 'select',
      valueEnum: { key: 'appealType-parents', load: parents },
      hideIn: ['table'],
    },
    {
      name: 'level',
      label: 'appealType.level',
      valueEnum: { '1': 'appealType.level1', '2': 'appealType.level2' },
      hideIn: ['add', 'edit'],
      width: 90,
    },
    { name: 'fLimitDays', label: 'appealType.limitDays', valueType: 'number', width: 160 },
    { name: 'sort', label: 'appealType.sort', valueType: 'number', initialValue: 1, width: 90 },
    { name: 'remark', label: 'appealType.remark', valueType: 'textarea' },
  ],
});
