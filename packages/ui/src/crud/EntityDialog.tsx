/**
 * A record's view, add and edit form (PAGES.md: dialogs 880 px wide that a click outside does not close;
 * user and log pages use a drawer, `EntityDrawer`). View is a read-only description list, not a
 * greyed-out form. Enter in a field saves; a failed save keeps the form filled and usable.
 */
import { Button, Card, Drawer, Empty, Form, Modal, Space, Spin } from 'antd';
import { type ReactNode, useEffect, useId, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from './Facts';
import {
  displayNode,
  displayValue,
  FieldInput,
  fieldRules,
  ruleDependencies,
  useFieldOptions,
  validateTriggerOf,
} from './FieldInput';
import { CREATED } from './listState';
import { type Field, hiddenIn, labelOf, type Resource, type Row, readOnlyIn, sentenceCase } from './schema';
import type { EntityFormControl } from './useEntityForm';

export const DIALOG_WIDTH = 880; // SPEC §2, §9
const DRAWER_WIDTH = 720;

function DetailItem<T>({ field, value, row }: { field: Field<T>; value: unknown; row: T }) {
  const { t } = useTranslation();
  const { options } = useFieldOptions(field);
  if (field.render) return <>{field.render(value, row)}</>;
  const node = displayNode(field, value);
  if (node) return <>{node}</>;
  const text = displayValue(field, value, options, t);
  return <span className="lx-detail-value">{text || '-'}</span>;
}

/**
 * A record as a description list (the view mode of a form, or a detail drawer of a log): two columns
 * of label beside value from 768 px up, one column of label over value below.
 */
export function DetailView<T extends Row>({
  fields,
  record,
  createTime = true,
}: {
  fields: readonly Field<T>[];
  record: Partial<T>;
  createTime?: boolean;
}) {
  const { t } = useTranslation();
  const values = record as Record<string, unknown>;
  const items: { key: string; label: string; span: number; children: ReactNode }[] = fields.map((field) => ({
    key: field.name,
    label: sentenceCase(t(labelOf(field, record))),
    span: field.span === 2 || field.valueType === 'textarea' || field.valueType === 'richText' ? 2 : 1,
    children: <DetailItem field={field} value={values[field.name]} row={record as T} />,
  }));
  if (createTime && values[CREATED]) {
    items.push({
      key: CREATED,
      label: t('crud.createTime'),
      span: 1,
      children: <span>{String(values[CREATED])}</span>,
    });
  }
  return <Facts items={items} />;
}

export interface EntityDialogProps<T extends Row> {
  resource: Resource<T>;
  form: EntityFormControl<T>;
  /** Title override (i18n key); 'view' / 'add' / 'edit' by default. */
  title?: string;
  /** Fields of this form (when a page's child form differs from its parent's). */
  fields?: readonly Field<T>[];
  /** Extra content under the form (e.g. a sub-table in the view). */
  extra?: ReactNode;
}

/**
 * What the dialog, the drawer and the inline form share: the heading, the form or the detail view, the
 * buttons, the focus.
 */
function useEntityFormView<T extends Row>(
  { resource, form, title, fields, extra }: EntityDialogProps<T>,
  inline = false,
) {
  const { t } = useTranslation();
  const [antForm] = Form.useForm();
  const formId = useId();
  const { state, record, loadingDetail, saving } = form;
  const mode = state?.mode ?? 'view';
  const shown = (fields ?? resource.fields).filter((field) => !hiddenIn(field, mode));
  const open = state !== null;
  // the values being edited, for labels that follow another field (`labelFor`)
  const editing = Form.useWatch((all: Partial<T>) => all, antForm);

  // a new opening starts afresh (a new record from its initial values); the record, and a detail that
  // arrives later while the form is still disabled, fill it. Layout effects, so the values are in the
  // inputs in the same commit that enables them: nobody sees (or types into) an enabled, unfilled form
  useLayoutEffect(() => {
    if (!open || mode === 'view') return;
    antForm.resetFields();
    if (mode !== 'add') return;
    const initial: Record<string, unknown> = {};
    for (const field of shown) if (field.initialValue !== undefined) initial[field.name] = field.initialValue;
    antForm.setFieldsValue(initial);
    // deps: a new opening (the form state object changes with each)
  }, [form.state]);
  useLayoutEffect(() => {
    if (open && mode !== 'view' && record) antForm.setFieldsValue(record as object);
    // deps: the record's arrival
  }, [record]);

  const heading = t(title ?? `crud.${mode}`);
  const body =
    mode === 'view' ? (
      <Spin spinning={loadingDetail}>
        <DetailView fields={shown} record={record ?? {}} createTime={resource.createTime !== false} />
        {extra}
      </Spin>
    ) : (
      <Spin spinning={loadingDetail}>
        <Form
          id={formId}
          form={antForm}
          name={`${resource.name}-form`}
          layout="vertical"
          className="lx-entity-form"
          disabled={saving || loadingDetail}
          onFinish={(values) => void form.save(values as Partial<T>)}
          preserve={false}
        >
          {shown.map((field) => (
            <Form.Item
              key={field.name}
              name={field.name as string}
              label={sentenceCase(t(labelOf(field, editing ?? record)))}
              rules={readOnlyIn(field, mode) ? [] : fieldRules(field, t)}
              validateTrigger={validateTriggerOf(field)}
              dependencies={ruleDependencies(field)}
              extra={field.help ? t(field.help) : undefined}
              className={
                field.span === 2 || field.valueType === 'textarea' || field.valueType === 'richText'
                  ? 'lx-span-2'
                  : undefined
              }
            >
              <FieldInput field={field} disabled={readOnlyIn(field, mode) || undefined} />
            </Form.Item>
          ))}
          {/* Enter in a text field saves */}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
        {extra}
      </Spin>
    );
  const footer =
    mode === 'view' ? (
      <Button onClick={form.close}>{t('crud.close')}</Button>
    ) : (
      <Space>
        <Button onClick={form.close}>{t('crud.cancel')}</Button>
        <Button type="primary" htmlType="submit" form={formId} loading={saving} disabled={loadingDetail}>
          {t('crud.save')}
        </Button>
      </Space>
    );

  // the keyboard starts in the first field (issue 11), once the record is there; a view starts on its
  // close button, antd's own focus
  const afterOpen = (visible: boolean) => {
    if (visible && mode !== 'view' && !loadingDetail) focusFirstField(formId, true);
  };
  // inline, only a new record takes the focus: choosing a record in the tree beside keeps it there
  useEffect(() => {
    if (open && mode !== 'view' && !loadingDetail && (!inline || mode === 'add'))
      focusFirstField(formId, true);
  }, [open, mode, loadingDetail, formId, inline]);

  return { open, heading, body, footer, afterOpen, close: form.close, formId };
}

export interface EntityFormProps<T extends Row> extends EntityDialogProps<T> {
  /** Shown while no record is open (e.g. 'choose a region on the left'). */
  empty?: ReactNode;
  /** Buttons beside the heading (add a child, delete, a status switch...). */
  toolbar?: ReactNode;
  /** The cancel button, which closes the form; none by default (the form stays beside its tree). */
  cancel?: boolean;
  /** The card's heading for the open record; `title` (an i18n key) or 'add' / 'edit' / 'view' otherwise. */
  heading?: ReactNode;
}

/**
 * The form of `EntityDialog` inline, in a card beside a tree or a list (the regions' form): the same
 * schema, rules, detail loading, busy save and focus. `useEntityForm(resource, { keepOpen: true })`
 * keeps it open after a save.
 *
 * ```tsx
 * const form = useEntityForm(region, { keepOpen: true });
 * <EntityForm resource={region} form={form} empty={t('region.none')} toolbar={<Button …/>} />
 * ```
 */
export function EntityForm<T extends Row>({
  empty,
  toolbar,
  cancel = false,
  heading: ownHeading,
  ...props
}: EntityFormProps<T>) {
  const { t } = useTranslation();
  const { open, heading, body, formId } = useEntityFormView(props, true);
  const { form } = props;
  const mode = form.state?.mode ?? 'view';
  return (
    <Card
      size="small"
      className="lx-entity-inline"
      title={open ? (ownHeading ?? heading) : undefined}
      extra={toolbar}
    >
      {open ? (
        <>
          {body}
          {mode !== 'view' && (
            <Space className="lx-entity-inline-actions">
              {cancel && <Button onClick={form.close}>{t('crud.cancel')}</Button>}
              <Button
                type="primary"
                htmlType="submit"
                form={formId}
                loading={form.saving}
                disabled={form.loadingDetail}
              >
                {t('crud.save')}
              </Button>
            </Space>
          )}
        </>
      ) : (
        (empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />)
      )}
    </Card>
  );
}

export type EntityDrawerProps<T extends Row> = EntityDialogProps<T>;

/**
 * The form in a drawer from the right (PAGES.md: user and log pages), whatever the resource's `form`
 * says: the same form, detail view and buttons as the dialog.
 */
export function EntityDrawer<T extends Row>(props: EntityDrawerProps<T>) {
  const { open, heading, body, footer, afterOpen, close } = useEntityFormView(props);
  return (
    <Drawer
      open={open}
      title={heading}
      size={DRAWER_WIDTH}
      onClose={close}
      afterOpenChange={afterOpen}
      destroyOnHidden
      maskClosable={false}
      footer={footer}
    >
      {body}
    </Drawer>
  );
}

function EntityModal<T extends Row>(props: EntityDialogProps<T>) {
  const { open, heading, body, footer, afterOpen, close } = useEntityFormView(props);
  return (
    <Modal
      open={open}
      width={DIALOG_WIDTH}
      title={heading}
      onCancel={close}
      afterOpenChange={afterOpen}
      destroyOnHidden
      mask={{ closable: false }}
      footer={footer}
    >
      {body}
    </Modal>
  );
}

/** The form as the resource wants it: an `EntityDrawer` for `form: 'drawer'`, a dialog otherwise. */
export function EntityDialog<T extends Row>(props: EntityDialogProps<T>) {
  return props.resource.form === 'drawer' ? <EntityDrawer {...props} /> : <EntityModal {...props} />;
}

/**
 * Focuses the form's first enabled field, unless the user is already in the form (typing on while the
 * dialog's opening animation or the record's detail finished).
 */
function focusFirstField(formId: string, onlyFromDialog: boolean): void {
  const form = document.getElementById(formId);
  if (!form) return;
  const active = document.activeElement;
  if (onlyFromDialog && active instanceof HTMLElement && form.contains(active)) return;
  const field = form.querySelector<HTMLElement>(
    'input:not([disabled]):not([type="hidden"]):not([aria-hidden="true"]), textarea:not([disabled]), [role="combobox"]:not([aria-disabled="true"])',
  );
  field?.focus();
}
