// Parks and operating institutions (CENTRES.md /platform/parkAndInstitutions): the departments that are
// parks or operating institutions, at the gateway's /lingxi-system/park (menu `park`).
import { crudApi } from '@lingxi/core';
import { defineResource, parentField } from '@lingxi/ui';
import type { Dept } from '../dept/fields';

export const parkApi = crudApi<Dept>('/lingxi-system/park').having({
  lazyList: 'lazy-list',
  detail: 'detail',
  submit: 'submit',
  remove: 'remove',
  switchStatus: 'switch-status',
});

export const park = defineResource<Dept>({
  name: 'park', // park_add, park_edit, park_delete, park_view
  api: parkApi,
  // parks are departments: the organisation tree shows them too
  invalidates: ['dept'],
  createTime: false,
  fields: [
    { name: 'deptName', label: 'park.name', search: true, rules: ['required'], width: 220 },
    { name: 'fullName', label: 'park.fullName', search: true, width: 240 },
    {
      name: 'parentId',
      label: 'park.parent',
      hideIn: ['table'],
      readOnlyIn: ['add', 'edit'],
      ...parentField(parkApi, (row) => row.deptName),
    },
    {
      name: 'deptCategory',
      label: 'park.category',
      valueType: 'select',
      valueEnum: { '2': 'park.park', '4': 'park.institution' },
      search: true,
      rules: ['required'],
    },
    { name: 'sort', label: 'park.sort', valueType: 'number', initialValue: 1, width: 100 },
    { name: 'remark', label: 'park.remark', valueType: 'textarea' },
    { name: 'status', label: 'sys.status', valueType: 'status' },
  ],
});
