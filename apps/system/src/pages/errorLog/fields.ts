// Error log (PAGES.md): read-only; view opens a drawer from `detail` with the stack trace.
import { defineResource } from '@lingxi/ui';
import { createElement } from 'react';
import { type ServiceLog, serviceLogApi, serviceLogFields } from '../serviceLog/shared';

export interface ErrorLog extends ServiceLog {
  exceptionName?: string;
  message?: string;
  stackTrace?: string;
  fileName?: string;
  lineNumber?: number;
  logTime?: string;
}

export const errorLog = defineResource<ErrorLog>({
  name: 'errorLog', // errorLog_view
  api: serviceLogApi<ErrorLog>('error'),
  form: 'drawer',
  fields: [
    { name: 'exceptionName', label: 'errorLog.exceptionName', search: true, width: 220 },
    { name: 'message', label: 'errorLog.message', search: true, span: 2, width: 240 },
    { name: 'fileName', label: 'errorLog.fileName', hideIn: ['table'] },
    { name: 'lineNumber', label: 'errorLog.lineNumber', hideIn: ['table'] },
    { name: 'logTime', label: 'errorLog.logTime', hideIn: ['table'] },
    ...serviceLogFields<ErrorLog>(),
    {
      name: 'stackTrace',
      label: 'errorLog.stackTrace',
      hideIn: ['table'],
      span: 2,
      render: (value) => (value ? createElement('pre', { className: 'lx-stack-trace' }, String(value)) : '-'),
    },
  ],
});
