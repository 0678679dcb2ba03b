/**
 * Server state of the pages, on TanStack Query (a federation singleton): answers are keyed by what was
 * asked, so a late answer to an older query never shows over a newer one; a write invalidates its
 * resource's lists; dictionaries are read once per session and again when a dictionary changes.
 */
import {
  type AnyCrudApi,
  type ListQuery,
  type Page,
  request,
  serverDataText,
  sessionStore,
  type TreeNode,
} from '@lingxi/core';
import {
  keepPreviousData,
  QueryClient,
  type QueryKey,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { basesNamed, type Invalidates, type Option, type ValueEnum } from './schema';

/** Everything a resource's queries are keyed under (its base path), so one write refreshes them all. */
export const resourceKey = (api: { base: string }): QueryKey => ['crud', api.base];
/**
 * Every dictionary look-up is under this key, then the base path of the dictionary resource that serves
 * it: a write to that resource refreshes its look-ups too (`invalidateWrites`).
 */
export const DICT_KEY: QueryKey = ['dict'];
const DICT_BASES = { dict: '/lingxi-system/dict', bizDict: '/lingxi-system/dict-biz' } as const;

let client: QueryClient | null = null;

/**
 * The page data of this browser tab: one client for the shell and every centre (through the federation
 * singleton), emptied when the session ends so the next user never sees the last one's rows.
 */
export function consoleQueryClient(): QueryClient {
  if (client) return client;
  const created = new QueryClient({
    defaultOptions: {
      // the request layer already told the user why a call failed; a retry would say it again
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 },
      mutations: { retry: false },
    },
  });
  let token = sessionStore.getState().token;
  sessionStore.subscribe((state) => {
    if (state.token === token) return;
    if (!state.token) created.clear();
    token = state.token;
  });
  client = created;
  return created;
}

/** Refreshes every list, tree and detail of a resource (after a write). */
export function invalidateResource(queryClient: QueryClient, api: { base: string }): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: resourceKey(api) });
}

/**
 * What a write refreshes: the base paths of the written resource and of the resources it names in
 * `invalidates` (a resource named there brings its own `invalidates` along), and the look-up groups it
 * names (a name is also the first part of a look-up's key: 'dict' is every dictionary look-up, 'enum'
 * every loaded choice list).
 */
export function invalidatedTargets(
  own: Invalidates | undefined,
  extra: readonly Invalidates[] = [],
): { bases: Set<string>; groups: Set<string> } {
  const bases = new Set<string>();
  const groups = new Set<string>();
  const visit = (target: Invalidates) => {
    if (typeof target === 'string') {
      groups.add(target);
      for (const base of basesNamed(target)) bases.add(base);
      return;
    }
    if (bases.has(target.api.base)) return;
    bases.add(target.api.base);
    for (const next of target.invalidates ?? []) visit(next);
  };
  for (const target of [...(own ? [own] : []), ...extra]) visit(target);
  return { bases, groups };
}

/**
 * After a write: refreshes every query of the written resource and of what it declares in `invalidates`
 * (lists, trees, details, the dictionary look-ups its base serves, the look-up groups it names), so no
 * page touches a cache key (refine's `invalidates`).
 */
export function invalidateWrites(
  queryClient: QueryClient,
  own: Invalidates | undefined,
  extra: readonly Invalidates[] = [],
  /** Records the write deleted: their details are not read again (the server would answer "not found"). */
  removed: readonly string[] = [],
): Promise<void> {
  const { bases, groups } = invalidatedTargets(own, extra);
  if (bases.size === 0 && groups.size === 0) return Promise.resolve();
  const gone = new Set(removed);
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [first, base, part, id] = queryKey;
      if (groups.has(String(first))) return true;
      if (first !== 'crud' && first !== DICT_KEY[0]) return false;
      return bases.has(String(base)) && !(part === 'detail' && gone.has(String(id)));
    },
  });
}

