/**
 * The generic list page (SPEC §2 "Generic list pages", §5, §8), as the default composition of the kit's
 * hooks and pieces: query card, table card with its toolbar, view/add/edit form. A page with special
 * needs composes the same pieces (see README).
 */
import type { ListQuery } from '@lingxi/core';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CrudAction, removeAction, useCan, useRemove, useRunAction } from './actions';
import { CrudTable } from './CrudTable';
import { CrudToolbar } from './CrudToolbar';
import { prefetchList, prefetchOptions, useCrudList } from './data';
import { EntityDialog } from './EntityDialog';
import { CREATED, type ListState, listQuery, pageOf, readListState, useListState } from './listState';
import { PageFrame, TableCard } from './PageFrame';
import { SearchForm } from './SearchForm';
import { fieldsIn, type Resource, type Row, sentenceCase } from './schema';
import { ResourceScope } from './status';
import { useTableSettings } from './tableSettings';
import { type EntityFormControl, useEntityForm } from './useEntityForm';

/** No row ticked: one array for every drawing, so a new query's empty selection changes nothing else. */
const NONE: never[] = [];

export interface ListOptions {
  /** The list's key in the address, for a second list on the page (`useListState`'s prefix). */
  listKey?: string | undefined;
  /** The server answers the whole list (no paging): the page and the sort are made here. */
  whole?: boolean | undefined;
}

/**
 * A resource's list as the address describes it, with the last page stepping back when emptied;
 * `listKey` keeps a second list of the page apart in the address, `whole` pages a list the server
 * answers whole.
 */
export function useResourceList<T extends Row>(
  resource: Resource<T>,
  extra: ListQuery = {},
  enabled = true,
  { listKey = '', whole = false }: ListOptions = {},
) {
  const range = dateRangeOf(resource);
  const dates = range ? [range.name] : [];
  const control = useListState(listFilterNames(resource), listKey);
  const query = resourceListQuery(resource, control.state, extra, whole);
  const answered = useCrudList(resource.api, query, enabled);
  // a whole list may come as the rows themselves
  const all =
    answered.page && (Array.isArray(answered.page) ? (answered.page as T[]) : answered.page.records);
  const list = whole && all ? { ...answered, page: pageOf(all, control.state) } : answered;
  const { page, fetching } = list;
  const { current, size } = control.state;
  useEffect(() => {
    // the last row of the last page was deleted (or the list shrank): show the new last page
    if (!page || fetching || page.records.length > 0 || page.total === 0 || current <= 1) return;
    control.setPage(Math.max(1, Math.ceil(page.total / size)), size);
    // deps: reacts to a new answer only
  }, [page, fetching]);
  /** A search; the same search again asks the server again. */
  const searchAgain = (filters: Record<string, string>) => {
    const changed = control.search(filters);
    if (!changed) list.refetch();
    return changed;
  };
  return {
    ...control,
    search: searchAgain,
    query,
    list,
    searchFields: fieldsIn(resource, 'search'),
    dates,
    dateRanges: range ? [range] : [],
  };
}

/** The filters of a resource's list in the address: its search fields, then its date range. */
function listFilterNames<T extends Row>(resource: Resource<T>): string[] {
  const range = dateRangeOf(resource);
  return [
    ...fieldsIn(resource, 'search').map((field) => field.name as string),
    ...(range ? [range.name] : []),
  ];
}

/** What a resource's list asks the server for in a list state (`whole`: the list unpaged and unsorted). */
function resourceListQuery<T extends Row>(
  resource: Resource<T>,
  state: ListState,
  extra: ListQuery,
  whole: boolean,
): ListQuery {
  const range = dateRangeOf(resource);
  const paged = listQuery(state, range ? [range.name] : [], { ...resource.baseQuery, ...extra });
  const { current: _current, size: _size, ascs: _ascs, descs: _descs, ...unpaged } = paged;
  return whole ? unpaged : paged;
}

/**
 * A page module's `prefetch` (`PageModule`) for a page whose first view is `useResourceList`'s list of
 * `resource` (a `CrudPage`) with these `extra` filters: the same query for the address's query string
 * (`?current=2&paramName=x`), asked before the page renders, so the page finds its rows in the cache; and
 * beside it the options its table's cells and its search form's selects load at once.
 */
export function listPrefetch<T extends Row>(
  resource: Resource<T>,
  extra: ListQuery = {},
): (search: string) => Promise<void> {
  return async (search) => {
    const state = readListState(new URLSearchParams(search), listFilterNames(resource));
    const drawn = [...fieldsIn(resource, 'table'), ...fieldsIn(resource, 'search')];
    await Promise.all([
      prefetchList(resource.api, resourceListQuery(resource, state, extra, false)),
      prefetchOptions(drawn.map((field) => field.valueEnum)),
    ]);
  };
}

/**
 * The list's date-range filter (its name in the address and the query, its label's i18n key): the
 * creation time (SPEC §2), the time field the resource names, or none.
 */
