/**
 * A lazy tree table with its toolbar, row actions and form (PAGES.md: dictionary entries, departments,
 * parks): the top level first, a node's children when it is expanded, every write refreshing the open
 * levels. Composed from the kit's pieces, for the pages of this centre that are trees rather than pages.
 */
import type { ListQuery } from '@lingxi/core';
import {
  type CrudAction,
  CrudTable,
  CrudToolbar,
  EntityDialog,
  type Field,
  type LazyNode,
  type Resource,
  type Row,
  RowActions,
  sentenceCase,
  standardRowActions,
  TableCard,
  useCan,
  useEntityForm,
  useLazyTree,
  useRunAction,
  useTableSettings,
} from '@lingxi/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Node = Row & LazyNode;

export interface TreeListProps<T extends Node> {
  resource: Resource<T>;
  /** The children of a parent (`rootId` for the top level). */
  load: (parent: string) => Promise<T[]>;
  rootId: string;
  /** Filters that key the tree (a new search, a new tree). */
  query?: ListQuery;
  /** Values of a new record: at the top (`parent` undefined) or under a row. */
  initial: (parent?: T) => Partial<T>;
  /** Whether a row offers "add child" (all rows by default). */
  canAddChild?: (row: T) => boolean;
  /** The "add child" button's text (i18n key). */
  childLabel?: string;
  /** Table fields, when they differ from the resource's (e.g. with a status switch). */
  fields?: readonly Field<T>[];
  actions?: readonly CrudAction<T>[];
  rowActions?: readonly CrudAction<T>[];
  title?: ReactNode;
  /** Whether the toolbar offers adding at the top level. */
  addTop?: boolean;
}

export function TreeList<T extends Node>(props: TreeListProps<T>) {
  const { resource, initial } = props;
  const { t } = useTranslation();
  const can = useCan(resource.name);
  const run = useRunAction(resource);
  const form = useEntityForm(resource);
  const tree = useLazyTree<T>(resource.api, props.load, {
    rootId: props.rootId,
    scope: resource.name,
    ...(props.query ? { query: props.query } : {}),
  });
  const { settings, update } = useTableSettings(`${resource.name}-tree`);
  const [fullScreen, setFullScreen] = useState(false);

  const toolbar = useMemo<CrudAction<T>[]>(
    () =>
      [
        ...(props.addTop === false
          ? []
          : [
              {
                key: 'add',
                label: 'crud.add',
                code: 'add',
                primary: true,
                run: () => {
                  form.open('add', undefined, initial());
                  return undefined;
                },
              } satisfies CrudAction<T>,
            ]),
        ...(props.actions ?? []),
      ].filter((action) => can(action.code)),
    [props.addTop, props.actions, can, form.open, initial],
  );
  const rowActions = useMemo(
    () =>
      [
        {
          key: 'addChild',
          label: props.childLabel ?? 'sys.addChild',
          code: 'add',
          ...(props.canAddChild ? { visible: props.canAddChild } : {}),
          run: (rows: T[]) => {
            form.open('add', undefined, initial(rows[0]));
            return undefined;
          },
        } satisfies CrudAction<T>,
        ...standardRowActions(resource, form),
        ...(props.rowActions ?? []),
      ].filter((action) => can(action.code)),
    [resource, form, props.rowActions, props.canAddChild, props.childLabel, can, initial],
  );

  const fields = props.fields ?? resource.fields.filter((field) => !(field.hideIn ?? []).includes('table'));
  const columns = [
    ...fields.map((field) => ({ key: field.name as string, label: sentenceCase(t(field.label)) })),
  ];

  return (
    <TableCard fullScreen={fullScreen} onExit={() => setFullScreen(false)}>
      <CrudToolbar<T>
        title={props.title}
        actions={toolbar}
        onAction={(action) => void run(action, [])}
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
        fields={fields}
        rows={tree.rows}
        loading={tree.loading}
        failed={tree.failed}
        onRetry={tree.refetch}
        createTime={false}
        settings={settings}
        actionsWidth={260}
        expandable={{
          expandedRowKeys: tree.expanded,
          onExpand: tree.onExpand,
        }}
        rowActions={
          rowActions.length
            ? (row) => <RowActions row={row} actions={rowActions} onAction={(a, rows) => void run(a, rows)} />
            : undefined
        }
      />
      <EntityDialog resource={resource} form={form} />
    </TableCard>
  );
}
