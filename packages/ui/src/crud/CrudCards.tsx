/**
 * A list's rows as cards on a narrow screen (issue 23 "Narrow screens": below 768 px a table showed only
 * its index and actions): each row a card of `label: value` lines for the columns the table would show,
 * in the user's order, its actions at the bottom; a tick box when the toolbar acts on chosen rows; a
 * tree's row opens its children under it; paging under the cards. `CrudTable` renders it by itself
 * below the breakpoint (`useListLayout`), from the same columns.
 */
import { Button, Checkbox, Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from './listState';
import type { Row } from './schema';

/** One line of a card: the column's title and how the table renders its cell. */
export interface CardColumn<T> {
  key: string;
  title: ReactNode;
  render(row: T, index: number): ReactNode;
}

export interface CrudCardsProps<T extends Row> {
  label: string;
  columns: readonly CardColumn<T>[];
  rows: readonly T[] | undefined;
  loading: boolean;
  /** What shows when there is no row (empty, failed). */
  empty: ReactNode;
  rowActions?: ((row: T) => ReactNode) | undefined;
  selection?: { selected: readonly T[]; onChange(rows: T[]): void } | undefined;
  /** A tree: the open rows and how a row opens or closes. */
  tree?: { expanded: readonly string[]; onExpand(open: boolean, row: T): void } | undefined;
  paging?:
    | {
        current: number;
        size: number;
        total: number;
        onChange(current: number, size: number): void;
      }
    | undefined;
}

const keyOf = (row: Row) => String(row.id);

export function CrudCards<T extends Row>(props: CrudCardsProps<T>) {
  const { t } = useTranslation();
  const { rows, selection, tree, paging } = props;
  const chosen = new Set(selection?.selected.map(keyOf));

  const card = (row: T, index: number, level: number): ReactNode => {
    const key = keyOf(row);
    const children = (row as { children?: T[] }).children;
    const open = tree?.expanded.includes(key) ?? false;
    return (
      <li key={key} className="lx-crud-card" data-row-key={key} data-level={level}>
        {selection && (
          <Checkbox
            className="lx-crud-card-select"
            checked={chosen.has(key)}
            aria-label={t('crud.selectRow', { index: index + 1 })}
            onChange={(event) =>
              selection.onChange(
                event.target.checked
                  ? [...selection.selected, row]
                  : selection.selected.filter((one) => keyOf(one) !== key),
              )
            }
          />
        )}
        <dl>
          {props.columns.map((column) => (
            <div key={column.key} className="lx-crud-card-item">
              <dt>{column.title}</dt>
              <dd>{column.render(row, index)}</dd>
            </div>
          ))}
        </dl>
        {(props.rowActions || (tree && children)) && (
          <div className="lx-crud-card-actions">
            {tree && children && (
              <Button
                size="small"
                type="text"
                aria-expanded={open}
                onClick={() => tree.onExpand(!open, row)}
                className="lx-crud-card-toggle"
              >
                {t(open ? 'crud.hideChildren' : 'crud.showChildren')}
              </Button>
            )}
            {props.rowActions && <span className="lx-row-actions">{props.rowActions(row)}</span>}
          </div>
        )}
        {tree && open && children && children.length > 0 && (
          <ul className="lx-crud-cards lx-crud-card-children">
            {children.map((child, i) => card(child, i, level + 1))}
          </ul>
        )}
      </li>
    );
  };

  return (
    <Spin spinning={props.loading}>
      {rows && rows.length > 0 ? (
        <ul className="lx-crud-cards" aria-label={props.label}>
          {rows.map((row, i) => card(row, paging ? (paging.current - 1) * paging.size + i : i, 0))}
        </ul>
      ) : (
        <div className="lx-crud-cards-empty">{props.empty}</div>
      )}
      {paging && paging.total > 0 && (
        <Pagination
          className="lx-crud-cards-paging"
          size="small"
          current={paging.current}
          pageSize={paging.size}
          total={paging.total}
          pageSizeOptions={PAGE_SIZES}
          showSizeChanger
          showTotal={(total) => t('crud.total', { total })}
          onChange={paging.onChange}
        />
      )}
    </Spin>
  );
}
