import { CrudPage, listPrefetch, ResourceExportButton, useCan } from '@lingxi/ui';
import { OPERATION_LOG_EXPORT, operaLog } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(operaLog);

export default function OperationLogPage() {
  const can = useCan(operaLog.name);
  return (
    <CrudPage
      resource={operaLog}
      standard={{ add: false, edit: false, delete: false }}
      toolbarExtra={
        can('view') ? (
          <ResourceExportButton resource={operaLog} url={OPERATION_LOG_EXPORT} exportName="operationLog" />
        ) : undefined
      }
    />
  );
}
