// Operation log (SPEC §7 "Logs and development", PAGES.md): read-only, viewed in a drawer, exported as .xlsx.
import { type AnyCrudApi, operationLogApi } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';

export interface OperationRecord {
  id?: string;
  account: string;
  userName?: string;
  title?: string;
  method?: string;
  path?: string;
  query?: string;
  statusCode?: number;
  ip?: string;
  userAgent?: string;
  duration?: number;
}

/** The export of the list's filters (token in the query, saved as the spec's 'operation log'). */
export const OPERATION_LOG_EXPORT = `${operationLogApi.base}/export`;

export const operaLog = defineResource<OperationRecord>({
  name: 'operaLog', // operaLog_view
  api: operationLogApi as unknown as AnyCrudApi<OperationRecord>,
  form: 'drawer',
  fields: [
    { name: 'account', label: 'operaLog.account', search: true, width: 130 },
    { name: 'userName', label: 'operaLog.userName', search: true, width: 110 },
    { name: 'title', label: 'operaLog.title', search: true, width: 130 },
    { name: 'method', label: 'operaLog.method', width: 90 },
    { name: 'path', label: 'operaLog.path', search: true, width: 280 },
    { name: 'query', label: 'operaLog.query', hideIn: ['table'], span: 2 },
    { name: 'statusCode', label: 'operaLog.statusCode', width: 90 },
    { name: 'ip', label: 'operaLog.ip', width: 130 },
    { name: 'duration', label: 'operaLog.duration', width: 110 },
    { name: 'userAgent', label: 'operaLog.userAgent', hideIn: ['table'], span: 2 },
  ],
});
