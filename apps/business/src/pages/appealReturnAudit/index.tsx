import { appealFlow } from '../appeal/api';
import { AuditPage } from '../appealDelayAudit/AuditPage';
import { appealReturnAudit } from './fields';

export { messages } from '../appeal/messages';

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
