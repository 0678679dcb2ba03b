/**
 * A tree loaded a level at a time (PAGES.md: lazy tree tables of menus and departments, the side tree of
 * users, the region tree): the top level first, a node's children when it is expanded. Every level is a
 * query of its resource, so a write (which invalidates the resource) refreshes every open level.
 */
import type { AnyCrudApi, ListQuery } from '@lingxi/core';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { resourceKey } from './data';

export interface LazyNode {
  id?: string;
  hasChildren?: boolean;
  children?: LazyNode[];
}

/**
 * Joins the loaded levels into one tree: a node whose children are loaded gets them; a node that has
 * children not loaded yet gets an empty list (so a table shows it as expandable); a leaf gets none.
 */
export function joinLevels<T extends LazyNode>(
  root: readonly T[],
  levels: ReadonlyMap<string, readonly T[]>,
): T[] {
  const attach = (nodes: readonly T[], seen: Set<string>): T[] =>
    nodes.map((node) => {
      const id = String(node.id);
      const loaded = levels.get(id);
      const { children: _ignored, ...rest } = node;
      if (loaded && !seen.has(id)) {
        return loaded.length
          ? ({ ...rest, children: attach(loaded, new Set(seen).add(id)) } as unknown as T)
          : (rest as T);
      }
      return node.hasChildren ? ({ ...rest, children: [] } as unknown as T) : (rest as unknown as T);
    });
  return attach(root, new Set());
}

export interface LazyTree<T> {
  rows: T[];
  loading: boolean;
  failed: boolean;
  expanded: string[];
  /** Whether a node's children are on their way. */
  loadingNode(id: string): boolean;
  onExpand(expanded: boolean, node: T): void;
  setExpanded(keys: string[]): void;
  refetch(): void;
}

/**
 * The cache key of one level: the resource's, the tree's scope (a page's name), the filters it was read
 * with, the parent. A page's prefetch (`treePrefetch`) fills the same key.
 */
export function lazyLevelKey<T>(api: AnyCrudApi<T>, scope: string, query: ListQuery, parent: string) {
  return [...resourceKey(api), 'lazy', scope, JSON.stringify(query), parent];
}

/**
 * `load(parent)` answers the children of `parent` (`rootId` for the top level), e.g.
 * `(parentId) => api.lazyList({ parentId, ...filters })`; `query` keys the levels (new filters, new tree).
 */
export function useLazyTree<T extends LazyNode>(
  api: AnyCrudApi<T>,
  load: (parent: string) => Promise<T[]>,
  options: {
    rootId?: string;
    query?: ListQuery;
    /**
     * What tells this tree apart from another tree of the same resource's calls (a page's name): the web
     * and app menu pages and the scope pages read different trees from the one menu table.
     */
    scope?: string;
  } = {},
): LazyTree<T> {
  const rootId = options.rootId ?? '0';
  const [expanded, setExpanded] = useState<string[]>([]);
  const parents = [rootId, ...expanded];
  const results = useQueries({
    queries: parents.map((parent) => ({
      queryKey: lazyLevelKey(api, options.scope ?? '', options.query ?? {}, parent),
      queryFn: () => load(parent),
    })),
  });
  const levels = new Map<string, readonly T[]>();
  parents.forEach((parent, i) => {
    const data = results[i]?.data;
    if (data) levels.set(parent, data);
  });
  const dataKey = results.map((result) => result.dataUpdatedAt).join(',');
  // deps: dataKey stands for the levels' content
  const rows = useMemo(() => joinLevels(levels.get(rootId) ?? [], levels), [dataKey, rootId]);
  const onExpand = useCallback((open: boolean, node: T) => {
    const id = String(node.id);
    setExpanded((keys) =>
      open ? (keys.includes(id) ? keys : [...keys, id]) : keys.filter((key) => key !== id),
    );
  }, []);
  return {
    rows,
    loading: results[0]?.isPending === true,
    failed: results.some((result) => result.isError),
    expanded,
    loadingNode: (id) => results[parents.indexOf(id)]?.isFetching === true,
    onExpand,
    setExpanded,
    refetch: () => {
      for (const result of results) void result.refetch();
    },
  };
}
