// The menus the shell and a standalone centre load (SPEC §2, §6): a failed load offers a retry.
import { http, initI18n, type MenuNode, sessionStore, setConfig } from '@lingxi/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { useLayoutEffect } from 'react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { menuItems, useWorkspace } from '../src/centre/workspace';
import { LoadFailed } from '../src/LoadFailed';
import { ensureUiMessages } from '../src/messages';
import { ConsoleProviders } from '../src/providers';

const MENUS: MenuNode[] = [
  {
    id: '1',
    parentId: '0',
    code: 'system',
    name: '系统管理',
    path: '/system',
    sort: 1,
    children: [
      { id: '2', parentId: '1', code: 'param', name: '参数管理', path: '/system/param', sort: 1 },
      {
        id: '3',
        parentId: '1',
        code: 'hidden',
        name: '隐藏页',
        path: '/system/hidden',
        sort: 2,
        meta: { hidden: true },
      },
    ],
  },
];

function Menus() {
  const { menus, failed, retry } = useWorkspace();
  if (failed) return <LoadFailed onRetry={retry} />;
  return (
    <ul>
      {menus
        ?.flatMap((group) => group.children ?? [])
        .map((page) => (
          <li key={page.id}>{page.name}</li>
        ))}
    </ul>
  );
}

beforeAll(async () => {
  await initI18n();
  ensureUiMessages();
  setConfig({ apiBase: '/api' });
});
afterEach(cleanup);

it('loads the menus once, and after a failure retries on request', async () => {
  let calls = 0;
  let serverDown = true;
  const adapter: AxiosAdapter = async (config) => {
    calls += 1;
    if (serverDown)
      return { data: { code: 500, msg: '服务器异常' }, status: 500, statusText: '', headers: {}, config };
    const data = config.url?.endsWith('/buttons') ? [] : MENUS;
    return {
      data: { code: 200, success: true, data, msg: '' },
      status: 200,
      statusText: '',
      headers: {},
      config,
    };
  };
  http.defaults.adapter = adapter;
  sessionStore.setState({ menus: null });
  render(
    <ConsoleProviders>
      <Menus />
    </ConsoleProviders>,
  );
  expect(await screen.findByText('数据加载失败')).toBeTruthy();
  expect(calls).toBe(2); // menus and buttons, once each

  serverDown = false;
  await userEvent.click(screen.getByRole('button', { name: '重试' }));
  expect(await screen.findByText('参数管理')).toBeTruthy();
  expect(calls).toBe(4);
  expect(sessionStore.getState().menus).toEqual(MENUS);
});

it('turns the menu into sidebar items, leaving hidden pages out', () => {
  expect(menuItems(MENUS)).toEqual([
    { key: 'group:1', label: '系统管理', children: [{ key: '/system/param', label: '参数管理' }] },
  ]);
});

it("lets the shell hear a pointer resting on a page's entry (groups are not pages)", () => {
  const heard: string[] = [];
  const intent = { enter: (key: string) => heard.push(`enter ${key}`), leave: () => heard.push('leave') };
  const [group] = menuItems(MENUS, undefined, undefined, intent);
  expect(group).not.toHaveProperty('onMouseEnter');
  const page = group && 'children' in group ? group.children[0] : undefined;
  expect(page).toMatchObject({ key: '/system/param', label: '参数管理' });
  if (!page || 'children' in page) throw new Error('no page entry');
  page.onMouseEnter?.();
  page.onMouseLeave?.();
  expect(heard).toEqual(['enter /system/param', 'leave']);
});

it("names the sidebar's items in the interface language by their i18n key, else by the server's name", () => {
  const texts = (key: string) => (key === 'param' ? 'System parameters' : undefined);
  // the seed's way: every entry's i18n key is its code
  const keyed = (nodes: MenuNode[]): MenuNode[] =>
    nodes.map((node) => ({
      ...node,
      meta: { ...node.meta, i18n: node.code },
      children: node.children && keyed(node.children),
    }));
  expect(menuItems(keyed(MENUS), undefined, texts)).toEqual([
    { key: 'group:1', label: '系统管理', children: [{ key: '/system/param', label: 'System parameters' }] },
  ]);
});

it('does not ask again when the menus arrive between its render and its effect', async () => {
  let calls = 0;
  http.defaults.adapter = async (config) => {
    calls += 1;
    return {
      data: { code: 200, success: true, data: [], msg: '' },
      status: 200,
      statusText: '',
      headers: {},
      config,
    };
  };
  sessionStore.setState({ menus: null });
  // rendered after <Menus/>: its layout effect runs before Menus' effect, as the shell's own load can
  function Arrives() {
    useLayoutEffect(() => sessionStore.setState({ menus: MENUS }), []);
    return null;
  }
  render(
    <ConsoleProviders>
      <Menus />
      <Arrives />
    </ConsoleProviders>,
  );
  expect(await screen.findByText('参数管理')).toBeTruthy();
  expect(calls).toBe(0);
});

it('draws menus that arrive as ordinary work, not in the microtasks after the change (issue 25)', async () => {
  // outside act, as in the browser: an urgent update (a store read with its own hook) is drawn in the
  // microtasks right after the change, with its effects; an ordinary one in a task of its own
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const acting = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    sessionStore.setState({ menus: [] });
    render(
      <ConsoleProviders>
        <Menus />
      </ConsoleProviders>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    sessionStore.setState({ menus: MENUS });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(screen.queryByText('参数管理')).toBeNull();
    expect(await screen.findByText('参数管理')).toBeTruthy();
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = acting;
  }
});
