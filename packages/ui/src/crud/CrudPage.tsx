/**
 * The generic list page (SPEC §2 "Generic list pages", §5, §8): search form, index and selection
 * columns, paging 10/30/50/100/200, view/add/edit dialog of width 880, delete with confirmation,
 * bulk delete that needs a selection, createTime date-range filter, permission-driven buttons.
 */
import { formRule, type Id, type ListQuery, type Page } from '@lingxi/core';
import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Spin, Table } from 'antd';
import type { ColumnsType, TablePaginationConfig } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../hooks';
import type { Field, Resource } from './resource';

export const PAGE_SIZES = [10, 30, 50, 100, 200]; // SPEC §9
export const DIALOG_WIDTH = 880; // SPEC §2, §9
const DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type Row = { id?: Id; createTime?: string };
type DialogMode = 'view' | 'add' | 'edit';
type Range = [Dayjs | null, Dayjs | null] | null;

/** `readOnly` fields are disabled; otherwise the form decides (disabled while loading or saving). */
function fieldInput<T>(field: Field<T>, t: (key: string) => string, readOnly: boolean): ReactNode {
  // An explicit `disabled={false}` would override the form's own disabled state.
  const disabled = readOnly || undefined;
  if (field.input === 'textarea') return <Input.TextArea rows={4} disabled={disabled} />;
  if (field.input === 'number') return <InputNumber style={{ width: '100%' }} disabled={disabled} />;
  if (field.input === 'select') {
    const options = Object.entries(field.options ?? {}).map(([value, label]) => ({ value, label: t(label) }));
    return <Select options={options} disabled={disabled} allowClear />;
  }
  return <Input disabled={disabled} />;
}

/** A field's form rules: the kit's generic 'please enter <label>', or a core check with its own message. */
function fieldRules<T>(field: Field<T>, t: (key: string, options?: Record<string, string>) => string) {
  return (field.rules ?? []).map((rule) =>
    rule === 'required'
      ? {
          required: true,
          whitespace: field.input !== 'number' && field.input !== 'select',
          message: t(field.input === 'select' ? 'crud.pleaseSelect' : 'crud.pleaseEnter', {
            label: t(field.label),
          }),
        }
      : formRule(rule, { required: true, trigger: 'onBlur' }),
  );
}

export interface CrudPageProps<T extends Row> {
  resource: Resource<T>;
  /** Extra buttons of a row, after view/edit/delete. */
  rowActions?: (row: T) => ReactNode;
}

