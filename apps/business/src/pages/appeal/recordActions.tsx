/**
 * The flow's actions on records, each a button only where `decideActions` offers it; their dialogs are
 * the kit's `useActionDialog`.
 */
import type { Id } from '@lingxi/core';
import {
  type CrudAction,
  type Field,
  type Resource,
  type Row,
  useActionDialog,
  useInvalidate,
  useSession,
} from '@lingxi/ui';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { delayDateProblem, delayDays, offers, type RecordAction } from './actions';
import { type DistributionRecord, appealFlow as flow, handlersOf } from './api';
import { offeredBy, recordSubject, useAppealUser } from './user';

interface TextValues {
  text: string;
}
interface DelayValues {
  reason: string;
  requestedDate: string;
}
interface BindValues {
  userId: string;
}

/** The delay dialog's date: only the working days of the rule's window are offered (issue 23). */
export const delayFields = (record: DistributionRecord | undefined): Field<DelayValues>[] => [
  {
    name: 'requestedDate',
    label: 'appealHandle.requestedDate',
    valueType: 'date',
    rules: [
      'required',
      { validate: (value) => delayDateProblem(typeof value === 'string' ? value : undefined, record ?? {}) },
    ],
    ...(record ? { disabledDate: (day: string) => delayDateProblem(day, record) !== undefined } : {}),
  },
  { name: 'reason', label: 'appealHandle.reason', valueType: 'textarea', rules: ['required'] },
];

/** The delay dialog's head: the current deadline and the latest date the rule allows. */
function DelayWindowText({ record }: { record: DistributionRecord | undefined }) {
  const { t } = useTranslation();
  if (!record?.deadline) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="lx-appeal-delay-window"
      title={t('appealHandle.delayWindow', {
        deadline: record.deadline,
        latest: record.delayLatest ?? '-',
        days: delayDays(record) ?? '-',
      })}
    />
  );
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
  const refresh = useInvalidate(resource);
  const visible = (action: RecordAction) => offeredBy(user, (row: T) => recordSubject(row), action);
  const idOf = (rows: T[]) => String(rows[0]?.id) as Id;
  /**
   * A refused call (the record moved meanwhile: another tab, another person) leaves the server as it
   * was; the request layer shows its reason, and the lists are read again so that the buttons offered
   * are the record's current ones.
   */
  const flowCall = <R,>(call: Promise<R>): Promise<R> =>
    call.catch((error: unknown) => {
      void refresh();
      throw error;
    });
  const appealFlow = {
    sign: (id: Id) => flowCall(flow.sign(id)),
    bind: (id: Id, userId?: string) => flowCall(flow.bind(id, userId)),
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
  // the record a dialog was opened on: its window and its department decide the dialog's fields
  const [target, setTarget] = useState<T | undefined>();
  const currentUserId = useSession((state) => (state.userInfo as { user_id?: unknown } | null)?.user_id);
  const delay = useActionDialog<T, DelayValues>(resource, {
    title: 'appeal.actions.delayApply',
    fields: delayFields(target),
    intro: (rows) => <DelayWindowText record={rows[0]} />,
    // the server's refusal of the date (`延期日期…`) is shown on the date
    errorField: (message) => (message.includes('延期日期') ? 'requestedDate' : undefined),
    success: 'appealHandle.delayApplied',
    submit: (values, rows) => appealFlow.delayApply(idOf(rows), values.reason, values.requestedDate),
  });
  // a handler is bound from the people of the record's department (issue 23), the user first offered
  const bind = useActionDialog<T, BindValues>(resource, {
    title: 'appealHandle.bindTitle',
    fields: [
      {
        name: 'userId',
        label: 'appealHandle.handlerPick',
        valueType: 'select',
        rules: ['required'],
        valueEnum: {
          key: `appeal-handlers-${String(target?.id ?? '')}`,
          load: () =>
            target?.id
              ? handlersOf(String(target.id)).then((people) =>
                  people.map((person) => ({ label: person.realName, value: person.id })),
                )
              : Promise.resolve([]),
        },
      },
    ],
    initial: () => (currentUserId ? { userId: String(currentUserId) } : {}),
    success: 'appealHandle.bound',
    submit: (values, rows) => appealFlow.bind(idOf(rows), values.userId),
  });
  // a handler notes the progress of a record his department holds (the journal's `append`)
  const note = useActionDialog<T, TextValues>(resource, {
    title: 'appealHandle.note',
    fields: textField('appealHandle.noteContent'),
    success: 'appealHandle.noted',
    submit: (values, rows) =>
      flowCall(flow.note(String(rows[0]?.appealId), values.text, rows[0]?.id ?? null)),
  });
  const opening =
    (dialog: { open(rows: T[]): undefined }) =>
    (rows: T[]): undefined => {
      setTarget(rows[0]);
      return dialog.open(rows);
    };
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
    { key: 'bind', label: 'appeal.actions.bind', visible: visible('bind'), run: opening(bind) },
    { key: 'dispose', label: 'appeal.actions.dispose', visible: visible('dispose'), run: dispose.open },
    {
      key: 'delayApply',
      label: 'appeal.actions.delayApply',
      visible: visible('delayApply'),
      run: opening(delay),
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
    {
      key: 'note',
      label: 'appealHandle.note',
      visible: (row: T) => offers({ kind: 'progress', record: row }, user, 'note'),
      run: note.open,
    },
  ];
  const dialogs = (
    <>
      {dispose.dialog}
      {bind.dialog}
      {note.dialog}
      {delay.dialog}
      {giveBack.dialog}
      {urge.dialog}
      {close.dialog}
      {setLight.dialog}
    </>
  );
  return { actions, dialogs, user };
}
