/**
 * A resource's calls (CONTRACT "Envelopes"), mirroring the endpoint kinds the gateway's resource engine
 * declares: list (paged), all, detail, submit (or create/update), remove, switch-status, tree, lazy-tree,
 * lazy-list, parent-list and child-list, each at its own last path segment. A resource has only the
 * methods it declares (`having`), typed so; anything else (grants, sorts, audits) is `custom`. The base
 * path given here is the only place a resource's URLs live.
 */
import type { AxiosRequestConfig } from 'axios';
import { type Page, request } from './http';

export type Id = string;

export interface ListQuery {
  current?: number;
  size?: number;
  ascs?: string;
  descs?: string;
  [filter: string]: string | number | boolean | undefined;
}

/** A node of a `tree` / `lazy-tree` answer (CONTRACT "Trees"). */
export interface TreeNode {
  id: string;
  parentId?: string;
  title?: string;
  key?: string;
  value?: string;
  hasChildren?: boolean;
  children?: TreeNode[];
  [field: string]: unknown;
}

export type EndpointKind =
  | 'list'
  | 'all'
  | 'detail'
  | 'submit'
  | 'create'
  | 'update'
  | 'remove'
  | 'switchStatus'
  | 'tree'
  | 'lazyTree'
  | 'lazyList'
  | 'parentList'
  | 'childList';

/** Which endpoints a resource has, each with its last path segment (`list: 'page'`). */
export type Endpoints = Partial<Record<EndpointKind, string>>;

/** The four of a plain BladeX resource. */
export const CRUD_ENDPOINTS = { list: 'list', detail: 'detail', submit: 'submit', remove: 'remove' } as const;

interface Options {
  /** A refusal rejects without a notice (e.g. a figure the user may not see). */
  silent?: boolean;
}

export interface CrudMethods<T> {
  list(query?: ListQuery, options?: Options): Promise<Page<T>>;
  all(query?: ListQuery): Promise<T[]>;
  /** By id, or by the resource's lookup parameter (`{ code }` for regions). */
  detail(id: Id | Record<string, string>): Promise<T>;
  submit(entity: Partial<T>): Promise<unknown>;
  create(entity: Partial<T>): Promise<unknown>;
  update(entity: Partial<T>): Promise<unknown>;
  remove(ids: Id[]): Promise<unknown>;
  switchStatus(ids: Id[], enabled: boolean): Promise<unknown>;
  tree(query?: ListQuery): Promise<TreeNode[]>;
  /** The children of one parent (`{ parentId }` or `{ parentCode }`, as the resource names it). */
  lazyTree(query: ListQuery): Promise<TreeNode[]>;
  /** The rows under one parent, or the matching rows of the whole tree when filters are given. */
  lazyList(query: ListQuery, options?: Options): Promise<T[]>;
  /** The paged top-level rows of a parent/child resource. */
  parentList(query?: ListQuery, options?: Options): Promise<Page<T>>;
  /** The paged rows under one parent (`{ parentId }`). */
  childList(query: ListQuery): Promise<Page<T>>;
}

export interface CrudBase {
  readonly base: string;
  readonly endpoints: Endpoints;
  /** Any other call of the resource: `custom('grant', { method: 'POST', params })` → `<base>/grant`. */
  custom<R = unknown>(path: string, config?: AxiosRequestConfig): Promise<R>;
}

export type CrudApi<T, K extends EndpointKind = keyof typeof CRUD_ENDPOINTS> = CrudBase &
  Pick<CrudMethods<T>, K>;

/** Any resource's calls, whatever it declares (what the page kit accepts). */
export type AnyCrudApi<T> = CrudBase & Partial<CrudMethods<T>>;

export type CrudApiBuilder<T> = CrudApi<T> & {
  /** The same resource with exactly these endpoints. */
  having<const E extends Endpoints>(endpoints: E): CrudApi<T, Extract<keyof E, EndpointKind>>;
};

/** Drops empty filters so the server sees only what the user asked for. */
export function cleanQuery(query: ListQuery): ListQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

const DATE_TIME = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} 00:00:00`;
};

/**
 * The creation-date filter of the generic list pages (SPEC §2): from the start of the first day to the
 * start of the day after the last (`<field>_datege` / `<field>_datelt`).
 */
export function dateRangeQuery(
  range: readonly [Date | null | undefined, Date | null | undefined] | null | undefined,
  field = 'createTime',
): ListQuery {
  const [from, to] = range ?? [];
  const query: ListQuery = {};
  if (from) query[`${field}_datege`] = DATE_TIME(from);
  if (to) {
    const next = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
    query[`${field}_datelt`] = DATE_TIME(next);
  }
  return query;
}

function build<T>(base: string, endpoints: Endpoints): CrudBase & Partial<CrudMethods<T>> {
  const url = (kind: EndpointKind) => `${base}/${endpoints[kind]}`;
  const ids = (list: Id[]) => list.join(',');
  const methods: { [K in EndpointKind]: CrudMethods<T>[K] } = {
    list: (query = {}, options = {}) =>
      request({
        url: url('list'),
        params: cleanQuery({ current: 1, size: 10, ...query }),
        silent: options.silent,
      }),
    all: (query = {}) => request({ url: url('all'), params: cleanQuery(query) }),
    detail: (id) => request({ url: url('detail'), params: typeof id === 'string' ? { id } : id }),
    submit: (entity) => request({ url: url('submit'), method: 'POST', data: entity }),
    create: (entity) => request({ url: url('create'), method: 'POST', data: entity }),
    update: (entity) => request({ url: url('update'), method: 'POST', data: entity }),
    remove: (list) => request({ url: url('remove'), method: 'POST', params: { ids: ids(list) } }),
    switchStatus: (list, enabled) =>
      request({
        url: url('switchStatus'),
        method: 'POST',
        params: { ids: ids(list), status: enabled ? 1 : 0 },
      }),
    tree: (query = {}) => request({ url: url('tree'), params: cleanQuery(query) }),
    lazyTree: (query) => request({ url: url('lazyTree'), params: cleanQuery(query) }),
    lazyList: (query, options = {}) =>
      request({ url: url('lazyList'), params: cleanQuery(query), silent: options.silent }),
    parentList: (query = {}, options = {}) =>
      request({
        url: url('parentList'),
        params: cleanQuery({ current: 1, size: 10, ...query }),
        silent: options.silent,
      }),
    childList: (query) =>
      request({ url: url('childList'), params: cleanQuery({ current: 1, size: 10, ...query }) }),
  };
  const api: CrudBase & Partial<CrudMethods<T>> = {
    base,
    endpoints,
    custom: (path, config = {}) => request({ ...config, url: `${base}/${path}` }),
  };
  for (const kind of Object.keys(endpoints) as EndpointKind[]) {
    if (kind in methods) Object.assign(api, { [kind]: methods[kind] });
  }
  return api;
}

/**
 * The calls of the resource at `base`: list, detail, submit and remove at their BladeX names, or
 * exactly the endpoints given to `having`:
 * `crudApi<Role>('/lingxi-system/role').having({ ...CRUD_ENDPOINTS, tree: 'tree' })`.
 */
export function crudApi<T>(base: string): CrudApiBuilder<T> {
  const api = build<T>(base, CRUD_ENDPOINTS) as CrudApi<T>;
  return {
    ...api,
    having: (endpoints) => build<T>(base, endpoints) as never,
  };
}
