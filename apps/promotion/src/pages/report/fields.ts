// Reports (SPEC §7 /lingxi-report/report/rest: list, remove): a read-only list of the report files, each
// viewed in a drawer (its definition shown as text), deleted behind report_delete.
import { crudApi } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';

export interface Report {
  id?: string;
  name: string;
  content?: string;
}

export const reportApi = crudApi<Report>('/lingxi-report/report/rest').having({
  list: 'list',
  detail: 'detail',
  remove: 'remove',
});

export const report = defineResource<Report>({
  name: 'report', // report_delete, report_view
  api: reportApi,
  form: 'drawer',
  fields: [
    { name: 'name', label: 'promotion.report.name', search: true, sortable: true },
    // the definition (XML) is text: shown as text, never as markup
    { name: 'content', label: 'promotion.report.content', valueType: 'textarea', hideIn: ['table'], span: 2 },
  ],
});
