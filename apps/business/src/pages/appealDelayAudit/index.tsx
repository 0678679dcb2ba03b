import { appealFlow } from '../appeal/api';
import { AuditPage } from './AuditPage';
import { appealDelayAudit } from './fields';

export { messages } from '../appeal/messages';

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