/** Refreshes resources and look-up groups by name (a grant's roles, every dictionary look-up). */
export function invalidateTargets(queryClient: QueryClient, targets: readonly Invalidates[]): Promise<void> {
  return invalidateWrites(queryClient, undefined, targets);
}

export interface CrudList<T> {
  page: Page<T> | undefined;
  /** The first answer has not come yet. */
  loading: boolean;
  /** An answer is on its way (the rows shown are the previous query's). */
  fetching: boolean;
  /** The last request failed; `page` (if any) is what an earlier one answered. */
  failed: boolean;
  refetch(): void;
}

/**
 * One page of a resource's list as the cache knows it: the page's own query and an early one (`prefetchList`)
 * meet under the same key. `silent`: a refusal rejects without a notice.
 */
function listOptions<T>(api: AnyCrudApi<T>, query: ListQuery, silent = false) {
  const load = api.list ?? api.parentList;
  return {
    queryKey: [...resourceKey(api), 'list', query] as QueryKey,
    queryFn: () =>
      load
        ? load(query, silent ? { silent } : undefined)
        : Promise.reject(new Error(`${api.base} has no list`)),
    enabled: Boolean(load),
  };
}

/**
 * Asks for one page of a resource's list before its page renders (the shell, beside the menus after
 * login). Quiet: a refusal is left for the page, whose own request then asks again and says why.
 */
export async function prefetchList<T>(api: AnyCrudApi<T>, query: ListQuery): Promise<void> {
  const options = listOptions(api, query, true);
  if (options.enabled) await consoleQueryClient().prefetchQuery(options);
}

/**
 * The options of the fields that a page draws at once (its table's enum cells, its search form's selects),
 * asked before the page renders, beside its first list (`listPrefetch`): otherwise they are asked only
 * once the page has drawn, and its rows are drawn a second time when they arrive (issue 25). The same
 * query as `useOptions` and the table's, so nothing is asked twice. Quiet: never fails.
 */
export async function prefetchOptions(valueEnums: readonly (ValueEnum | undefined)[]): Promise<void> {
  const client = consoleQueryClient();
  const sources = valueEnums.map(enumSource).filter((source) => source !== undefined);
  const unique = new Map(sources.map((source) => [JSON.stringify(source.key), source]));
  await Promise.all(
    [...unique.values()].map((source) =>
      client.prefetchQuery({
        queryKey: source.key,
        queryFn: source.load,
        staleTime: Number.POSITIVE_INFINITY,
      }),
    ),
  );
}

/** One page of a resource's list (`list`, or `parentList` for a parent/child resource). */
export function useCrudList<T>(api: AnyCrudApi<T>, query: ListQuery, enabled = true): CrudList<T> {
  const options = listOptions(api, query);
  const result = useQuery({
    ...options,
    placeholderData: keepPreviousData,
    enabled: enabled && options.enabled,
  });
  return {
    page: result.data,
    loading: result.isPending && result.fetchStatus !== 'idle',
    fetching: result.isFetching,
    failed: result.isError,
    refetch: () => void result.refetch(),
  };
}

/**
 * Something read with a resource's record (its detail, its journal, its files) while `id` is set,
 * keyed under the resource so that every write to it (and to what `invalidates` it) reads it again.
 * Pages name the part; they never spell the cache's keys.
 */
export function useRecordQuery<R>(
  api: { base: string },
  part: string,
  id: string | undefined,
  load: ((id: string) => Promise<R>) | undefined,
) {
  return useQuery({
    queryKey: [...resourceKey(api), part, id],
    queryFn: () => (load && id ? load(id) : Promise.reject(new Error(`no ${part}`))),
    enabled: Boolean(load && id),
    staleTime: 0,
  });
}

/**
 * A record's detail while `id` is set (the form waits for it, so nothing typed is overwritten); `load`
 * when the detail comes from another call than the resource's `detail` (a board's own detail).
 */
