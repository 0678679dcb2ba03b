/**
 * A resource's calls (CONTRACT "Envelopes"): list / detail / submit / remove / switch-status.
 * The base path given here is the only place a resource's URLs live.
 */
import { type Page, request } from './http';

export type Id = string;

export interface ListQuery {
  current?: number;
  size?: number;
  ascs?: string;
  descs?: string;
  [filter: string]: string | number | boolean | undefined;
}

export interface CrudApi<T> {
  readonly base: string;
  /** `silent`: a refusal rejects without a notice (e.g. a figure the user may not see). */
  list(query?: ListQuery, options?: { silent?: boolean }): Promise<Page<T>>;
  detail(id: Id): Promise<T>;
  submit(entity: Partial<T>): Promise<unknown>;
  remove(ids: Id[]): Promise<unknown>;
  switchStatus(ids: Id[], enabled: boolean): Promise<unknown>;
}

/** Drops empty filters so the server sees only what the user asked for. */
function cleanQuery(query: ListQuery): ListQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

/** `list`: the last segment of the paged list, `list` in BladeX, `page` for some services (SPEC §7). */
export function crudApi<T>(base: string, paths: { list?: string } = {}): CrudApi<T> {
  return {
    base,
    list: (query = {}, options = {}) =>
      request<Page<T>>({
        url: `${base}/${paths.list ?? 'list'}`,
        params: cleanQuery({ current: 1, size: 10, ...query }),
        silent: options.silent,
      }),
    detail: (id) => request<T>({ url: `${base}/detail`, params: { id } }),
    submit: (entity) => request({ url: `${base}/submit`, method: 'POST', data: entity }),
    remove: (ids) => request({ url: `${base}/remove`, method: 'POST', params: { ids: ids.join(',') } }),
    switchStatus: (ids, enabled) =>
      request({
        url: `${base}/switch-status`,
        method: 'POST',
        params: { ids: ids.join(','), status: enabled ? 1 : 0 },
      }),
  };
}
