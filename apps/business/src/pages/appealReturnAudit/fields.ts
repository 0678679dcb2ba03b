// Return audit: the departments' return applications (not this department's duty); approved, the
// record is returned and the appeal goes back to distribution; rejected, the state before returns.
import { defineResource } from '@lingxi/ui';
import { APPEAL_LISTS, type Application, backApplyApi } from '../appeal/api';
import { applicationFields } from '../appealDelayAudit/fields';

export const appealReturnAudit = defineResource<Application>({
  name: 'appealReturnAudit',
  api: backApplyApi,
  invalidates: APPEAL_LISTS,
  createTime: false,
  dateRange: false,
  fields: applicationFields(false),
});
