// Login log (SPEC §7 "Logs and development", PAGES.md): read-only, viewed in a drawer, exported as .xlsx.
import { type AnyCrudApi, loginRecordApi } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';

export interface LoginRecord {
  id?: string;
  account: string;
  userName?: string;
  grantType?: string;
  status: number;
  msg?: string;
  ip?: string;
  userAgent?: string;
}

/** The export of the list's filters (token in the query, saved as the spec's 'login log'). */
export const LOGIN_LOG_EXPORT = `${loginRecordApi.base}/export`;

export const loginLog = defineResource<LoginRecord>({
  name: 'loginLog', // loginLog_view
  api: loginRecordApi as unknown as AnyCrudApi<LoginRecord>,
  form: 'drawer',
  fields: [
    { name: 'account', label: 'loginLog.account', search: true, width: 140 },
    { name: 'userName', label: 'loginLog.userName', search: true, width: 120 },
    { name: 'grantType', label: 'loginLog.grantType', width: 110 },
    {
      name: 'status',
      label: 'loginLog.status',
      valueType: 'select',
      valueEnum: { '1': 'loginLog.success', '0': 'loginLog.failure' },
      search: true,
      width: 100,
    },
    { name: 'msg', label: 'loginLog.msg', width: 200 },
    { name: 'ip', label: 'loginLog.ip', search: true, width: 140 },
    { name: 'userAgent', label: 'loginLog.userAgent', hideIn: ['table'], span: 2 },
  ],
});
