// Usual log (PAGES.md): read-only; view opens a drawer from `detail`.
import { defineResource } from '@lingxi/ui';
import { type ServiceLog, serviceLogApi, serviceLogFields } from '../serviceLog/shared';

export interface UsualLog extends ServiceLog {
  logLevel?: string;
  logId?: string;
  logData?: string;
}

export const usualLog = defineResource<UsualLog>({
  name: 'usualLog', // usualLog_view
  api: serviceLogApi<UsualLog>('usual'),
  form: 'drawer',
  fields: [
    { name: 'logLevel', label: 'usualLog.logLevel', search: true, width: 100 },
    { name: 'logId', label: 'usualLog.logId', search: true, width: 140 },
    { name: 'logData', label: 'usualLog.logData', span: 2, width: 240 },
    ...serviceLogFields<UsualLog>(),
  ],
});
