import { CrudPage, listPrefetch, ResourceExportButton, useCan } from '@lingxi/ui';
import { LOGIN_LOG_EXPORT, loginLog } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(loginLog);

export default function LoginLogPage() {
  const can = useCan(loginLog.name);
  return (
    <CrudPage
      resource={loginLog}
      standard={{ add: false, edit: false, delete: false }}
      toolbarExtra={
        can('view') ? (
          <ResourceExportButton resource={loginLog} url={LOGIN_LOG_EXPORT} exportName="loginLog" />
        ) : undefined
      }
    />
  );
}