export function useDetail<T, R = T>(
  api: AnyCrudApi<T>,
  id: string | undefined,
  load?: (id: string) => Promise<R>,
) {
  return useRecordQuery<R>(
    api,
    'detail',
    id,
    load ?? (api.detail as ((id: string) => Promise<R>) | undefined),
  );
}

const asOptions = (nodes: readonly (Option | TreeNode)[]): Option[] =>
  nodes.map((node) => {
    const tree = node as TreeNode;
    const value = String(tree.value ?? tree.key ?? tree.id ?? '');
    const label = String((node as Option).label ?? tree.title ?? value);
    const children = tree.children?.length ? asOptions(tree.children) : undefined;
    return children ? { value, label, children } : { value, label };
  });

/**
 * SPEC §7 "Dictionaries": a dictionary's entries (label dictValue, value dictKey); `dict.<code>.<key>`
 * names the entry's label in the other interface language, where a page gives one.
 */
function dictionary(base: string, code: string): Promise<Option[]> {
  return request<{ dictKey: string; dictValue: string }[]>({
    url: `${base}/dictionary`,
    params: { code },
  }).then((rows) =>
    rows.map((row) => ({
      value: String(row.dictKey),
      label: row.dictValue,
      text: `dict.${code}.${row.dictKey}`,
    })),
  );
}

/** Options from the server in the interface language: their own text where the console has one (core's `serverDataText`). */
export function inLanguage(options: Option[], language: string): Option[] {
  return options.map((option) => {
    const text = option.text && serverDataText(option.text, language);
    return text ? { ...option, label: text } : option;
  });
}

/** The key and loader of a valueEnum that is loaded; undefined for a static one. */
export function enumSource(
  valueEnum: ValueEnum | undefined,
): { key: QueryKey; load: () => Promise<Option[]> } | undefined {
  if (!valueEnum) return undefined;
  if ('dict' in valueEnum && typeof valueEnum.dict === 'string') {
    const code = valueEnum.dict;
    return { key: [...DICT_KEY, DICT_BASES.dict, code], load: () => dictionary(DICT_BASES.dict, code) };
  }
  if ('bizDict' in valueEnum && typeof valueEnum.bizDict === 'string') {
    const code = valueEnum.bizDict;
    return {
      key: [...DICT_KEY, DICT_BASES.bizDict, code],
      load: () => dictionary(DICT_BASES.bizDict, code),
    };
  }
  if ('load' in valueEnum && typeof valueEnum.load === 'function') {
    const { key, load } = valueEnum as { key: string; load: () => Promise<Option[] | TreeNode[]> };
    return { key: ['enum', key], load: () => load().then(asOptions) };
  }
  return undefined;
}

/**
 * The options of a field's valueEnum: static ones at once (labels are i18n keys, translated by the
 * caller), loaded ones cached for the session.
 */
export function useOptions(valueEnum: ValueEnum | undefined): { options: Option[]; loading: boolean } {
  const source = enumSource(valueEnum);
  const result = useQuery({
    queryKey: source?.key ?? ['enum', 'static'],
    queryFn: () => (source ? source.load() : Promise.resolve([])),
    enabled: Boolean(source),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!source) {
    const options = Object.entries((valueEnum ?? {}) as Record<string, string>).map(([value, label]) => ({
      value,
      label,
    }));
    return { options, loading: false };
  }
  return { options: result.data ?? [], loading: result.isPending };
}

/** Dictionaries are read again after a dictionary page changed one. */
export function useInvalidateDictionaries(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DICT_KEY });
}

/** The label of a value among options (tree options included); the value itself when unknown. */
export function optionLabel(options: readonly Option[], value: unknown): string | undefined {
  for (const option of options) {
    if (option.value === String(value)) return option.label;
    const inChild = option.children && optionLabel(option.children, value);
    if (inChild) return inChild;
  }
  return undefined;
}
