/**
 * The list page of a tree resource (PAGES.md "Trees come in three forms": the lazy tree table of roles,
 * menus, departments, parks, software projects, scopes, dictionary entries): not paged, a level loaded
 * when its row is expanded (the resource's `lazyList`, or the page's `load`, from `rootId` down), a
 * search kept in the address (a tab switch, a reload, the back button keep it) that answers the matching
 * rows of the whole tree, the same search again asking the server again; add, add child (on the rows
 * that may have children, the parent preset), view, edit, delete and status by permission. The same
 * pieces as `CrudPage`, composed for a tree; `frame={false} search={false}` for a tree inside a drawer.
 */
import type { ListQuery } from '@lingxi/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CrudAction, removeAction, useCan, useRemove, useRunAction } from './actions';
import { isKitDelete, RowActions, standardRowActions } from './CrudPage';
import { CrudTable } from './CrudTable';
import { CrudToolbar } from './CrudToolbar';
import { consoleQueryClient } from './data';
import { EntityDialog } from './EntityDialog';
import { readListState, useListState } from './listState';
import { PageFrame, TableCard } from './PageFrame';
import { SearchForm } from './SearchForm';
import { fieldsIn, type Resource, type Row, sentenceCase } from './schema';
import { ResourceScope } from './status';
import { useTableSettings } from './tableSettings';
import { topMatches } from './treeSearch';
import { useEntityForm } from './useEntityForm';
import { type LazyNode, lazyLevelKey, useLazyTree } from './useLazyTree';

export interface TreeCrudPageProps<T extends Row & LazyNode> {
  resource: Resource<T>;
  /** The field holding a record's parent id ('parentId' by default). */
  parentField?: string;
  /** The id of the top level ('0' by default). */
  rootId?: string;
  /** The rows under `parent`, or the matches of `filters` in the whole tree. Default: the resource's `lazyList`. */
  load?: (parent: string, filters: ListQuery) => Promise<T[]>;
  /** Keeps only some top-level rows (e.g. the web menus apart from the app menus). */
  rootFilter?: (row: T) => boolean;
  /** Whether a row offers "add child" (e.g. menus, not buttons); none: no add child. */
  addChild?: { label: string; visible?: (row: T) => boolean };
  /** Toolbar actions after add and bulk delete. */
  actions?: readonly CrudAction<T>[];
  /** Row actions after view, edit, delete and add child. */
  rowActions?: readonly CrudAction<T>[];
  standard?: { add?: boolean; edit?: boolean; delete?: boolean; view?: boolean };
  /**
   * Values a new record starts with: from the toolbar (`parent` undefined), or under a row (after the
   * parent field, which is always preset).
   */
  initial?: (parent?: T) => Partial<T>;
  toolbarExtra?: ReactNode;
  /** The search form, its filters in the address (true by default); false for a tree inside a drawer. */
  search?: boolean;
  /** The page's heading and breadcrumb (true by default); false inside a drawer or beside other content. */
  frame?: boolean;
  /** A title in the toolbar. */
  title?: ReactNode;
  /** Width of the actions column. */
  actionsWidth?: number;
  /** Selected rows, for pages whose toolbar actions need them (kept by the page). */
  onSelect?: (rows: T[]) => void;
}

/** What decides the levels a tree page reads: the same for the page and for its prefetch. */
export type TreeLevels<T extends Row & LazyNode> = Pick<
  TreeCrudPageProps<T>,
  'resource' | 'parentField' | 'rootId' | 'load' | 'rootFilter' | 'search'
>;

/** The names of the tree's search, as kept in the address. */
function searchNames<T extends Row & LazyNode>({ resource, search }: TreeLevels<T>): string[] {
  return search === false ? [] : fieldsIn(resource, 'search').map((field) => field.name as string);
}

/**
 * The rows under a parent as the page shows them; with filters, the top level answers the matches of
 * the whole tree (a match's children load as usual). `silent`: a refusal is left for the page to tell.
 */
function levelLoader<T extends Row & LazyNode>(
  levels: TreeLevels<T>,
  filters: Record<string, string>,
  silent = false,
): (parent: string) => Promise<T[]> {
  const { resource, parentField = 'parentId', rootId = '0', rootFilter, load } = levels;
  const searching = Object.values(filters).some((value) => value !== '');
  const lazyList = resource.api.lazyList;
  return async (parent) => {
    const matching = searching && parent === rootId;
    const query: ListQuery = matching ? { ...filters } : { [parentField]: parent };
    const rows = load
      ? await load(parent, matching ? filters : {})
      : lazyList
        ? await lazyList({ ...resource.baseQuery, ...query }, { silent })
        : [];
    if (matching) return topMatches(rows, parentField);
    return parent === rootId && rootFilter ? rows.filter(rootFilter) : rows;
  };
}

/**
 * A tree page's `prefetch` (see `listPrefetch`): its top level at that address, read as the page reads
 * it (`levels`: the props the page gives `TreeCrudPage`), so the page draws its rows at once.
 */
export function treePrefetch<T extends Row & LazyNode>(
  levels: TreeLevels<T>,
): (search: string) => Promise<void> {
  return (search) => {
    const { filters } = readListState(new URLSearchParams(search), searchNames(levels));
    const rootId = levels.rootId ?? '0';
    return consoleQueryClient().prefetchQuery({
      queryKey: lazyLevelKey(levels.resource.api, levels.resource.name, filters, rootId),
      queryFn: () => levelLoader(levels, filters, true)(rootId),
    });
  };
}