export function dateRangeOf<T extends Row>(
  resource: Resource<T>,
): { name: string; label: string } | undefined {
  const range = resource.dateRange;
  if (range === false) return undefined;
  if (typeof range === 'object') return { name: range.field, label: range.label };
  return { name: CREATED, label: 'crud.createTime' };
}

/** The standard actions of a resource's rows: view, edit, delete, each behind its code. */
export function standardRowActions<T extends Row>(
  resource: Resource<T>,
  form: EntityFormControl<T>,
): CrudAction<T>[] {
  const open = (mode: 'view' | 'edit') => (rows: T[]) => {
    form.open(mode, rows[0]);
    return undefined;
  };
  return [
    ...(resource.api.detail ? [{ key: 'view', label: 'crud.view', code: 'view', run: open('view') }] : []),
    ...(resource.api.submit || resource.api.update
      ? [{ key: 'edit', label: 'crud.edit', code: 'edit', run: open('edit') }]
      : []),
    ...(resource.api.remove ? [removeAction(resource, 'one')] : []),
  ];
}

/**
 * Row actions as link buttons: the ones the user may use and the record's state allows. They look like
 * antd's small link buttons but are the browser's own (`.lx-row-action`, crud.css): a page of 10 rows
 * drew 30 antd Buttons, each with its click wave, loading icon, motion and style hooks and its own
 * copy of the button's CSS variables, about a tenth of the first list's drawing (issue 25).
 */
export function RowActions<T extends Row>({
  row,
  actions,
  onAction,
}: {
  row: T;
  actions: readonly CrudAction<T>[];
  onAction(action: CrudAction<T>, rows: T[]): void;
}) {
  const { t } = useTranslation();
  return (
    <span className="lx-row-action-list">
      {actions
        .filter((action) => !action.visible || action.visible(row))
        .map((action) => (
          <button
            key={action.key}
            type="button"
            className={action.danger ? 'lx-row-action lx-row-action-danger' : 'lx-row-action'}
            onClick={() => onAction(action, [row])}
          >
            {t(action.label)}
          </button>
        ))}
    </span>
  );
}

/**
 * Whether an action is a list page's own delete (toolbar or row), which goes through `useRemove`; a
 * delete the page brought itself (in `actions` or `rowActions`) runs as the page wrote it.
 */
export function isKitDelete<T extends Row>(
  action: CrudAction<T>,
  ...brought: (readonly CrudAction<T>[] | undefined)[]
): boolean {
  return action.key === 'delete' && !brought.some((actions) => actions?.includes(action));
}

export interface CrudPageProps<T extends Row> {
  resource: Resource<T>;
  /** Toolbar actions after add and bulk delete. */
  actions?: readonly CrudAction<T>[];
  /** Row actions after view, edit and delete. */
  rowActions?: readonly CrudAction<T>[];
  /** Which standard actions the page offers (a log page: view only). All by default. */
  standard?: { add?: boolean; edit?: boolean; delete?: boolean; view?: boolean };
  /** Controls before the toolbar's actions (import, export...). */
  toolbarExtra?: ReactNode;
  /** Filters from outside the search form (e.g. the department chosen in a side tree). */
  query?: ListQuery;
  /** A pane beside the list (e.g. a side tree). */
  aside?: ReactNode;
  /** After the search form's 清空: clears the filters kept outside it (`query`, e.g. the side tree's). */
  onReset?: () => void;
  /** The form's extra content (e.g. a child list in the view). */
  formExtra?: ReactNode;
  /** Values a record added here starts with. */
  initial?: () => Partial<T>;
  /**
   * The list's key in the address, for a page with two lists (each keeps its own page, size, filters
   * and sort: react-admin's `storeKey`). None: the list owns the plain parameters.
   */
  listKey?: string;
  /** The server answers the whole list at once: the table pages and sorts it here. */
  whole?: boolean;
  /** Which rows offer a standard row action (e.g. edit only on drafts), from the page's pure rules. */
  rowVisible?: { view?: (row: T) => boolean; edit?: (row: T) => boolean; delete?: (row: T) => boolean };
}

