/**
 * What a user sets up on a table, kept per user and per table in local storage: which columns show, in
 * which order, and the row density. The ordering rules are pure.
 */
import { getStore, setStore } from '@lingxi/core';
import { useCallback, useState } from 'react';
import { useSession } from '../hooks';

export type Density = 'large' | 'middle' | 'small';

export interface TableSettings {
  /** Column keys, in the user's order; keys not listed follow in their declared order. */
  order: string[];
  hidden: string[];
  density: Density;
}

export const DEFAULT_SETTINGS: TableSettings = { order: [], hidden: [], density: 'middle' };

/** The declared columns in the user's order (unknown keys dropped, new columns kept at the end). */
export function orderColumns(declared: readonly string[], settings: TableSettings): string[] {
  const known = settings.order.filter((key) => declared.includes(key));
  return [...known, ...declared.filter((key) => !known.includes(key))];
}

/** The visible columns, in order. */
export function visibleColumns(declared: readonly string[], settings: TableSettings): string[] {
  return orderColumns(declared, settings).filter((key) => !settings.hidden.includes(key));
}

/** Moves a column one place up or down in the order. */
export function moveColumn(
  declared: readonly string[],
  settings: TableSettings,
  key: string,
  by: -1 | 1,
): TableSettings {
  const order = orderColumns(declared, settings);
  const from = order.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= order.length) return settings;
  const next = order.slice();
  next.splice(from, 1);
  next.splice(to, 0, key);
  return { ...settings, order: next };
}

export function useTableSettings(table: string) {
  const userId = useSession((state) => state.userInfo?.user_id ?? '');
  const storeKey = `table.${userId}.${table}`;
  const [settings, setSettings] = useState<TableSettings>(() => ({
    ...DEFAULT_SETTINGS,
    ...getStore<Partial<TableSettings>>(storeKey),
  }));
  const update = useCallback(
    (next: TableSettings) => {
      setSettings(next);
      setStore(storeKey, next);
    },
    [storeKey],
  );
  return { settings, update };
}
