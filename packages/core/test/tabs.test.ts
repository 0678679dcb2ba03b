// SPEC §3 "Tab", §4 "Tabs", §9: the tabs reducer and its store.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  activeHref,
  closable,
  dispatchTabs,
  EMPTY_TABS,
  getStore,
  type Tab,
  type TabsState,
  tabCount,
  tabsReducer,
  tabsStore,
} from '../src';

const tab = (value: string, label = value): Tab => ({ label, value });
const open = (...values: string[]): TabsState =>
  values.reduce((state, value) => tabsReducer(state, { type: 'open', tab: tab(value) }), EMPTY_TABS);

describe('tabs reducer', () => {
  it('adds pages in order, skipping /home/index and duplicates, and activates what was opened', () => {
    const state = open('/a', '/b', '/home/index', '/a');
    expect(state.list.map((t) => t.value)).toEqual(['/a', '/b']);
    expect(state.active).toBe('/a');
    expect(open('/a', '/home/index').active).toBe('/home/index');
  });

  it('keeps a revisited tab in place with its latest query', () => {
    let state = open('/a', '/b');
    state = tabsReducer(state, { type: 'open', tab: { label: '', value: '/a', query: { src: 'x' } } });
    expect(state.list.map((t) => t.value)).toEqual(['/a', '/b']);
    expect(state.list[0]).toMatchObject({ label: '/a', query: { src: 'x' } });
    expect(activeHref(state)).toBe('/a?src=x');
  });

  it('closing the active tab opens the previous one', () => {
    const state = tabsReducer(open('/a', '/b', '/c'), { type: 'close', value: '/c' });
    expect(state.list.map((t) => t.value)).toEqual(['/a', '/b']);
    expect(state.active).toBe('/b');
    const middle = tabsReducer({ ...open('/a', '/b', '/c'), active: '/b' }, { type: 'close', value: '/b' });
    expect(middle.active).toBe('/a');
  });

  it('closing the first tab while active opens the new first one', () => {
    const state = tabsReducer({ ...open('/a', '/b', '/c'), active: '/a' }, { type: 'close', value: '/a' });
    expect(state.active).toBe('/b');
  });

  it('closing an inactive tab keeps the active one; closing the last page returns home', () => {
    const state = tabsReducer(open('/a', '/b'), { type: 'close', value: '/a' });
    expect(state).toEqual({ list: [tab('/b')], active: '/b' });
    expect(tabsReducer(state, { type: 'close', value: '/b' })).toEqual(EMPTY_TABS);
  });

  it('is closable only while more than one tab is open; the fixed home tab never', () => {
    expect(tabCount(EMPTY_TABS)).toBe(1);
    expect(closable(EMPTY_TABS, '/home/index')).toBe(false);
    const one = open('/a');
    expect(tabCount(one)).toBe(2);
    expect(closable(one, '/a')).toBe(true);
    expect(closable(one, '/home/index')).toBe(false);
    expect(tabsReducer(EMPTY_TABS, { type: 'close', value: '/home/index' })).toBe(EMPTY_TABS);
    expect(tabsReducer(one, { type: 'close', value: '/nope' })).toBe(one);
  });

  it('close others keeps the current one; close all returns home; rename relabels', () => {
    const state = { ...open('/a', '/b', '/c'), active: '/b' };
    expect(tabsReducer(state, { type: 'closeOthers' })).toEqual({ list: [tab('/b')], active: '/b' });
    expect(tabsReducer({ ...state, active: '/home/index' }, { type: 'closeOthers' })).toEqual(EMPTY_TABS);
    expect(tabsReducer(state, { type: 'closeAll' })).toEqual(EMPTY_TABS);
    expect(tabsReducer(state, { type: 'rename', value: '/c', label: 'C' }).list[2]?.label).toBe('C');
  });
});

describe('tabs store', () => {
  beforeEach(() => dispatchTabs({ type: 'closeAll' }));
  it('keeps the tabs in session storage for a reload', () => {
    dispatchTabs({ type: 'open', tab: tab('/a', 'A') });
    expect(tabsStore.getState().list).toEqual([tab('/a', 'A')]);
    expect(getStore<TabsState>('tagList')?.list).toEqual([tab('/a', 'A')]);
    expect(JSON.parse(sessionStorage.getItem('lingxi-tagList') ?? '{}').type).toBe('session');
  });
});
