/**
 * Styles ahead of need. antd writes a component's CSS the first time it renders, and after login that
 * is a large part of drawing the console and its first page. While the user is still typing the
 * password (and while the token and menus are on their way), copies of the components the console
 * and its pages use render out of sight, one small group at a time in idle time, each in a
 * transition, so typing never waits for them. They stay mounted: antd forgets a component's styles
 * once its last user unmounts, and would write them again on the next render. The components antd's
 * shared module loads on first render (@lingxi/build's antd.ts, DEFERRED) are not rendered here: that
 * would fetch them. The search forms' dates among them show a light stand-in until the user points at
 * one (the kit's DateField). The list is the kit's own CrudTable with row actions: its code, its canvas
 * text measure and the fonts of its titles are then ready too.
 *
 * On the login page the copies render inside the document, in a host out of sight (off-screen, hidden,
 * inert, out of the accessibility tree), so the browser also styles and lays them out while the user
 * types: the first drawing's font look-ups and shaping, its style caches and the components' measuring
 * code (which reads sizes only of attached nodes) are then warm when the console draws. The host leaves
 * the document as the console draws its first frame (its spinner, while the menus are on their way); the
 * copies stay mounted, detached. In a console opened with a session they render detached from the start.
 */
import { i18n } from '@lingxi/core';
import {
  ConsoleProviders,
  type CrudAction,
  CrudTable,
  DEFAULT_SETTINGS,
  loadMenuIcons,
  RowActions,
  whenIdle,
} from '@lingxi/ui';
import { Badge, Button, Dropdown, Form, Input, Layout, Menu, Select, Space, Spin, Tabs } from 'antd';
import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { useShellTheme } from './tools/theme';

const MENU = [{ key: 'group', label: 'group', children: [{ key: 'item', label: 'item' }] }];
interface WarmRow {
  id: string;
  name: string;
}
const ROWS: WarmRow[] = [{ id: '1', name: '名称 name' }];
const FIELDS = [{ name: 'name' as const, label: 'crud.actions', sortable: true }];
const ACTIONS: CrudAction<WarmRow>[] = ['view', 'edit', 'delete'].map((key) => ({
  key,
  label: `crud.${key}`,
  run: () => undefined,
}));
const nothing = () => undefined;

/** What the console's frame and a CRUD page render first, grouped so no one commit is long. */
const GROUPS: (() => ReactNode)[] = [
  () => (
    <Layout>
      <Layout.Sider collapsible trigger={null}>
        <Menu mode="inline" items={MENU} defaultOpenKeys={['group']} selectedKeys={['item']} />
      </Layout.Sider>
      <Layout.Content>
        <Spin />
      </Layout.Content>
    </Layout>
  ),
  () => (
    <>
      <Tabs type="editable-card" hideAdd size="small" items={[{ key: 'tab', label: 'tab' }]} />
      <Dropdown menu={{ items: [] }}>
        <Button type="text">menu</Button>
      </Dropdown>
      <Badge count={1}>
        <span>bell</span>
      </Badge>
    </>
  ),
  () => (
    <Form layout="inline">
      <Form.Item label="text" name="text">
        <Input allowClear />
      </Form.Item>
      <Form.Item label="choice" name="choice">
        <Select options={[]} />
      </Form.Item>
      <Space>
        <Button type="primary">search</Button>
        <Button danger>remove</Button>
      </Space>
    </Form>
  ),
  () => (
    <CrudTable<WarmRow>
      name="warm-up"
      label="warm-up"
      fields={FIELDS}
      rows={ROWS}
      loading={false}
      failed={false}
      onRetry={nothing}
      settings={DEFAULT_SETTINGS}
      paging={{
        state: { current: 1, size: 10, filters: {} },
        total: 100,
        onChange: nothing,
        onSort: nothing,
      }}
      selection={{ selected: [], onChange: nothing }}
      actionLabels={ACTIONS.map((action) => i18n.t(action.label))}
      rowActions={(row) => <RowActions row={row} actions={ACTIONS} onAction={nothing} />}
    />
  ),
];

function Warm({ children }: { children: ReactNode }) {
  const { config } = useShellTheme(); // the same theme as the console, so the same styles are cached
  return (
    <ConsoleProviders theme={config} notices={false}>
      {children}
    </ConsoleProviders>
  );
}

let started = false;
let hostElement: HTMLElement | undefined;

/** Where the copies render on the login page: in the document, never seen, reached or read out. */
function host(): HTMLElement {
  if (!hostElement) {
    hostElement = document.createElement('div');
    hostElement.className = 'lx-warm-up'; // off-screen and hidden: console.css
    hostElement.setAttribute('aria-hidden', 'true');
    hostElement.inert = true;
    document.body.append(hostElement);
  }
  return hostElement;
}

/** Takes the copies out of the document (they stay mounted): the console draws its first frame. */
export function leaveDocument(): void {
  hostElement?.remove();
}

/**
 * Starts rendering the console's components out of sight, once per page load: in the document on the
 * login page (`inDocument`), detached otherwise.
 */
export function warmUp(inDocument?: boolean): void {
  void loadMenuIcons(); // the sidebar's icons: a sprite, fetched once (tried again after a failure)
  if (started) return;
  started = true;
  const next = (index: number) => {
    const group = GROUPS[index];
    if (!group) return;
    whenIdle(() => {
      const box = document.createElement('div');
      if (inDocument) host().append(box);
      const root = createRoot(box);
      startTransition(() => root.render(<Warm>{group()}</Warm>));
      next(index + 1);
    }, 500);
  };
  next(0);
}
