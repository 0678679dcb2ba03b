/** The delay and return audit pages: one list of applications, one audit dialog (approve or reject). */
import {
  CountLabel,
  type CrudAction,
  CrudPage,
  type Field,
  type Resource,
  useActionDialog,
  useCounts,
  useInvalidate,
} from '@lingxi/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { offers } from '../appeal/actions';
import type { Application } from '../appeal/api';
import { useAppealUser } from '../appeal/user';

export interface AuditValues {
  auditStatus: string;
  permittedDate?: string;
  opinion?: string;
}

const auditFields = (kind: 'delay' | 'return'): Field<AuditValues>[] => [
  {
    name: 'auditStatus',
    label: 'appealAudit.result',
    valueType: 'radio',
    valueEnum: { '1': 'appealAudit.pass', '2': 'appealAudit.reject' },
    rules: ['required'],
    initialValue: '1',
  },
  ...(kind === 'delay'
    ? ([
        {
          name: 'permittedDate',
          label: 'appealAudit.permittedDate',
          valueType: 'date',
          help: 'appealAudit.permittedHelp',
        },
      ] as Field<AuditValues>[])
    : []),
  { name: 'opinion', label: 'appealAudit.opinion', valueType: 'textarea' },
];

export function AuditPage({
  resource,
  kind,
  submit,
}: {
  resource: Resource<Application>;
  kind: 'delay' | 'return';
  submit(values: AuditValues, application: Application): Promise<unknown>;
}) {
  const { t } = useTranslation();
  const user = useAppealUser();
  const refresh = useInvalidate(resource);
  // how many wait for an audit, in one request (the same count as the list filtered on 待审核)
  const counts = useCounts(kind === 'delay' ? 'appealDelayAudit' : 'appealReturnAudit', resource.api);
  const audit = useActionDialog<Application, AuditValues>(resource, {
    title: kind === 'delay' ? 'appealAudit.delayTitle' : 'appealAudit.returnTitle',
    fields: auditFields(kind),
    success: 'appealAudit.audited',
    // the requested date is the approved one unless the auditor shortens it
    initial: (rows) => ({ auditStatus: '1', permittedDate: rows[0]?.requestedDate }),
    // refused (audited meanwhile by someone else): the request layer says why; the list is read again
    submit: (values, rows) =>
      submit(values, rows[0] as Application).catch((error: unknown) => {
        void refresh();
        throw error;
      }),
  });
  const rowActions = useMemo<CrudAction<Application>[]>(
    () => [
      {
        key: 'audit',
        label: 'appealAudit.audit',
        code: 'audit',
        visible: (row) => offers({ kind: 'application', application: row, audit: kind }, user, 'audit'),
        run: audit.open,
      },
    ],
    [audit.open, kind, user],
  );
  return (
    <>
      <CrudPage
        resource={resource}
        standard={{ add: false, edit: false, delete: false }}
        rowActions={rowActions}
        toolbarExtra={<CountLabel label={t('appealAudit.statuses.0')} count={counts?.waiting} showZero />}
      />
      {audit.dialog}
    </>
  );
}
