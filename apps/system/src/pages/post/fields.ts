// Posts (PAGES.md): category from the post_category dictionary, code, name, sort, remark.
import { crudApi } from '@lingxi/core';
import { codeCharsRule, defineResource } from '@lingxi/ui';

export interface Post {
  id?: string;
  category?: number | string;
  postCode: string;
  postName: string;
  sort?: number;
  remark?: string;
}

export const post = defineResource<Post>({
  name: 'post', // post_add, post_edit, post_delete, post_view
  api: crudApi<Post>('/lingxi-system/post'),
  fields: [
    {
      name: 'category',
      label: 'post.category',
      valueType: 'select',
      valueEnum: { dict: 'post_category' },
      search: true,
      rules: ['required'],
    },
    { name: 'postCode', label: 'post.code', search: true, rules: ['required', codeCharsRule(12)] },
    { name: 'postName', label: 'post.name', search: true, sortable: true, rules: ['required'] },
    { name: 'sort', label: 'post.sort', valueType: 'number', sortable: true, rules: ['required'] },
    { name: 'remark', label: 'post.remark', valueType: 'textarea', hideIn: ['table'] },
  ],
});
