/**
 * The small form of an action beyond CRUD (PAGES.md: a tenant's settings, its datasource, a test
 * message): the action opens it on its rows; submitting calls, says it is done, refreshes the
 * resource's lists and closes. A test whose answer matters (`result`) stays open and shows the answer
 * instead. A refused call keeps what was typed (the request layer has said why, SPEC §8).
 *
 * ```tsx
 * const settings = useActionDialog(tenant, {
 *   title: 'tenant.settings', fields: SETTING_FIELDS,
 *   submit: (values, rows) => tenantApi.custom('setting', { method: 'POST', params: { ids: ..., ...values } }),
 * });
 * <CrudPage resource={tenant} actions={[{ key: 'setting', ..., run: settings.open }]} />{settings.dialog}
 * ```
 */
import { ApiError } from '@lingxi/core';
import { Alert, Button, Form, Modal, Space } from 'antd';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from './EntityDialog';
import { FieldInput, fieldRules, ruleDependencies, validateTriggerOf } from './FieldInput';
import { type Field, labelOf, type Resource, type Row, sentenceCase } from './schema';
import { useSubmit } from './useSubmit';

export interface ActionDialogConfig<T, V> {
  /** i18n key of the dialog's title. */
  title: string;
  fields: readonly Field<V>[];
  /** Values the form starts with, from the rows the action was started on. */
  initial?: (rows: T[]) => Partial<V>;
  /** The call; a rejection keeps the dialog open. */
  submit(values: V, rows: T[]): Promise<unknown>;
  /** i18n key of the message after success; 'crud.done' by default, `false` for none. */
  success?: string | false;
  /** i18n key of the submit button; 'crud.ok' by default. */
  okText?: string;
  /** The answer shown in the dialog (a test's result), which then stays open. */
  result?: (answer: unknown, values: V) => ReactNode;
  /** What the dialog says above its fields about the rows it was opened on (a deadline, a limit). */
  intro?: (rows: T[]) => ReactNode;
  /**
   * The field a refusal of the server concerns, from its message: the message is then also shown on
   * that field (not only in the request layer's notice), where the user corrects it.
   */
  errorField?: (message: string) => Extract<keyof V, string> | undefined;
}

export interface ActionDialog<T> {
  /** Opens the form on these rows (a CrudAction's `run`: answers undefined, nothing is said yet). */
  open(rows: T[]): undefined;
  /** The dialog, to render once in the page. */
  dialog: ReactNode;
}

export function useActionDialog<T extends Row, V extends object>(
  resource: Resource<T>,
  config: ActionDialogConfig<T, V>,
): ActionDialog<T> {
  const { t } = useTranslation();
  const [antForm] = Form.useForm();
  const formId = useId();
  const [rows, setRows] = useState<T[] | null>(null);
  const [answer, setAnswer] = useState<{ node: ReactNode } | null>(null);
  const values = Form.useWatch((all: Partial<V>) => all, antForm) ?? {};

  const open = (picked: T[]) => {
    setAnswer(null);
    setRows(picked);
    antForm.resetFields();
    antForm.setFieldsValue((config.initial?.(picked) ?? {}) as object);
    return undefined;
  };
  const saving = useSubmit<V, unknown>(
    (submitted) =>
      config.submit(submitted, rows ?? []).catch((error: unknown) => {
        const name = error instanceof ApiError ? config.errorField?.(error.message) : undefined;
        if (name) antForm.setFields([{ name, errors: [error instanceof Error ? error.message : ''] }]);
        throw error;
      }),
    {
      success: config.success ?? 'crud.done',
      invalidates: [resource],
      onSuccess: (result, submitted) => {
        if (config.result) setAnswer({ node: config.result(result, submitted) });
        // closes on the rows it saved for: rows chosen while the lists were refreshing stay open
        else setRows((now) => (now === rows ? null : now));
      },
    },
  );
  const busy = saving.busy;
  const close = () => {
    if (!busy) setRows(null);
  };
  const finish = (submitted: V) => {
    if (rows) void saving.submit(submitted);
  };

  const dialog = (
    <Modal
      open={rows !== null}
      width={DIALOG_WIDTH}
      title={t(config.title)}
      onCancel={close}
      mask={{ closable: false }}
      forceRender
      footer={
        <Space>
          <Button onClick={close}>{t(answer ? 'crud.close' : 'crud.cancel')}</Button>
          <Button type="primary" htmlType="submit" form={formId} loading={busy}>
            {t(config.okText ?? 'crud.ok')}
          </Button>
        </Space>
      }
    >
      {rows && config.intro ? <div className="lx-action-intro">{config.intro(rows)}</div> : null}
      <Form
        id={formId}
        form={antForm}
        // its fields' ids start with the form's name: one of its own, for a page may hold two dialogs of
        // one title (the page's and its drawer's), each rendered while closed
        name={`${resource.name}-${config.title}-${formId}`}
        layout="vertical"
        className="lx-entity-form"
        disabled={busy}
        onFinish={(submitted) => finish(submitted as V)}
      >
        {config.fields.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name as string}
            label={sentenceCase(t(labelOf(field, values)))}
            rules={fieldRules(field, t)}
            validateTrigger={validateTriggerOf(field)}
            dependencies={ruleDependencies(field)}
            extra={field.help ? t(field.help) : undefined}
            className={field.span === 2 || field.valueType === 'textarea' ? 'lx-span-2' : undefined}
          >
            <FieldInput field={field} />
          </Form.Item>
        ))}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
      {answer && (
        <Alert type="success" showIcon className="lx-action-result" role="status" title={answer.node} />
      )}
    </Modal>
  );
  return { open, dialog };
}
