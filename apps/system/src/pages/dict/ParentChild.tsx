/**
 * The parent/child shape of the dictionary pages (PAGES.md "Dictionaries"; also the base codes): a paged
 * parent list whose code is a clickable tag, and a parent's entries as a lazy child tree in a drawer (or
 * on their own page, the hidden edit-dictionary route). Any change refreshes the dictionary look-ups of
 * every other page (the kit's `useInvalidateDictionaries`).
 */
import type { AnyCrudApi } from '@lingxi/core';
import {
  type CrudAction,
  CrudPage,
  type Field,
  type LazyNode,
  type Resource,
  type Row,
  TreeCrudPage,
  useDetail,
  useInvalidateDictionaries,
} from '@lingxi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Input, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

type Node = Row & LazyNode & { code?: string };

/** Dictionary look-ups follow every write of `api` (each write invalidates the resource's queries). */
export function useDictionariesFollow(api: { base: string }): void {
  const queryClient = useQueryClient();
  const refresh = useInvalidateDictionaries();
  useEffect(() => {
    let queued = false;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'invalidate') return;
      if (event.query.queryKey[0] !== 'crud' || event.query.queryKey[1] !== api.base || queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        void refresh();
      });
    });
  }, [queryClient, refresh, api.base]);
}

/** A parent's name, read from its record (`nameOf`); '-' at the top. */
function useParentName<T>(api: AnyCrudApi<T>, id: unknown, nameOf: (row: T) => string): string {
  const { t } = useTranslation();
  const known = id !== undefined && id !== null && id !== '' && id !== '0';
  const detail = useDetail(api, known ? String(id) : undefined);
  if (!known) return t('sys.root');
  return detail.data ? nameOf(detail.data as T) : '';
}

/** The read-only parent field of a child form and its display. */
export function parentField<T>(
  api: AnyCrudApi<T>,
  nameOf: (row: T) => string,
): Pick<Field<T>, 'input' | 'render'> {
  function ParentName({ id }: { id: unknown }) {
    return <span>{useParentName(api, id, nameOf)}</span>;
  }
  function ParentInput({ id, value }: { id?: string | undefined; value: unknown }) {
    return <Input id={id} disabled value={useParentName(api, value, nameOf)} />;
  }
  return {
    render: (value) => <ParentName id={value} />,
    input: (props) => <ParentInput id={props.id} value={props.value} />,
  };
}

export interface ChildListProps<T extends Node> {
  child: Resource<T>;
  parent: T;
  /** Values of a new entry under `under` (the parent record or a child row). */
  initial: (under: T) => Partial<T>;
  fields?: readonly Field<T>[];
}

/** A parent's entries: a lazy tree of `child-list` pages, add at the top or under any entry (the kit's tree page). */
export function ChildList<T extends Node>({ child, parent, initial, fields }: ChildListProps<T>) {
  const { childList } = child.api;
  const load = useMemo(
    () => (parentId: string) =>
      childList ? childList({ parentId, size: 200 }).then((page) => page.records) : Promise.resolve([]),
    [childList],
  );
  // the table's extra fields (a status) join the child's own, which the form keeps
  const resource = useMemo(() => {
    const extra = (fields ?? []).filter((field) => !child.fields.some((own) => own.name === field.name));
    return { ...child, createTime: false, fields: [...child.fields, ...extra] };
  }, [child, fields]);
  return (
    <TreeCrudPage<T>
      resource={resource}
      rootId={String(parent.id)}
      load={load}
      initial={(under) => initial(under ?? parent)}
      addChild={{ label: 'sys.addChild' }}
      frame={false}
      search={false}
      actionsWidth={260}
    />
  );
}

export interface ParentChildPageProps<T extends Node> {
  parent: Resource<T>;
  child: Resource<T>;
  initial: (under: T) => Partial<T>;
  /** The drawer's title for a parent. */
  titleOf: (row: T) => string;
  /** Extra table fields of the parent list and the child tree (e.g. a status switch). */
  parentFields?: readonly Field<T>[];
  childFields?: readonly Field<T>[];
  /** Where a parent's entries have a page of their own (the edit-dictionary route). */
  pageOf?: (row: T) => string;
}

export function ParentChildPage<T extends Node>(props: ParentChildPageProps<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<T | null>(null);
  useDictionariesFollow(props.parent.api);
  const parent = useMemo<Resource<T>>(
    () => ({
      ...props.parent,
      fields: [
        ...props.parent.fields.map((field) =>
          field.name === 'code'
            ? {
                ...field,
                render: (value: unknown, row: T) => (
                  <Tag color="blue" className="lx-code-tag">
                    <Button type="link" size="small" onClick={() => setOpen(row)}>
                      {String(value ?? '')}
                    </Button>
                  </Tag>
                ),
              }
            : field,
        ),
        ...(props.parentFields ?? []),
      ],
    }),
    [props.parent, props.parentFields],
  );
  const rowActions = useMemo<CrudAction<T>[]>(
    () => [
      {
        key: 'entries',
        label: 'sys.entries',
        code: 'view',
        run: (rows) => {
          setOpen(rows[0] ?? null);
          return undefined;
        },
      },
    ],
    [],
  );
  const childFields = props.childFields && [
    ...props.child.fields.filter((field) => !(field.hideIn ?? []).includes('table')),
    ...props.childFields,
  ];
  return (
    <>
      <CrudPage resource={parent} rowActions={rowActions} />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `${t('sys.entries')}: ${props.titleOf(open)}` : ''}
        size={1000}
        destroyOnHidden
        extra={open && props.pageOf ? <Link to={props.pageOf(open)}>{t('sys.openPage')}</Link> : undefined}
      >
        {open && (
          <ChildList
            child={props.child}
            parent={open}
            initial={props.initial}
            {...(childFields ? { fields: childFields } : {})}
          />
        )}
      </Drawer>
    </>
  );
}
