import { listPrefetch } from '@lingxi/ui';
import { appealFlow } from '../appeal/api';
import { AuditPage } from './AuditPage';
import { appealDelayAudit } from './fields';

export { messages } from '../appeal/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(appealDelayAudit);

export default function AppealDelayAuditPage() {
  return (
    <AuditPage
      resource={appealDelayAudit}
      kind="delay"
      submit={(values, application) =>
        appealFlow.delayAudit(
          String(application.id),
          values.auditStatus === '1',
          values.opinion || undefined,
          values.permittedDate,
        )
      }
    />
  );
}
