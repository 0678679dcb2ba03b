/**
 * The details of an appeal or a record in the kit's `DetailDrawer`: the facts, the distribution records
 * with their actions (the kit's `RowActions`), the applications and the journal.
 */
import type { AnyCrudApi } from '@lingxi/core';
import { type CrudAction, DetailDrawer, Facts, type Row, RowActions, useRecordQuery } from '@lingxi/ui';
import { Empty, Space, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentList } from './Attachments';
import {
  type Appeal,
  appealApi,
  type DistributionRecord,
  type RecordDetail,
  recordApi,
  tracksOf,
} from './api';
import { Lights, StateTag, TrackTimeline } from './display';

function AppealFacts({ appeal }: { appeal: Appeal }) {
  const { t } = useTranslation();
  const item = (key: string, label: string, children: ReactNode, span = 1) => ({
    key,
    label: t(label),
    span,
    children: children ?? '-',
  });
  return (
    <Facts
      className="lx-appeal-facts"
      items={[
        item('appealNo', 'appeal.appealNo', appeal.appealNo),
        item('state', 'appeal.state', <StateTag state={appeal.appealState} />),
        item('title', 'appeal.title', appeal.title, 2),
        item('type', 'appeal.type', [appeal.parentTypeName, appeal.typeName].filter(Boolean).join(' / ')),
        item('enterprise', 'appeal.enterprise', appeal.enterpriseName),
        item('contact', 'appeal.contactName', appeal.contactName),
        item('phone', 'appeal.contactPhone', appeal.contactPhone),
        item('deadline', 'appeal.deadline', appeal.deadline),
        item('light', 'appeal.light', <Lights light={appeal.light} manual={appeal.manualLight} />),
        item('content', 'appeal.content', <span className="lx-pre">{appeal.content}</span>, 2),
        item('attachments', 'appeal.attachments', <AttachmentList attachments={appeal.attachments} />, 2),
      ]}
    />
  );
}

/** The distribution records of an appeal, with their lights and the actions each allows. */
export function RecordTable<T extends Row & DistributionRecord>({
  records,
  actions,
  onAction,
}: {
  records: readonly T[];
  actions?: readonly CrudAction<T>[];
  onAction?(action: CrudAction<T>, rows: T[]): void;
}) {
  const { t } = useTranslation();
  if (records.length === 0) return <Empty description={t('appeal.noRecords')} />;
  return (
    <Table<T>
      rowKey={(row) => String(row.id)}
      size="small"
      pagination={false}
      dataSource={[...records]}
      aria-label={t('appeal.records')}
      columns={[
        { key: 'dept', title: t('appealHandle.dept'), dataIndex: 'deptName' },
        {
          key: 'state',
          title: t('appealHandle.state'),
          render: (_, row) => <StateTag record state={row.state} />,
        },
        { key: 'deadline', title: t('appeal.deadline'), dataIndex: 'deadline' },
        {
          key: 'light',
          title: t('appeal.light'),
          render: (_, row) => <Lights light={row.light} manual={row.manualLight?.fLightCode} />,
        },
        { key: 'handler', title: t('appealHandle.handler'), dataIndex: 'handlerName' },
        { key: 'urges', title: t('appeal.urgeCount'), dataIndex: 'urgeCount' },
        // a returned record says why (the dispatcher reads it before dispatching again)
        ...(records.some((row) => row.returnReason)
          ? [{ key: 'returnReason', title: t('appeal.returnReason'), dataIndex: 'returnReason' }]
          : []),
        ...(actions && onAction
          ? [
              {
                key: 'actions',
                title: t('crud.actions'),
                render: (_: unknown, row: T) => (
                  <RowActions row={row} actions={actions} onAction={onAction} />
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/** An appeal's details: the appeal, its distribution records (with their actions) and the timeline. */
export function AppealDrawer({
  appealId,
  onClose,
  actions,
  onAction,
}: {
  appealId: string | undefined;
  onClose(): void;
  actions?: readonly CrudAction<DistributionRecord & Row>[];
  onAction?(action: CrudAction<DistributionRecord & Row>, rows: (DistributionRecord & Row)[]): void;
}) {
  const { t } = useTranslation();
  // the journal, read with the appeal: every appeal write reads it again
  const tracks = useRecordQuery(appealApi, 'tracks', appealId, tracksOf);
  return (
    <DetailDrawer api={appealApi} id={appealId} onClose={onClose} title="appeal.detail" printable>
      {(appeal) => (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <AppealFacts appeal={appeal} />
          <section aria-label={t('appeal.records')}>
            <Typography.Title level={5}>{t('appeal.records')}</Typography.Title>
            <RecordTable records={appeal.records ?? []} actions={actions} onAction={onAction} />
          </section>
          <section aria-label={t('appeal.timeline')}>
            <Typography.Title level={5}>{t('appeal.timeline')}</Typography.Title>
            <TrackTimeline tracks={tracks.data ?? []} />
          </section>
        </Space>
      )}
    </DetailDrawer>
  );
}

/** A record's delay and return applications, with how each was audited. */
function Applications({ record }: { record: RecordDetail }) {
  const { t } = useTranslation();
  const applications = [...record.delayApplies, ...record.backApplies];
  if (applications.length === 0) return null;
  return (
    <section aria-label={t('appealHandle.applications')}>
      <Typography.Title level={5}>{t('appealHandle.applications')}</Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey={(row) => String(row.id)}
        dataSource={applications}
        columns={[
          { key: 'reason', title: t('appealAudit.reason'), dataIndex: 'reason' },
          { key: 'date', title: t('appealAudit.requestedDate'), dataIndex: 'requestedDate' },
          { key: 'applicant', title: t('appealAudit.applicant'), dataIndex: 'applyUserName' },
          {
            key: 'status',
            title: t('appealAudit.auditStatus'),
            render: (_, row) => t(`appealAudit.statuses.${row.auditStatus ?? 0}`),
          },
          { key: 'opinion', title: t('appealAudit.opinion'), dataIndex: 'auditOpinion' },
        ]}
      />
    </section>
  );
}

/** A record's details (the handling and light pages): the appeal, the record, its applications, timeline. */
export function RecordDrawer({
  recordId,
  onClose,
  api = recordApi,
  load,
  actions,
  onAction,
}: {
  recordId: string | undefined;
  onClose(): void;
  /** The page's resource calls: its writes refresh this drawer. */
  api?: AnyCrudApi<DistributionRecord>;
  /** The detail's call, when not the resource's own. */
  load?: (id: string) => Promise<RecordDetail>;
  actions?: readonly CrudAction<DistributionRecord & Row>[];
  onAction?(action: CrudAction<DistributionRecord & Row>, rows: (DistributionRecord & Row)[]): void;
}) {
  const { t } = useTranslation();
  return (
    <DetailDrawer<DistributionRecord, RecordDetail>
      api={api}
      id={recordId}
      {...(load ? { load } : {})}
      onClose={onClose}
      title="appealHandle.detail"
      printable
    >
      {(record) => (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <AppealFacts appeal={record.appeal} />
          <section aria-label={t('appeal.records')}>
            <RecordTable records={[record]} actions={actions} onAction={onAction} />
          </section>
          <Applications record={record} />
          <section aria-label={t('appeal.timeline')}>
            <Typography.Title level={5}>{t('appeal.timeline')}</Typography.Title>
            <TrackTimeline tracks={record.tracks} />
          </section>
        </Space>
      )}
    </DetailDrawer>
  );
}
