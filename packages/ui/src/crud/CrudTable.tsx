/**
 * The table of a list page: index and selection columns, one column per table field (values by their
 * type, options by label, sortable through the server), the row actions fixed on the right, paging
 * 10/30/50/100/200 (SPEC §9), and a loading, empty, failed and stale state. Columns have widths, so long
 * values are cut with an ellipsis instead of sliding under the actions; large pages scroll virtually.
 */
import { useQueries } from '@tanstack/react-query';
import { Alert, Button, Empty, Result, Table, Tooltip } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { enumSource, inLanguage } from './data';
import { displayNode, displayValue } from './FieldInput';
import { CREATED, type ListState, PAGE_SIZES } from './listState';
import { type Field, type Option, type Row, sentenceCase } from './schema';
import { StatusCell } from './status';
import { type TableSettings, visibleColumns } from './tableSettings';

/** Default column widths by value type, so the sum is known and ellipsis works. */
const WIDTHS: Record<string, number> = {
  number: 100,
  switch: 100,
  status: 110,
  date: 120,
  dateTime: 170,
  select: 130,
  radio: 110,
  icon: 80,
  image: 100,
};
export const columnWidth = <T,>(field: Field<T>) => field.width ?? WIDTHS[field.valueType ?? 'text'] ?? 160;

/** A text's width in the table's 14 px font: a CJK glyph is square, a Latin one about half (a safe average). */
const textWidth = (text: string) =>
  [...text].reduce((sum, char) => sum + (char.charCodeAt(0) < 0x2e80 ? 8 : 14), 0);

/**
 * The width of the actions column (issue 18: the columns slid under a fixed 200 px column that was
 * wider or narrower than its buttons): the buttons' texts side by side, each small link button's
 * padding (4 px a side, `.lx-row-actions`), and the cell's padding (16 px a side).
 */
export function actionsColumnWidth(labels: readonly string[]): number {
  const buttons = labels.reduce((sum, label) => sum + textWidth(label) + 8, 0);
  return Math.max(80, Math.ceil(buttons + 32));
}

