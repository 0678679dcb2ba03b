/**
 * Tabs of open pages (SPEC §3 "Tab", §4 "Tabs", §9) as a pure reducer plus the one store the shell
 * renders. The home page is the fixed first tab and is never in the list.
 */
import { createStore } from 'zustand/vanilla';
import type { RouteMeta } from './guard';
import { HOME_PATH } from './paths';
import { getStore, setStore } from './storage';

export interface Tab {
  label: string;
  /** The page path. */
  value: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  meta?: RouteMeta;
  group?: string[];
  close?: boolean;
}

export interface TabsState {
  list: Tab[];
  /** The value of the active tab (HOME_PATH when the home page shows). */
  active: string;
}

export type TabsAction =
  | { type: 'open'; tab: Tab }
  | { type: 'close'; value: string }
  | { type: 'closeOthers' }
  | { type: 'closeAll' }
  | { type: 'rename'; value: string; label: string };

export const EMPTY_TABS: TabsState = { list: [], active: HOME_PATH };

export function tabsReducer(state: TabsState, action: TabsAction): TabsState {
  switch (action.type) {
    case 'open': {
      const { tab } = action;
      // Adding skips the home page and duplicates; the active tab follows what was opened.
      if (tab.value === HOME_PATH) return { ...state, active: HOME_PATH };
      const existing = state.list.findIndex((item) => item.value === tab.value);
      if (existing >= 0) {
        const list = state.list.slice();
        // a revisit keeps its place but takes the latest query (e.g. the frame route's address)
        list[existing] = { ...list[existing], ...tab, label: tab.label || (list[existing]?.label ?? '') };
        return { list, active: tab.value };
      }
      return { list: [...state.list, tab], active: tab.value };
    }
    case 'close': {
      const index = state.list.findIndex((item) => item.value === action.value);
      if (index < 0 || !closable(state, action.value)) return state;
      const list = state.list.filter((_, i) => i !== index);
      if (state.active !== action.value) return { ...state, list };
      // Closing the active tab opens the previous one; the (new) first when the first was closed.
      const next = list[index === 0 ? 0 : index - 1];
      return { list, active: next?.value ?? HOME_PATH };
    }
    case 'closeOthers':
      return { list: state.list.filter((item) => item.value === state.active), active: state.active };
    case 'closeAll':
      return EMPTY_TABS;
    case 'rename':
      return {
        ...state,
        list: state.list.map((item) =>
          item.value === action.value ? { ...item, label: action.label } : item,
        ),
      };
  }
}

/** Tabs on the bar: the fixed home tab plus the open pages. */
export function tabCount(state: TabsState): number {
  return state.list.length + 1;
}

/**
 * SPEC §4, §9: tabs are closable only while more than one is open (the bar hides the close button
 * of a lone tab); the fixed home tab never closes.
 */
export function closable(state: TabsState, value: string): boolean {
  return value !== HOME_PATH && tabCount(state) > 1;
}

/** Where the shell goes after an action: the active tab's path with its query. */
export function activeHref(state: TabsState): string {
  const tab = state.list.find((item) => item.value === state.active);
  const query = new URLSearchParams(tab?.query ?? {}).toString();
  return query ? `${state.active}?${query}` : state.active;
}

function restoreTabs(): TabsState {
  const saved = getStore<TabsState>('tagList');
  return saved && Array.isArray(saved.list) && typeof saved.active === 'string' ? saved : EMPTY_TABS;
}

/** The open tabs of this browser tab, kept for a reload (session storage). */
export const tabsStore = createStore<TabsState>(() => restoreTabs());

export function dispatchTabs(action: TabsAction): TabsState {
  const next = tabsReducer(tabsStore.getState(), action);
  if (next !== tabsStore.getState()) {
    tabsStore.setState(next, true);
    setStore('tagList', next, 'session');
  }
  return next;
}
