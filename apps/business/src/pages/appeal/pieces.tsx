/**
 * What the appeal pages share: the user as the decision sees him (codes, departments, the server's day),
 * the lights (computed and manual side by side), the timeline, the attachments, the record actions (each
 * a button only where `decideActions` offers it) and the detail drawer of an appeal or a record.
 */
import type { AnyCrudApi, Id } from '@lingxi/core';
import {
  type CrudAction,
  DetailDrawer,
  type Field,
  invalidateWrites,
  type Resource,
  type Row,
  RowActions,
  useActionDialog,
  useOptions,
  useRecordQuery,
  useSession,
} from '@lingxi/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Descriptions, Empty, Space, Table, Tag, Timeline, TreeSelect, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentList } from './Attachments';
import {
  type AppealUser,
  dayOf,
  deptIdsOf,
  type Light,
  type Offers,
  offers,
  type RecordAction,
  type Subject,
} from './actions';
import {
  type Appeal,
  appealApi,
  type DistributionRecord,
  deptTree,
  appealFlow as flow,
  type RecordDetail,
  recordApi,
  serverTime,
  type Track,
  tracksOf,
} from './api';

const LIGHT_COLOURS: Record<Light, string> = { green: 'success', yellow: 'warning', red: 'error' };

/** The gateway's calendar day (deadlines and lights are counted on it), refreshed each minute. */
export function useServerDay(): string | undefined {
  const answer = useQuery({
    queryKey: ['appeal', 'server-time'],
    queryFn: serverTime,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
  return dayOf(answer.data?.time);
}

/** The user as the appeal decision sees him: his button codes, his departments, the server's day. */
export function useAppealUser(): AppealUser {
  const permissions = useSession((state) => state.permissions);
  const deptId = useSession((state) => (state.userInfo as { dept_id?: unknown } | null)?.dept_id);
  const today = useServerDay();
  const deptKey = typeof deptId === 'string' || typeof deptId === 'number' ? String(deptId) : '';
  return useMemo(() => ({ permissions, deptIds: deptIdsOf(deptKey), today }), [permissions, deptKey, today]);
}

/**
 * `visible` of a button: whether `subject(row)` offers the user `action` now (`decideActions`, the one
 * decision of the appeal pages).
 */
export function offeredBy<T, S extends Subject>(
  user: AppealUser,
  subject: (row: T) => S,
  action: Offers[S['kind']][number],
): (row: T) => boolean {
  return (row) => offers(subject(row), user, action);
}

/** A record list's row as the decision's subject. */
export const recordSubject = (record: DistributionRecord) => ({ kind: 'record', record }) as const;

/** An appeal list's row as the decision's subject. */
export const appealSubject = (appeal: Appeal) => ({ kind: 'appeal', appeal }) as const;

export function LightTag({ light }: { light?: Light | null }) {
  const { t } = useTranslation();
  if (!light) return <Typography.Text type="secondary">{t('appeal.lights.none')}</Typography.Text>;
  return (
    <Tag color={LIGHT_COLOURS[light]} data-light={light}>
      {t(`appeal.lights.${light}`)}
    </Tag>
  );
}

/** The computed light and the supervisor's manual light, side by side. */
export function Lights({ light, manual }: { light?: Light | null; manual?: Light | null }) {
  const { t } = useTranslation();
  return (
    <Space size={4} className="lx-appeal-lights">
      <span title={t('appeal.computedLight')}>
        <LightTag light={light} />
      </span>
      {manual && (
        <span title={t('appeal.manualLight')}>
          <Tag variant="outlined" color={LIGHT_COLOURS[manual]} data-manual-light={manual}>
            {t('appeal.manualLight')}: {t(`appeal.lights.${manual}`)}
          </Tag>
        </span>
      )}
    </Space>
  );
}

export function StateTag({ state, record }: { state?: string | null; record?: boolean }) {
  const { t } = useTranslation();
  if (!state) return null;
  return <Tag>{t(`${record ? 'appeal.recordStates' : 'appeal.states'}.${state}`)}</Tag>;
}

/** The journal of an appeal, oldest first. */
export function TrackTimeline({ tracks }: { tracks: readonly Track[] }) {
  const { t } = useTranslation();
  if (tracks.length === 0) return <Empty description={t('appeal.noTracks')} />;
  return (
    <Timeline
      className="lx-appeal-timeline"
      items={tracks.map((track, index) => ({
        key: track.id ?? index,
        content: (
          <div data-action={track.action}>
            <Space size={6} wrap>
              <Typography.Text strong>
                {t(`appealTrack.actions.${track.action}`, { defaultValue: track.actionName ?? track.action })}
              </Typography.Text>
              {track.toState && (
                <Tag>
                  {t(`appeal.recordStates.${track.toState}`, { defaultValue: track.toStateName ?? '' })}
                </Tag>
              )}
              <Typography.Text type="secondary">
                {[track.userName, track.deptName].filter(Boolean).join(' · ')} {track.createTime}
              </Typography.Text>
            </Space>
            {track.comment && <div>{track.comment}</div>}
          </div>
        ),
      }))}
    />
  );
}

/** The departments of the dispatch dialog: a multiple tree select of the tenant's departments. */
export function DeptsInput(props: { value?: unknown; onChange?: (value: unknown) => void; id?: string }) {
  const { options, loading } = useOptions({ key: 'appeal-depts', load: deptTree });
  return (
    <TreeSelect
      id={props.id}
      multiple
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      treeCheckStrictly={false}
      value={Array.isArray(props.value) ? props.value : []}
      onChange={(value) => props.onChange?.(value)}
      treeData={options}
      loading={loading}
      showSearch
      treeNodeFilterProp="label"
      treeDefaultExpandAll
      style={{ width: '100%' }}
    />
  );
}

interface TextValues {
  text: string;
}
interface DelayValues {
  reason: string;
  requestedDate: string;
}

const textField = (label: string, required = true): Field<TextValues>[] => [
  { name: 'text', label, valueType: 'textarea', rules: required ? ['required'] : [] },
];

/** The choices of a manual light (a record's, a department's): a colour, or none (cleared). */
export const LIGHT_CHOICES = {
  green: 'appeal.lights.green',
  yellow: 'appeal.lights.yellow',
  red: 'appeal.lights.red',
  none: 'appealLight.clear',
};

export interface LightValues {
  fLightCode: string;
  fReasonCode?: string;
  fDescription?: string;
}

/** The manual light of a record: the colour, the reason (gateway: 1–4, 4 needs a description). */
export const LIGHT_FIELDS: Field<LightValues>[] = [
  {
    name: 'fLightCode',
    label: 'appealLight.lightCode',
    valueType: 'radio',
    valueEnum: LIGHT_CHOICES,
    rules: ['required'],
  },
  {
    name: 'fReasonCode',
    label: 'appealLight.reason',
    valueType: 'select',
    valueEnum: {
      '1': 'appealLight.reasons.1',
      '2': 'appealLight.reasons.2',
      '3': 'appealLight.reasons.3',
      '4': 'appealLight.reasons.4',
    },
  },
  { name: 'fDescription', label: 'appealLight.description', valueType: 'textarea' },
];

/**
 * The flow's actions on records, for any page listing them: each a button only where `decideActions`
 * offers it (the record's state, the user's codes and departments, the server's day; unit-tested).
 */
export function useRecordActions<T extends Row & DistributionRecord>(resource: Resource<T>) {
  const user = useAppealUser();
  const queryClient = useQueryClient();
  const visible = (action: RecordAction) => offeredBy(user, (row: T) => recordSubject(row), action);
  const idOf = (rows: T[]) => String(rows[0]?.id) as Id;
  /**
   * A refused call (the record moved meanwhile: another tab, another person) leaves the server as it
   * was; the request layer shows its reason, and the lists are read again so that the buttons offered
   * are the record's current ones.
   */
  const flowCall = <R,>(call: Promise<R>): Promise<R> =>
    call.catch((error: unknown) => {
      void invalidateWrites(queryClient, resource);
      throw error;
    });
  const appealFlow = {
    sign: (id: Id) => flowCall(flow.sign(id)),
    bind: (id: Id) => flowCall(flow.bind(id)),
    dispose: (id: Id, text: string) => flowCall(flow.dispose(id, text)),
    delayApply: (id: Id, reason: string, date: string) => flowCall(flow.delayApply(id, reason, date)),
    returnApply: (id: Id, reason: string) => flowCall(flow.returnApply(id, reason)),
    urgeRecord: (id: Id, text: string) => flowCall(flow.urgeRecord(id, text)),
    close: (id: Id, opinion?: string) => flowCall(flow.close(id, opinion)),
    setLight: (id: Id, values: LightValues) =>
      flowCall(flow.setLight(id, values.fLightCode, values.fReasonCode, values.fDescription)),
  };
  const dispose = useActionDialog<T, TextValues>(resource, {
    title: 'appeal.actions.dispose',
    fields: textField('appealHandle.result'),
    success: 'appealHandle.disposed',
    submit: (values, rows) => appealFlow.dispose(idOf(rows), values.text),
  });
  const delay = useActionDialog<T, DelayValues>(resource, {
    title: 'appeal.actions.delayApply',
    fields: [
      { name: 'requestedDate', label: 'appealHandle.requestedDate', valueType: 'date', rules: ['required'] },
      { name: 'reason', label: 'appealHandle.reason', valueType: 'textarea', rules: ['required'] },
    ],
    success: 'appealHandle.delayApplied',
    submit: (values, rows) => appealFlow.delayApply(idOf(rows), values.reason, values.requestedDate),
  });
  const giveBack = useActionDialog<T, TextValues>(resource, {
    title: 'appeal.actions.returnApply',
    fields: textField('appealHandle.reason'),
    success: 'appealHandle.returnApplied',
    submit: (values, rows) => appealFlow.returnApply(idOf(rows), values.text),
  });
  const urge = useActionDialog<T, TextValues>(resource, {
    title: 'appeal.urge',
    fields: textField('appeal.urgeContent'),
    success: 'appeal.urged',
    submit: (values, rows) => appealFlow.urgeRecord(idOf(rows), values.text),
  });
  const close = useActionDialog<T, TextValues>(resource, {
    title: 'appeal.close',
    fields: textField('appeal.closeOpinion', false),
    success: 'appeal.closed',
    submit: (values, rows) => appealFlow.close(idOf(rows), values.text || undefined),
  });
  const setLight = useActionDialog<T, LightValues>(resource, {
    title: 'appealLight.setLight',
    fields: LIGHT_FIELDS,
    success: 'appealLight.saved',
    initial: (rows) => ({
      fLightCode: rows[0]?.manualLight?.fLightCode ?? 'red',
      fReasonCode: rows[0]?.manualLight?.fReasonCode,
      fDescription: rows[0]?.manualLight?.fDescription ?? undefined,
    }),
    submit: (values, rows) => appealFlow.setLight(idOf(rows), values),
  });
  const actions: CrudAction<T>[] = [
    {
      key: 'sign',
      label: 'appeal.actions.sign',
      confirm: 'appealHandle.confirmSign',
      success: 'appealHandle.signed',
      visible: visible('sign'),
      run: (rows) => appealFlow.sign(idOf(rows)),
    },
    {
      key: 'bind',
      label: 'appeal.actions.bind',
      confirm: 'appealHandle.confirmBind',
      success: 'appealHandle.bound',
      visible: visible('bind'),
      run: (rows) => appealFlow.bind(idOf(rows)),
    },
    { key: 'dispose', label: 'appeal.actions.dispose', visible: visible('dispose'), run: dispose.open },
    {
      key: 'delayApply',
      label: 'appeal.actions.delayApply',
      visible: visible('delayApply'),
      run: delay.open,
    },
    {
      key: 'returnApply',
      label: 'appeal.actions.returnApply',
      visible: visible('returnApply'),
      run: giveBack.open,
    },
    { key: 'urge', label: 'appeal.urge', visible: visible('urge'), run: urge.open },
    { key: 'close', label: 'appeal.close', visible: visible('close'), run: close.open },
    { key: 'setLight', label: 'appealLight.setLight', visible: visible('setLight'), run: setLight.open },
  ];
  const dialogs = (
    <>
      {dispose.dialog}
      {delay.dialog}
      {giveBack.dialog}
      {urge.dialog}
      {close.dialog}
      {setLight.dialog}
    </>
  );
  return { actions, dialogs, user };
}

function AppealFacts({ appeal }: { appeal: Appeal }) {
  const { t } = useTranslation();
  const item = (key: string, label: string, children: ReactNode, span = 1) => ({
    key,
    label: t(label),
    span,
    children: children ?? '-',
  });
  return (
    <Descriptions
      className="lx-appeal-facts"
      bordered
      size="small"
      column={2}
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
    <DetailDrawer api={appealApi} id={appealId} onClose={onClose} title="appeal.detail">
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