/** The tree page's parts, for a page that lays them out itself (a menu tree beside a drawer). */
export function useTreeCrud<T extends Row & LazyNode>(props: TreeCrudPageProps<T>) {
  const { resource, parentField, rootId = '0', rootFilter, load: loadLevel } = props;
  const names = searchNames(props);
  const control = useListState(names);
  const filters = control.state.filters;
  const searching = Object.values(filters).some((value) => value !== '');
  const load = useMemo(
    () => levelLoader({ resource, parentField, rootId, rootFilter, load: loadLevel }, filters),
    [resource, parentField, rootId, rootFilter, loadLevel, filters],
  );
  const tree = useLazyTree<T>(resource.api, load, { rootId, query: filters, scope: resource.name });
  const pendingParent = useRef<string | undefined>(undefined);
  const queryClient = useQueryClient();
  const form = useEntityForm(resource, {
    onSaved: () => {
      // the parent choices of the form (tree selects) now hold the saved record
      void queryClient.invalidateQueries({ queryKey: ['enum'] });
      // a new child shows under its (now expanded) parent
      const parent = pendingParent.current;
      pendingParent.current = undefined;
      if (parent && !tree.expanded.includes(parent)) tree.setExpanded([...tree.expanded, parent]);
    },
  });
  return { control, tree, form, pendingParent, searching };
}

export function TreeCrudPage<T extends Row & LazyNode>(props: TreeCrudPageProps<T>) {
  const { resource, standard = {}, parentField = 'parentId' } = props;
  const { t } = useTranslation();
  const can = useCan(resource.name, { platform: resource.platform });
  const run = useRunAction(resource);
  const remove = useRemove(resource);
  const { control, tree, form, pendingParent } = useTreeCrud(props);
  const { settings, update } = useTableSettings(resource.name);
  const [selected, setSelectedRows] = useState<T[]>([]);
  const [fullScreen, setFullScreen] = useState(false);
  const onSelect = props.onSelect;
  const setSelected = useCallback(
    (rows: T[]) => {
      setSelectedRows(rows);
      onSelect?.(rows);
    },
    [onSelect],
  );

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
                  pendingParent.current = undefined;
                  form.open('add', undefined, props.initial?.(undefined));
                  return undefined;
                },
              } satisfies CrudAction<T>,
            ]
          : []),
        ...(standard.delete !== false && resource.api.remove ? [removeAction(resource)] : []),
        ...(props.actions ?? []),
      ].filter((action) => can(action.code)),
    [resource, standard.add, standard.delete, props.actions, props.initial, can, form.open, pendingParent],
  );
  const addChild = props.addChild;
  const rowActions = useMemo(
    () =>
      [
        ...standardRowActions(resource, form).filter(
          (action) => (standard as Record<string, boolean | undefined>)[action.key] !== false,
        ),
        ...(addChild && standard.add !== false
          ? [
              {
                key: 'addChild',
                label: addChild.label,
                code: 'add',
                ...(addChild.visible ? { visible: addChild.visible } : {}),
                run: (rows: T[]) => {
                  const parent = String(rows[0]?.id);
                  pendingParent.current = parent;
                  form.open('add', undefined, {
                    ...props.initial?.(rows[0]),
                    [parentField]: parent,
                  } as Partial<T>);
                  return undefined;
                },
              } satisfies CrudAction<T>,
            ]
          : []),
        ...(props.rowActions ?? []),
      ].filter((action) => can(action.code)),
    [resource, form, standard, addChild, props.rowActions, props.initial, parentField, can, pendingParent],
  );
  const selecting = toolbar.some((action) => action.select === 'many' || action.select === 'one');
  const onAction = useCallback(
    async (action: CrudAction<T>, rows: T[]) => {
      const done = await (isKitDelete(action, props.actions, props.rowActions)
        ? remove(rows)
        : run(action, rows));
      if (done && action.key === 'delete') setSelected([]);
    },
    [run, remove, setSelected, props.actions, props.rowActions],
  );

  const tableFields = fieldsIn(resource, 'table');
  const columns = [
    ...tableFields.map((field) => ({ key: field.name as string, label: sentenceCase(t(field.label)) })),
    ...(resource.createTime === false ? [] : [{ key: 'createTime', label: t('crud.createTime') }]),
  ];

  const body = (
    <ResourceScope resource={resource}>
      <div className="lx-crud" data-resource={resource.name}>
        {props.search !== false && (
          <SearchForm
            name={resource.name}
            fields={fieldsIn(resource, 'search')}
            values={control.state.filters}
            onSearch={(filters) => {
              if (!control.search(filters)) tree.refetch(); // the same search again asks the server again
            }}
          />
        )}
        <TableCard fullScreen={fullScreen} onExit={() => setFullScreen(false)}>
          <CrudToolbar<T>
            title={props.title}
            actions={toolbar}
            onAction={(action) => void onAction(action, selected)}
            extra={props.toolbarExtra}
            onRefresh={tree.refetch}
            columns={columns}
            settings={settings}
            onSettings={update}
            fullScreen={fullScreen}
            onFullScreen={setFullScreen}
          />
          <CrudTable<T>
            name={resource.name}
            label={t('crud.list')}
            fields={tableFields}
            rows={tree.rows}
            loading={tree.loading}
            failed={tree.failed}
            onRetry={tree.refetch}
            createTime={resource.createTime !== false}
            settings={settings}
            selection={selecting ? { selected, onChange: setSelected } : undefined}
            expandable={{
              expandedRowKeys: tree.expanded,
              onExpand: tree.onExpand,
            }}
            actionsWidth={props.actionsWidth}
            actionLabels={rowActions.map((action) => t(action.label))}
            rowActions={
              rowActions.length
                ? (row) => <RowActions row={row} actions={rowActions} onAction={onAction} />
                : undefined
            }
          />
        </TableCard>
        <EntityDialog resource={resource} form={form} />
      </div>
    </ResourceScope>
  );
  return props.frame === false ? body : <PageFrame title={resource.title}>{body}</PageFrame>;
}