/** The options of every enum field of the table, loaded once for the table (not per cell). */
function useEnumOptions<T>(fields: readonly Field<T>[]): Record<string, Option[]> {
  const { t, i18n } = useTranslation();
  const sources = fields.map((field) => enumSource(field.valueEnum));
  const loaded = sources.filter((source) => source !== undefined);
  const answers = useQueries({
    queries: loaded.map((source) => ({
      queryKey: source.key,
      queryFn: source.load,
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const result: Record<string, Option[]> = {};
  fields.forEach((field, i) => {
    const source = sources[i];
    if (source) result[field.name] = inLanguage(answers[loaded.indexOf(source)]?.data ?? [], i18n.language);
    else
      result[field.name] = Object.entries((field.valueEnum ?? {}) as Record<string, string>).map(
        ([value, label]) => ({
          value,
          label: t(label),
        }),
      );
  });
  return result;
}

export interface CrudTableProps<T extends Row> {
  name: string;
  fields: readonly Field<T>[];
  rows: readonly T[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** Paging; none for a tree table (not paged). */
  paging?: {
    state: ListState;
    total: number;
    onChange(current: number, size: number): void;
    onSort(sort: ListState['sort']): void;
  };
  /** Shows the creation time column. */
  createTime?: boolean;
  settings: TableSettings;
  selection?: { selected: readonly T[]; onChange(rows: T[]): void };
  rowActions?: (row: T) => ReactNode;
  actionsWidth?: number;
  expandable?: TableProps<T>['expandable'];
  /** A label of the table for assistive technology. */
  label: string;
}

export function CrudTable<T extends Row>(props: CrudTableProps<T>) {
  const { name, fields, rows, loading, failed, onRetry, paging, settings, selection, rowActions } = props;
  const { t } = useTranslation();
  const options = useEnumOptions(fields);
  const sort = paging?.state.sort;

  const columns = useMemo<ColumnsType<T>>(() => {
    const byKey = new Map<string, ColumnsType<T>[number]>();
    for (const field of fields) {
      byKey.set(field.name, {
        key: field.name,
        dataIndex: field.name,
        title: sentenceCase(t(field.label)),
        width: columnWidth(field),
        ellipsis: { showTitle: false },
        ...(field.sortable && paging
          ? { sorter: true, sortOrder: sort?.field === field.name ? sort.order : null }
          : {}),
        render: (value: unknown, row: T) => {
          if (field.render) return field.render(value, row);
          if (field.valueType === 'status') return <StatusCell row={row} field={field} />;
          const node = displayNode(field, value);
          if (node) return node;
          const text = displayValue(field, value, options[field.name] ?? [], t);
          return text ? (
            <Tooltip placement="topLeft" title={text}>
              <span>{text}</span>
            </Tooltip>
          ) : null;
        },
      });
    }
    if (props.createTime !== false) {
      byKey.set(CREATED, {
        key: CREATED,
        dataIndex: CREATED,
        title: t('crud.createTime'),
        width: 170,
        ellipsis: true,
        ...(paging ? { sorter: true, sortOrder: sort?.field === CREATED ? sort.order : null } : {}),
      });
    }
    const index: ColumnsType<T>[number] = {
      key: '__index',
      title: t('crud.index'),
      width: 64,
      align: 'center',
      render: (_value, _row, i) => (paging ? (paging.state.current - 1) * paging.state.size : 0) + i + 1,
    };
    const visible = visibleColumns([...byKey.keys()], settings)
      .map((key) => byKey.get(key))
      .filter((column): column is ColumnsType<T>[number] => column !== undefined);
    const actions: ColumnsType<T> = rowActions
      ? [
          {
            key: '__actions',
            title: t('crud.actions'),
            fixed: 'right',
            width: props.actionsWidth ?? 200,
            render: (_value, row) => <span className="lx-row-actions">{rowActions(row)}</span>,
          },
        ]
      : [];
    return [...(props.expandable ? [] : [index]), ...visible, ...actions];
  }, [
    fields,
    t,
    options,
    sort,
    paging,
    props.createTime,
    props.expandable,
    props.actionsWidth,
    settings,
    rowActions,
  ]);

  const width = columns.reduce((sum, column) => sum + (Number(column.width) || 0), 0) + (selection ? 48 : 0);
  const large = (rows?.length ?? 0) > 50;
  const empty = failed ? (
    <Result
      status="warning"
      title={t('crud.loadFailed')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('crud.retry')}
        </Button>
      }
    />
  ) : loading ? (
    <span /> // nothing under the first load's spinner
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.empty')} />
  );

  const wrapper = useRef<HTMLDivElement>(null);
  useInertMeasureRows(wrapper);
  useFocusKept(wrapper, rows);
  return (
    <>
      {failed && rows && rows.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="lx-stale"
          message={t('crud.stale')}
          action={
            <Button size="small" onClick={onRetry}>
              {t('crud.retry')}
            </Button>
          }
        />
      )}
      <div ref={wrapper} className="lx-crud-table-wrap" tabIndex={-1}>
        <Table<T>
          aria-label={props.label}
          className="lx-crud-table"
          data-table={name}
          rowKey={(row) => String(row.id)}
          columns={columns}
          dataSource={rows as T[] | undefined}
          loading={loading}
          size={settings.density}
          tableLayout="fixed"
          scroll={large ? { x: width, y: 560 } : { x: width }}
          virtual={large}
          expandable={props.expandable}
          locale={{ emptyText: empty }}
          rowSelection={
            selection
              ? {
                  selectedRowKeys: selection.selected.map((row) => String(row.id)),
                  onChange: (_keys, selected) => selection.onChange(selected),
                  preserveSelectedRowKeys: false,
                }
              : undefined
          }
          onChange={(_pagination, _filters, sorter) => {
            if (!paging || Array.isArray(sorter)) return;
            const field = sorter.columnKey ? String(sorter.columnKey) : undefined;
            const next = field && sorter.order ? { field, order: sorter.order } : undefined;
            if (next?.field !== sort?.field || next?.order !== sort?.order) paging.onSort(next);
          }}
          pagination={
            paging
              ? {
                  current: paging.state.current,
                  pageSize: paging.state.size,
                  total: paging.total,
                  pageSizeOptions: PAGE_SIZES,
                  showSizeChanger: true,
                  showQuickJumper: true,
                  showTotal: (total) => t('crud.total', { total }),
                  onChange: (current, size) => paging.onChange(current, size),
                }
              : false
          }
        />
      </div>
    </>
  );
}

/**
 * When the control that had the focus leaves the table with its row (a delete, in a page or inside a
 * drawer, issue 18), the focus stays in the table instead of falling back to the page's body, where a
 * keyboard user would start again from the top (or, in a drawer, lose it).
 */
function useFocusKept(wrapper: { current: HTMLElement | null }, rows: unknown) {
  const last = useRef<Element | null>(null);
  const keep = useCallback(() => {
    const gone = last.current;
    if (!gone || gone.isConnected) return;
    const active = document.activeElement;
    // elsewhere on purpose (a confirmation still open): wait for it to let the focus go
    if (active && active !== document.body && active.isConnected) return;
    last.current = null;
    wrapper.current?.focus();
  }, [wrapper]);
  useLayoutEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    const remember = (event: FocusEvent) => {
      last.current = event.target instanceof Element && event.target !== root ? event.target : null;
    };
    // a confirmation closing hands the focus back to the removed button, which drops it on the body
    const released = () => {
      if (last.current && !last.current.isConnected) setTimeout(keep, 0);
    };
    root.addEventListener('focusin', remember);
    document.addEventListener('focusout', released);
    return () => {
      root.removeEventListener('focusin', remember);
      document.removeEventListener('focusout', released);
    };
  }, [wrapper, keep]);
  // after each change of the rows
  useLayoutEffect(keep, [rows]);
}

/**
 * antd copies every column title into a hidden measuring row (aria-hidden), the select-all checkbox
 * included: a focusable control hidden from screen readers (axe aria-hidden-focus, serious; issue 11).
 * `inert` takes the copy out of the tab order as well.
 */
function useInertMeasureRows(wrapper: { current: HTMLElement | null }) {
  useLayoutEffect(() => {
    const root = wrapper.current;
    if (!root) return;
    const mark = () => {
      for (const row of root.querySelectorAll('.ant-table-measure-row:not([inert])'))
        row.setAttribute('inert', '');
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [wrapper]);
}
