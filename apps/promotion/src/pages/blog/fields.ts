// Blog posts (SPEC §7 "Desk, policy and content": blog list, detail, remove, submit): title, category
// from the `blog_category` dictionary, release date (range search), content as rich text.
import { crudApi } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';

export interface Blog {
  id?: string;
  blogTitle: string;
  blogCategory?: number | string;
  blogDate?: string;
  blogContent?: string;
}

export const blogApi = crudApi<Blog>('/lingxi-desk/blog');

export const blog = defineResource<Blog>({
  name: 'blog', // blog_add, blog_edit, blog_delete, blog_view
  api: blogApi,
  dateRange: { field: 'blogDate', label: 'promotion.blog.date' },
  fields: [
    {
      name: 'blogTitle',
      label: 'promotion.blog.title',
      search: true,
      sortable: true,
      span: 2,
      rules: ['required'],
    },
    {
      name: 'blogCategory',
      label: 'promotion.blog.category',
      valueType: 'select',
      valueEnum: { dict: 'blog_category' },
      search: true,
      rules: ['required'],
    },
    { name: 'blogDate', label: 'promotion.blog.date', valueType: 'dateTime', rules: ['required'] },
    {
      name: 'blogContent',
      label: 'promotion.blog.content',
      valueType: 'richText',
      hideIn: ['table'],
      span: 2,
    },
  ],
});
