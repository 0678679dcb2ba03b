// Notices (PAGES.md "Notices"; SPEC §7 /lingxi-desk/notice list, detail, remove, submit): title, category
// from the `notice` dictionary, release time (range search), content as rich text (tiptap in the form,
// shown sanitised; the gateway stores it sanitised too).
import { crudApi } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';

export interface Notice {
  id?: string;
  title: string;
  category?: number | string;
  releaseTime?: string;
  content?: string;
}

export const noticeApi = crudApi<Notice>('/lingxi-desk/notice');

export const notice = defineResource<Notice>({
  name: 'notice', // notice_add, notice_edit, notice_delete, notice_view
  api: noticeApi,
  dateRange: { field: 'releaseTime', label: 'promotion.notice.releaseTime' },
  fields: [
    {
      name: 'title',
      label: 'promotion.notice.title',
      search: true,
      sortable: true,
      span: 2,
      rules: ['required'],
    },
    {
      name: 'category',
      label: 'promotion.notice.category',
      valueType: 'select',
      valueEnum: { dict: 'notice' },
      search: true,
      rules: ['required'],
    },
    {
      name: 'releaseTime',
      label: 'promotion.notice.releaseTime',
      valueType: 'dateTime',
      sortable: true,
      rules: ['required'],
    },
    {
      name: 'content',
      label: 'promotion.notice.content',
      valueType: 'richText',
      hideIn: ['table'],
      span: 2,
    },
  ],
});
