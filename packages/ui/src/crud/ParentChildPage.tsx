/**
 * The parent/child page (PAGES.md "Dictionaries"; the base codes too): a paged parent list whose code is
 * a clickable tag, and a parent's entries as a lazy child tree in a drawer (or on a page of its own).
 * What a write refreshes elsewhere (every dictionary look-up, for a dictionary) is the resources'
 * `invalidates`, not the page's business.
 *
 * ```tsx
 * <ParentChildPage parent={dictParent} child={dictChild} initial={(under) => ({ parentId: under.id, code: under.code })}
 *   titleOf={(row) => `${row.dictValue} (${row.code})`} />
 * ```
 */
import type { AnyCrudApi } from '@lingxi/core';
import { Button, Drawer, Input, Tag } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CrudPage } from './CrudPage';
import { useDetail } from './data';
import { openAction, useDisclosure } from './disclosure';
import type { Field, Resource, Row } from './schema';
import { TreeCrudPage } from './TreeCrudPage';
import type { LazyNode } from './useLazyTree';

type Node = Row & LazyNode;

/** A parent's name, read from its record (`nameOf`); 'Top level' at the top. */
function useParentName<T>(api: AnyCrudApi<T>, id: unknown, nameOf: (row: T) => string): string {
  const { t } = useTranslation();
  const known = id !== undefined && id !== null && id !== '' && id !== '0';
  const detail = useDetail(api, known ? String(id) : undefined);
  if (!known) return t('crud.root');
  return detail.data ? nameOf(detail.data as T) : '';
}

/** The read-only parent field of a child form, and its display: the parent's name, not its id. */
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
  /** Values of a new entry under `under` (the parent record or an entry). */
  initial: (under: T) => Partial<T>;
  /** Table fields, when they differ from the child's (e.g. with a status switch). */
  fields?: readonly Field<T>[];
  title?: ReactNode;
}

/**
 * A parent's entries: the kit's one tree page (`TreeCrudPage`, without its frame and search) over the
 * parent's lazy `child-list` pages: add at the top or under any entry, view, edit, delete and a status
 * switch by permission (and, on platform data, only what the server accepts from the user's tenant).
 */
export function ChildList<T extends Node>({ child, parent, initial, fields, title }: ChildListProps<T>) {
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
      addChild={{ label: 'crud.addChild' }}
      frame={false}
      search={false}
      title={title}
    />
  );
}

export interface ParentChildPageProps<T extends Node> {
  parent: Resource<T>;
  child: Resource<T>;
  initial: (under: T) => Partial<T>;
  /** The drawer's title for a parent. */
  titleOf: (row: T) => string;
  /** Extra table fields of the parent list and of the child tree (e.g. a status switch). */
  parentFields?: readonly Field<T>[];
  childFields?: readonly Field<T>[];
  /** Where a parent's entries have a page of their own. */
  pageOf?: (row: T) => string;
}

export function ParentChildPage<T extends Node>(props: ParentChildPageProps<T>) {
  const { t } = useTranslation();
  const entries = useDisclosure<T>();
  const { show } = entries;
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
                    <Button type="link" size="small" onClick={() => show(row)}>
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
    [props.parent, props.parentFields, show],
  );
  const rowActions = useMemo(
    () => [openAction<T>('entries', 'crud.entries', 'view', 'one', { show })],
    [show],
  );
  const childFields = props.childFields && [
    ...props.child.fields.filter((field) => !(field.hideIn ?? []).includes('table')),
    ...props.childFields,
  ];
  const open = entries.record;
  return (
    <>
      <CrudPage resource={parent} rowActions={rowActions} />
      <Drawer
        {...entries.drawerProps}
        title={open ? `${t('crud.entries')}: ${props.titleOf(open)}` : ''}
        size={1000}
        destroyOnHidden
        extra={open && props.pageOf ? <Link to={props.pageOf(open)}>{t('crud.openPage')}</Link> : undefined}
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

/**
 * The parts of antd the page draws at once that load on first render (a parent's code tag): a page
 * module drawing it exports `partsReady = whenLoaded(...ParentChildPage.parts)`.
 */
ParentChildPage.parts = [Tag] as const;