export function CrudPage<T extends Row>({ resource, rowActions }: CrudPageProps<T>) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const permissions = useSession((state) => state.permissions);
  const can = (action: string) => permissions[`${resource.name}_${action}`] === true;

  const [searchForm] = Form.useForm();
  const [dialogForm] = Form.useForm();
  const [query, setQuery] = useState<ListQuery>({ current: 1, size: PAGE_SIZES[0] });
  const [page, setPage] = useState<Page<T> | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<Id[]>([]);
  const [dialog, setDialog] = useState<{ mode: DialogMode; row?: T } | null>(null);
  const [saving, setSaving] = useState(false);
  const [loadingDetail, setLoadingDetail] = useState(false);
  /** Which opening of the dialog a detail answer belongs to: a late answer must not fill a newer one. */
  const dialogOpening = useRef(0);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(await resource.api.list(query));
      setFailed(false);
    } catch {
      setFailed(true); // the request layer already told the user why
    } finally {
      setLoading(false);
    }
  }, [resource, query]);

  useEffect(() => {
    void load();
  }, [load]);

  const label = useCallback(
    (field: Field<T>) => {
      const text = t(field.label);
      return text.charAt(0).toUpperCase() + text.slice(1);
    },
    [t],
  );

  const onSearch = (values: Record<string, unknown>) => {
    const { createTimeRange, ...filters } = values as { createTimeRange?: Range } & Record<string, string>;
    const [from, to] = createTimeRange ?? [null, null];
    setSelected([]);
    setQuery({
      ...filters,
      current: 1,
      size: query.size,
      createTime_datege: from ? from.startOf('day').format(DATE_FORMAT) : undefined,
      createTime_datelt: to ? to.add(1, 'day').startOf('day').format(DATE_FORMAT) : undefined,
    });
  };

  const remove = (ids: Id[]) => {
    if (ids.length === 0) {
      void message.warning(t('crud.selectAtLeastOne'));
      return;
    }
    modal.confirm({
      title: t('crud.confirmTitle'),
      content: t('crud.confirmDelete'),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await resource.api.remove(ids);
        void message.success(t('crud.deleted'));
        setSelected([]);
        await load();
      },
    });
  };

  const openDialog = async (mode: DialogMode, row?: T) => {
    const opening = ++dialogOpening.current;
    dialogForm.resetFields();
    setDialog({ mode, ...(row ? { row } : {}) });
    if (!row?.id) return;
    dialogForm.setFieldsValue(row);
    // The form stays disabled until the full record is in, so nothing typed is overwritten by it.
    setLoadingDetail(true);
    try {
      const detail = await resource.api.detail(row.id);
      if (opening === dialogOpening.current) dialogForm.setFieldsValue(detail);
    } catch {
      // the row from the list stays; the request layer reported the failure
    } finally {
      if (opening === dialogOpening.current) setLoadingDetail(false);
    }
  };

  const closeDialog = () => {
    dialogOpening.current += 1;
    setLoadingDetail(false);
    setDialog(null);
  };

  const save = async () => {
    let values: Partial<T>;
    try {
      values = (await dialogForm.validateFields()) as Partial<T>;
    } catch {
      return; // the form shows what is missing beside each field
    }
    const editing = dialog?.mode === 'edit' && dialog.row?.id;
    setSaving(true);
    try {
      await resource.api.submit(editing ? { ...values, id: dialog.row?.id } : values);
      void message.success(t(editing ? 'crud.updated' : 'crud.added'));
      closeDialog();
      await load();
    } catch {
      // SPEC §8: a failed add or update re-enables the form; what was typed stays
    } finally {
      setSaving(false);
    }
  };

  const columns = useMemo<ColumnsType<T>>(() => {
    const cols: ColumnsType<T> = [
      {
        title: t('crud.index'),
        key: '__index',
        width: 64,
        align: 'center',
        render: (_value, _row, index) => ((query.current ?? 1) - 1) * (query.size ?? 10) + index + 1,
      },
      ...resource.fields
        .filter((field) => !field.hideInTable)
        .map((field) => ({
          title: label(field),
          dataIndex: field.name,
          key: field.name,
          ellipsis: true,
          ...(field.width ? { width: field.width } : {}),
          ...(field.options
            ? { render: (value: unknown) => t(field.options?.[String(value)] ?? String(value ?? '')) }
            : {}),
        })),
    ];
    if (resource.createTime !== false) {
      cols.push({ title: t('crud.createTime'), dataIndex: 'createTime', key: 'createTime', width: 180 });
    }
    cols.push({
      title: t('crud.actions'),
      key: '__actions',
      width: 200,
      fixed: 'right',
      render: (_value, row) => (
        <Space size={0}>
          {can('view') && (
            <Button type="link" size="small" onClick={() => void openDialog('view', row)}>
              {t('crud.view')}
            </Button>
          )}
          {can('edit') && (
            <Button type="link" size="small" onClick={() => void openDialog('edit', row)}>
              {t('crud.edit')}
            </Button>
          )}
          {can('delete') && row.id && (
            <Button type="link" size="small" danger onClick={() => remove([row.id as Id])}>
              {t('crud.delete')}
            </Button>
          )}
          {rowActions?.(row)}
        </Space>
      ),
    });
    return cols;
  }, [resource, t, label, query.current, query.size, permissions, rowActions]);

  const pagination: TablePaginationConfig = {
    current: page?.current ?? query.current ?? 1,
    pageSize: page?.size ?? query.size ?? 10,
    total: page?.total ?? 0,
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (total) => t('crud.total', { total }),
    onChange: (current, size) => setQuery((previous) => ({ ...previous, current, size })),
  };

  const searchFields = resource.fields.filter((field) => field.search);
  const readOnly = dialog?.mode === 'view';

  return (
    <div className="lx-crud" data-resource={resource.name}>
      <Form
        form={searchForm}
        name={`${resource.name}-search`}
        layout="inline"
        onFinish={onSearch}
        className="lx-crud-search"
      >
        {searchFields.map((field) => (
          <Form.Item key={field.name} name={field.name as string} label={label(field)}>
            {field.input === 'select' ? (
              fieldInput(field, t, false)
            ) : (
              <Input allowClear placeholder={t('crud.pleaseEnter', { label: t(field.label) })} />
            )}
          </Form.Item>
        ))}
        {resource.dateRange !== false && (
          <Form.Item name="createTimeRange" label={t('crud.createTime')}>
            <DatePicker.RangePicker placeholder={[t('crud.startTime'), t('crud.endTime')]} />
          </Form.Item>
        )}
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('crud.search')}
            </Button>
            <Button
              onClick={() => {
                searchForm.resetFields();
                onSearch({});
              }}
            >
              {t('crud.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>

      <Space className="lx-crud-toolbar" style={{ margin: '16px 0' }}>
        {can('add') && (
          <Button type="primary" onClick={() => void openDialog('add')}>
            {t('crud.add')}
          </Button>
        )}
        {can('delete') && (
          <Button danger onClick={() => remove(selected)}>
            {t('crud.bulkDelete')}
          </Button>
        )}
        <Button onClick={() => void load()}>{t('crud.refresh')}</Button>
      </Space>

      <Table<T>
        rowKey={(row) => String(row.id)}
        columns={columns}
        dataSource={page?.records ?? []}
        loading={loading}
        pagination={pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: failed ? (
            <Space direction="vertical">
              {t('crud.loadFailed')}
              <Button onClick={() => void load()}>{t('crud.retry')}</Button>
            </Space>
          ) : (
            t('crud.empty')
          ),
        }}
      />

      <Modal
        open={dialog !== null}
        width={DIALOG_WIDTH}
        title={dialog ? t(`crud.${dialog.mode}`) : ''}
        onCancel={closeDialog}
        destroyOnHidden
        mask={{ closable: false }}
        footer={
          readOnly ? (
            <Button onClick={closeDialog}>{t('crud.close')}</Button>
          ) : (
            <Space>
              <Button onClick={closeDialog}>{t('crud.cancel')}</Button>
              <Button type="primary" loading={saving} disabled={loadingDetail} onClick={() => void save()}>
                {t('crud.save')}
              </Button>
            </Space>
          )
        }
      >
        <Spin spinning={loadingDetail}>
          <Form
            form={dialogForm}
            name={`${resource.name}-dialog`}
            layout="vertical"
            disabled={saving || loadingDetail}
            preserve
          >
            {resource.fields
              .filter((field) => !field.hideInForm)
              .map((field) => (
                <Form.Item
                  key={field.name}
                  name={field.name as string}
                  label={label(field)}
                  validateTrigger="onBlur"
                  rules={fieldRules(field, t)}
                >
                  {fieldInput(field, t, readOnly || field.readOnly === true)}
                </Form.Item>
              ))}
          </Form>
        </Spin>
      </Modal>
    </div>
  );
}
