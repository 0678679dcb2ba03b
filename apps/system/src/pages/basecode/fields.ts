// Base-code general dictionary (SPEC §7 /lingxi-basecode-general/basecodegeneral: parentPage, childPage,
// update...): the dictionaries' parent/child shape over codes of its own.
import { crudApi } from '@lingxi/core';
import { defineResource, type Field, parentField } from '@lingxi/ui';

export interface BaseCode {
  id?: string;
  parentId?: string;
  code: string;
  name: string;
  codeValue?: string;
  sort?: number;
  remark?: string;
  hasChildren?: boolean;
}

export const baseCodeApi = crudApi<BaseCode>('/lingxi-basecode-general/basecodegeneral').having({
  parentList: 'parentPage',
  childList: 'childPage',
  detail: 'detail',
  submit: 'submit',
  update: 'update',
  remove: 'remove',
});

const fields: Field<BaseCode>[] = [
  { name: 'code', label: 'basecode.code', search: true, sortable: true, rules: ['required'] },
  { name: 'name', label: 'basecode.name', search: true, sortable: true, rules: ['required'] },
  { name: 'codeValue', label: 'basecode.value' },
  { name: 'sort', label: 'basecode.sort', valueType: 'number', sortable: true, initialValue: 1 },
  { name: 'remark', label: 'basecode.remark', valueType: 'textarea' },
];

/** The parent codes (permission codes basecode_add/_edit/_delete/_view). */
export const baseCode = defineResource<BaseCode>({
  name: 'basecode',
  api: baseCodeApi,
  fields,
  platform: true,
});

/** A parent's entries; the parent is shown, not edited. */
export const baseCodeChild = defineResource<BaseCode>({
  name: 'basecode',
  platform: true,
  api: baseCodeApi,
  createTime: false,
  fields: [
    {
      name: 'parentId',
      label: 'basecode.parent',
      hideIn: ['table'],
      readOnlyIn: ['add', 'edit'],
      ...parentField(baseCodeApi, (row) => row.name),
    },
    ...fields.map((field) => ({ ...field, search: false })),
  ],
});