export function CrudPage<T extends Row>(props: CrudPageProps<T>) {
  const { resource, standard = {} } = props;
  const { t } = useTranslation();
  const can = useCan(resource.name, { platform: resource.platform });
  const run = useRunAction(resource);
  const remove = useRemove(resource);
  const list = useResourceList(resource, props.query, true, { listKey: props.listKey, whole: props.whole });
  // a new record is on the first page (newest first): show it there
  const form = useEntityForm(resource, {
    onSaved: (mode) => {
      if (mode === 'add' && list.state.current !== 1) list.setPage(1, list.state.size);
    },
  });
  // a page's second list (its `listKey`) has a name of its own: its search form's, its table's and its
  // saved column settings' (the same resource's first list on the page keeps the resource's name)
  const listName = props.listKey ? `${resource.name}-${props.listKey}` : resource.name;
  const { settings, update } = useTableSettings(listName);
  const [fullScreen, setFullScreen] = useState(false);
  const tableRegion = useRef<HTMLDivElement>(null);
  const queryKey = JSON.stringify([list.query, props.whole ? list.state : null]);
  // A new query (search, page, sort) starts a new selection: the rows ticked belong to the query they
  // were ticked in. Read while rendering rather than emptied by an effect, which also ran after the
  // first drawing and drew the whole page a second time in the same task (issue 25: 40-60 ms of
  // login → first row).
  const [selection, setSelection] = useState<{ query: string; rows: T[] }>({ query: queryKey, rows: [] });
  const selected = selection.query === queryKey ? selection.rows : NONE;
  const setSelected = (rows: T[]) => setSelection({ query: queryKey, rows });

  const toolbar = useMemo<CrudAction<T>[]>(
    () =>
      [
        ...(standard.add !== false && (resource.api.submit || resource.api.create)
          ? [
              {
                key: 'add',
                label: 'crud.add',
                code: 'add',
                primary: true,
                run: () => {
                  form.open('add', undefined, props.initial?.());
                  return undefined;
                },
              } satisfies CrudAction<T>,
            ]
          : []),
        ...(standard.delete !== false && resource.api.remove ? [removeAction(resource)] : []),
        ...(props.actions ?? []),
      ].filter((action) => can(action.code)),
    [resource, standard.add, standard.delete, props.actions, props.initial, can, form.open],
  );
  const rowActions = useMemo(
    () =>
      [
        ...standardRowActions(resource, form)
          .filter((action) => (standard as Record<string, boolean | undefined>)[action.key] !== false)
          .map((action) => {
            const visible = props.rowVisible?.[action.key as 'view' | 'edit' | 'delete'];
            return visible ? { ...action, visible } : action;
          }),
        ...(props.rowActions ?? []),
      ].filter((action) => can(action.code)),
    [resource, form, standard, props.rowActions, props.rowVisible, can],
  );
  const selecting = toolbar.some((action) => action.select === 'many' || action.select === 'one');

  const onAction = useCallback(
    async (action: CrudAction<T>, rows: T[]) => {
      const done = await (isKitDelete(action, props.actions, props.rowActions)
        ? remove(rows)
        : run(action, rows));
      if (done && action.key === 'delete') {
        setSelection((before) => ({ ...before, rows: [] }));
        tableRegion.current?.focus(); // the deleted row's button is gone: focus stays in the table
      }
    },
    [run, remove, props.actions, props.rowActions],
  );

  /**
   * The selected rows as the list shows them now: a row ticked before a save that re-read the list
   * is handed with what was saved (issue 18: tenant settings opened with the old, empty values).
   */
  const records = list.list.page?.records;
  const current = (rows: T[]) =>
    rows.map((row) => records?.find((one) => String(one.id) === String(row.id)) ?? row);

  const tableFields = fieldsIn(resource, 'table');
  const columns = [
    ...tableFields.map((field) => ({ key: field.name as string, label: sentenceCase(t(field.label)) })),
    ...(resource.createTime === false ? [] : [{ key: CREATED, label: t('crud.createTime') }]),
  ];

  const content = (
    <>
      <SearchForm
        name={listName}
        fields={list.searchFields}
        dateRanges={list.dateRanges}
        values={list.state.filters}
        onSearch={list.search}
        onReset={props.onReset}
      />
      <TableCard fullScreen={fullScreen} onExit={() => setFullScreen(false)}>
        <CrudToolbar<T>
          actions={toolbar}
          onAction={(action) => void onAction(action, current(selected))}
          extra={props.toolbarExtra}
          onRefresh={list.list.refetch}
          refreshing={list.list.fetching}
          columns={columns}
          settings={settings}
          onSettings={update}
          fullScreen={fullScreen}
          onFullScreen={setFullScreen}
        />
        <div ref={tableRegion} tabIndex={-1} className="lx-table-region">
          <CrudTable<T>
            name={listName}
            label={t('crud.list')}
            fields={tableFields}
            rows={list.list.page?.records}
            loading={list.list.loading}
            failed={list.list.failed}
            onRetry={list.list.refetch}
            createTime={resource.createTime !== false}
            settings={settings}
            paging={{
              state: list.state,
              total: Number(list.list.page?.total ?? 0),
              onChange: list.setPage,
              onSort: list.setSort,
            }}
            selection={selecting ? { selected, onChange: setSelected } : undefined}
            actionLabels={rowActions.map((action) => t(action.label))}
            rowActions={
              rowActions.length
                ? (row) => <RowActions row={row} actions={rowActions} onAction={onAction} />
                : undefined
            }
          />
        </div>
      </TableCard>
      <EntityDialog resource={resource} form={form} extra={props.formExtra} />
    </>
  );

  return (
    <PageFrame title={resource.title}>
      <ResourceScope resource={resource}>
        <div className="lx-crud" data-resource={resource.name}>
          {props.aside ? (
            // below 1200 px the side tree stands over the list, which keeps the card's whole width
            <div className="lx-with-aside lx-list-with-aside">
              <aside className="lx-aside">{props.aside}</aside>
              <div className="lx-main">{content}</div>
            </div>
          ) : (
            content
          )}
        </div>
      </ResourceScope>
    </PageFrame>
  );
}
