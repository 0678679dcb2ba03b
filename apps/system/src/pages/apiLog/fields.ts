// API log (PAGES.md): read-only; view opens a drawer from `detail`.
import { defineResource } from '@lingxi/ui';
import { type ServiceLog, serviceLogApi, serviceLogFields } from '../serviceLog/shared';

export interface ApiLog extends ServiceLog {
  type?: string;
  title?: string;
  time?: string;
}

export const apiLog = defineResource<ApiLog>({
  name: 'apiLog', // apiLog_view
  api: serviceLogApi<ApiLog>('api'),
  form: 'drawer',
  fields: [
    { name: 'title', label: 'apiLog.title', search: true, width: 160 },
    { name: 'type', label: 'apiLog.type', width: 90 },
    { name: 'time', label: 'apiLog.time', width: 110 },
    ...serviceLogFields<ApiLog>(),
  ],
});
