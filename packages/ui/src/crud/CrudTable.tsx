/**
 * The table of a list page: index and selection columns, one column per table field (values by their
 * type, options by label, sortable through the server), the row actions fixed on the right, paging
 * 10/30/50/100/200 (SPEC §9), and a loading, empty, failed and stale state. Columns take their widths
 * from their fields (`columns.ts`): a long value is cut with an ellipsis and shown whole in a tooltip,
 * the actions column is as wide as its buttons, and the table scrolls sideways over the sum of its
 * columns, so nothing slides under the fixed actions; large pages scroll virtually. Below 768 px the
 * rows are cards (`CrudCards`: label: value, actions at the bottom).
 */
import { useQueries } from '@tanstack/react-query';
import { Alert, Button, Empty, Result, Table, theme } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardColumn, CrudCards } from './CrudCards';
import { CutText } from './CutText';
import {
  actionsColumnWidth,
  canvasMeasure,
  columnWidth,
  estimateText,
  INDEX_WIDTH,
  type ListLayout,
  type Measure,
  scrollWidth,
  TREE_INDENT,
  useListLayout,
} from './columns';
import { enumSource, inLanguage } from './data';
import { displayNode, displayValue } from './FieldInput';
import { CREATED, type ListState, PAGE_SIZES } from './listState';
import { type Field, type Option, type Row, sentenceCase } from './schema';
import { StatusCell } from './status';
import { type TableSettings, visibleColumns } from './tableSettings';

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
  /**
   * The texts of the row buttons (all a row may show): the actions column is as wide as they are side
   * by side. `actionsWidth` sets the width instead.
   */
  actionLabels?: readonly string[];
  actionsWidth?: number;
  expandable?: TableProps<T>['expandable'];
  /** A label of the table for assistive technology. */
  label: string;
  /** Table or cards; by default from the window's width (`useListLayout`: cards below 768 px). */
  layout?: ListLayout;
}

/** A text's width in the table's font: measured by the browser where it can, estimated otherwise. */
function useMeasure(): Measure {
  const { token } = theme.useToken();
  return useMemo(
    () => canvasMeasure(token.fontFamily, token.fontSize) ?? estimateText,
    [token.fontFamily, token.fontSize],
  );
}

/** The actions column of a table that names neither its buttons nor a width. */
const UNKNOWN_ACTIONS_WIDTH = 200;

type Column<T> = ColumnsType<T>[number] & { key: string; width: number };

export function CrudTable<T extends Row>(props: CrudTableProps<T>) {
  const { name, fields, rows, loading, failed, onRetry, paging, settings, selection, rowActions } = props;
  const { t } = useTranslation();
  const options = useEnumOptions(fields);
  const sort = paging?.state.sort;
  const measure = useMeasure();
  const windowLayout = useListLayout();
  const layout = props.layout ?? windowLayout;
  const labelsKey = JSON.stringify(props.actionLabels ?? null);

  /** A field's cell: in the table a text is cut to its column and shown whole in a tooltip; a card wraps it. */
  const cell = useCallback(
    (field: Field<T>, value: unknown, row: T, cut: boolean): ReactNode => {
      if (field.render) return field.render(value, row);
      if (field.valueType === 'status') return <StatusCell row={row} field={field} />;
      const node = displayNode(field, value);
      if (node) return node;
      const text = displayValue(field, value, options[field.name] ?? [], t);
      if (!text) return null;
      return cut ? <CutText text={text} /> : text;
    },
    [options, t],
  );

  /** The data columns in the user's order, with what a card needs of each. */
  const dataColumns = useMemo(() => {
    const byKey = new Map<string, { column: Column<T>; card: CardColumn<T> }>();
    for (const field of fields) {
      const title = sentenceCase(t(field.label));
      const sortable = Boolean(field.sortable && paging);
      byKey.set(field.name, {
        column: {
          key: field.name,
          dataIndex: field.name,
          title,
          width: columnWidth(field, title, { sortable, measure }),
          ellipsis: { showTitle: false },
          ...(sortable ? { sorter: true, sortOrder: sort?.field === field.name ? sort.order : null } : {}),
          render: (value: unknown, row: T) => cell(field, value, row, true),
        },
        card: {
          key: field.name,
          title,
          render: (row) => cell(field, (row as Record<string, unknown>)[field.name], row, false),
        },
      });
    }
    if (props.createTime !== false) {
      const title = t('crud.createTime');
      const sortable = Boolean(paging);
      const created = (row: T) => (row as Record<string, unknown>)[CREATED] as ReactNode;
      byKey.set(CREATED, {
        column: {
          key: CREATED,
          dataIndex: CREATED,
          title,
          width: columnWidth({ valueType: 'dateTime' }, title, { sortable, measure }),
          ellipsis: true,
          ...(sortable ? { sorter: true, sortOrder: sort?.field === CREATED ? sort.order : null } : {}),
        },
        card: { key: CREATED, title, render: created },
      });
    }
    return visibleColumns([...byKey.keys()], settings)
      .map((key) => byKey.get(key))
      .filter((column) => column !== undefined);
  }, [fields, t, cell, sort, paging, props.createTime, settings, measure]);

  const columns = useMemo<Column<T>[]>(() => {
    const index: Column<T> = {
      key: '__index',
      className: 'lx-col-index',
      title: t('crud.index'),
      width: INDEX_WIDTH,
      align: 'center',
      render: (_value, _row, i) => (paging ? (paging.state.current - 1) * paging.state.size : 0) + i + 1,
    };
    const visible = dataColumns.map(({ column }, i) =>
      // a tree's first column holds the expand arrow and the levels' indentation too
      i === 0 && props.expandable ? { ...column, width: column.width + TREE_INDENT } : column,
    );
    const title = t('crud.actions');
    const actions: Column<T>[] = rowActions
      ? [
          {
            key: '__actions',
            className: 'lx-col-actions',
            title,
            fixed: 'right',
            width:
              props.actionsWidth ??
              (labelsKey === 'null'
                ? UNKNOWN_ACTIONS_WIDTH
                : actionsColumnWidth(JSON.parse(labelsKey) as string[], { title, measure })),
            render: (_value, row) => <span className="lx-row-actions">{rowActions(row)}</span>,
          },
        ]
      : [];
    return [...(props.expandable ? [] : [index]), ...visible, ...actions];
  }, [dataColumns, t, paging, props.expandable, props.actionsWidth, labelsKey, rowActions, measure]);

  const width = scrollWidth(
    columns.map((column) => column.width),
    Boolean(selection),
  );
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
          title={t('crud.stale')}
          action={
            <Button size="small" onClick={onRetry}>
              {t('crud.retry')}
            </Button>
          }
        />
      )}
      <div ref={wrapper} className="lx-crud-table-wrap" tabIndex={-1} data-layout={layout}>
        {layout === 'cards' ? (
          <CrudCards<T>
            label={props.label}
            columns={dataColumns.map(({ card }) => card)}
            rows={rows}
            loading={loading}
            empty={empty}
            rowActions={rowActions}
            selection={selection}
            tree={
              props.expandable
                ? {
                    expanded: (props.expandable.expandedRowKeys ?? []).map(String),
                    onExpand: (open, row) => props.expandable?.onExpand?.(open, row),
                  }
                : undefined
            }
            paging={
              paging && {
                current: paging.state.current,
                size: paging.state.size,
                total: paging.total,
                onChange: paging.onChange,
              }
            }
          />
        ) : (
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
        )}
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
