import { listPrefetch } from '@lingxi/ui';
import { appealFlow } from '../appeal/api';
import { AuditPage } from '../appealDelayAudit/AuditPage';
import { appealReturnAudit } from './fields';

export { messages } from '../appeal/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(appealReturnAudit);

export default function AppealReturnAuditPage() {
  return (
    <AuditPage
      resource={appealReturnAudit}
      kind="return"
      submit={(values, application) =>
        appealFlow.returnAudit(
          String(application.id),
          values.auditStatus === '1',
          values.opinion || undefined,
        )
      }
    />
  );
}
