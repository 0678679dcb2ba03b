// Delay audit: the departments' delay applications; one waiting (auditStatus 0) is approved with a date
// after the old deadline and not after the requested one, or rejected with a reason.
import { defineResource, type Field } from '@lingxi/ui';
import { APPEAL_LISTS, type Application, delayApplyApi } from '../appeal/api';

const STATUS = {
  '0': 'appealAudit.statuses.0',
  '1': 'appealAudit.statuses.1',
  '2': 'appealAudit.statuses.2',
};

/** The columns of an application list (delays; returns without the dates). */
export const applicationFields = (dates: boolean): Field<Application>[] => [
  { name: 'appealNo', label: 'appeal.appealNo', width: 190 },
  { name: 'title', label: 'appeal.title', search: true },
  { name: 'deptName', label: 'appealAudit.dept' },
  { name: 'reason', label: 'appealAudit.reason', span: 2 },
  ...(dates
    ? ([
        { name: 'oldDeadline', label: 'appealAudit.oldDeadline', width: 110 },
        { name: 'requestedDate', label: 'appealAudit.requestedDate', sortable: true, width: 110 },
        { name: 'permittedDate', label: 'appealAudit.permittedDate', width: 110 },
      ] as Field<Application>[])
    : []),
  { name: 'applyUserName', label: 'appealAudit.applicant', width: 100 },
  { name: 'applyTime', label: 'appealAudit.applyTime', sortable: true, width: 170 },
  {
    name: 'auditStatus',
    label: 'appealAudit.auditStatus',
    valueType: 'select',
    valueEnum: STATUS,
    search: true,
    sortable: true,
    width: 100,
  },
  { name: 'auditOpinion', label: 'appealAudit.opinion', hideIn: ['table'] },
  { name: 'auditUserName', label: 'appealAudit.auditor', hideIn: ['table'] },
  { name: 'auditTime', label: 'appealAudit.auditTime', hideIn: ['table'] },
];

export const appealDelayAudit = defineResource<Application>({
  name: 'appealDelayAudit',
  api: delayApplyApi,
  invalidates: APPEAL_LISTS,
  createTime: false,
  dateRange: false,
  fields: applicationFields(true),
});
