// Government organisations (PAGES.md "Departments"; SPEC §7 dept): a lazy department tree table with
// add child, sort (dept/sort) and switch status.
import { crudApi } from '@lingxi/core';
import { defineResource, parentField } from '@lingxi/ui';

export interface Dept {
  id?: string;
  parentId?: string;
  deptName: string;
  fullName?: string;
  deptCategory?: number;
  sort?: number;
  remark?: string;
  status?: number;
  hasChildren?: boolean;
}

export const deptApi = crudApi<Dept>('/lingxi-system/dept').having({
  lazyList: 'lazy-list',
  tree: 'tree',
  detail: 'detail',
  submit: 'submit',
  remove: 'remove',
  switchStatus: 'switch-status',
});

/** SPEC §7 `dept/sort`: new sort numbers of some departments. */
export const sortDepts = (items: { id: string; sort: number }[]) =>
  deptApi.custom('sort', { method: 'POST', data: items });

export const dept = defineResource<Dept>({
  name: 'dept', // dept_add, dept_edit, dept_delete, dept_view
  api: deptApi,
  // a department may be a park or an institution: the parks page shows it too
  invalidates: ['park'],
  createTime: false,
  fields: [
    { name: 'deptName', label: 'dept.name', search: true, rules: ['required'], width: 220 },
    { name: 'fullName', label: 'dept.fullName', search: true, width: 240 },
    {
      name: 'parentId',
      label: 'dept.parent',
      hideIn: ['table'],
      readOnlyIn: ['add', 'edit'],
      ...parentField(deptApi, (row) => row.deptName),
    },
    {
      name: 'deptCategory',
      label: 'dept.category',
      valueType: 'select',
      valueEnum: { dict: 'org_category' },
      search: true,
      rules: ['required'],
    },
    {
      name: 'sort',
      label: 'dept.sort',
      valueType: 'number',
      rules: ['required'],
      initialValue: 1,
      width: 130,
    },
    { name: 'remark', label: 'dept.remark', valueType: 'textarea' },
    { name: 'status', label: 'sys.status', valueType: 'status' },
  ],
});
