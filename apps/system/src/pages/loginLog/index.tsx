import { CrudPage, ResourceExportButton, useCan } from '@lingxi/ui';
import { LOGIN_LOG_EXPORT, loginLog } from './fields';

export { messages } from './messages';

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
