/**
 * CheckTreeEditor: tabs of checkable grant trees (PAGES "Roles": menus, data scopes, API scopes; "Top
 * menus": a menu grant). Each tab loads its tree and its saved keys, and offers select all, invert,
 * clear and a parent–child linkage switch (antd Tree's `checkStrictly` off when linked).
 *
 * What it gives (`onChange`, or `ref.current.value()`) is, per tab, the keys to SEND: the checked keys
 * plus every ancestor of a checked key (`grantedKeys` in ./grantTree). Saber sends only fully checked
 * keys, which drops a half-checked parent and leaves its granted pages unreachable; here the server
 * always receives the path to every checked node. How a tab opens from saved keys is `openGrant`: it
 * opens unlinked when linkage would lose a saved key, so opening and saving never changes a role.
 *
 * Every tab loads at once, not when first shown: `value()` is null until every tab has loaded, so a save
 * cannot send an empty list for a tab the user never opened (which would revoke all of it).
 *
 * ```tsx
 * const editor = useRef<CheckTreeEditorHandle>(null);
 * <CheckTreeEditor ref={editor} onReadyChange={setReady} tabs={[
 *   { key: 'menu', label: t('role.menus'), load: () => menuApi.custom('grant-tree'), checked: () => keysOf(roleId, 'menu') },
 * ]} />
 * // on save: const keys = editor.current?.value(); if (keys) grant({ roleIds, menuIds: keys.menu, … })
 * ```
 */
import { CaretDownFilled } from '@ant-design/icons';
import type { TreeDataNode as DataNode } from 'antd';
import { Alert, Button, Empty, Space, Spin, Switch, Tabs, Tree } from 'antd';
import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkAll,
  type GrantNode,
  grantedKeys,
  hasKey,
  invertKeys,
  openGrant,
  pathKeys,
  relink,
} from './grantTree';

export interface CheckTreeTab {
  key: string;
  label: ReactNode;
  /** The tab's tree (core's `TreeNode[]`: `id` is the key, `title` the label). */
  load: () => Promise<readonly GrantNode[]>;
  /** The keys the server has saved for this tab; not asked when `value` names the tab. */
  checked: () => Promise<readonly string[]>;
  /**
   * The keys as checked, without their ancestors, opening unlinked: for a tree whose parents are
   * records of their own (a user's roles), where checking a child must not grant its parent.
   */
  strict?: boolean;
}

/** Per tab, the keys to send (checked keys plus the ancestors of every checked key). */
export type CheckTreeValue = Record<string, string[]>;

export interface CheckTreeEditorHandle {
  /** The keys to send per tab, or null while a tab is still loading or has failed. */
  value(): CheckTreeValue | null;
}

export interface CheckTreeEditorProps {
  tabs: readonly CheckTreeTab[];
  /** Saved keys per tab (controlled); a tab it names is not asked for its `checked`. */
  value?: CheckTreeValue | undefined;
  /** Called on every edit with the keys to send of every loaded tab. */
  onChange?: ((value: CheckTreeValue) => void) | undefined;
  /** Whether every tab has loaded (a save button waits for it). */
  onReadyChange?: ((ready: boolean) => void) | undefined;
  ref?: Ref<CheckTreeEditorHandle> | undefined;
}

type TabState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      tree: readonly GrantNode[];
      checked: string[];
      linked: boolean;
      hidden: string[];
      strict?: boolean;
    };

type ReadyTab = Extract<TabState, { status: 'ready' }>;

function sendable(state: ReadyTab): string[] {
  if (state.strict) return [...state.checked, ...state.hidden];
  return grantedKeys(state.tree, [...state.checked, ...state.hidden]);
}

/** A strict tab opens unlinked with the saved keys as they are (those the tree does not show kept aside). */
function openStrict(tree: readonly GrantNode[], saved: readonly string[]) {
  return {
    linked: false,
    checked: saved.filter((key) => hasKey(tree, key)),
    hidden: saved.filter((key) => !hasKey(tree, key)),
  };
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

function toDataNodes(nodes: readonly GrantNode[]): DataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.title ?? node.id,
    children: node.children?.length ? toDataNodes(node.children) : undefined,
  }));
}

export function CheckTreeEditor({ tabs, value, onChange, onReadyChange, ref }: CheckTreeEditorProps) {
  const { t } = useTranslation();
  const [states, setStates] = useState<Record<string, TabState>>({});
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;
  const valueRef = useRef(value);
  valueRef.current = value;
  /** What this editor last gave out per tab, so a controlled `value` echoing it is not re-applied. */
  const emitted = useRef<CheckTreeValue>({});

  const loadTab = useCallback(async (key: string) => {
    const tab = tabsRef.current.find((candidate) => candidate.key === key);
    if (!tab) return;
    setStates((all) => ({ ...all, [key]: { status: 'loading' } }));
    try {
      const given = valueRef.current?.[key];
      const [tree, saved] = await Promise.all([tab.load(), given ?? tab.checked()]);
      const opened = tab.strict ? openStrict(tree, saved) : openGrant(tree, saved);
      const state: ReadyTab = { status: 'ready', tree, ...opened, strict: tab.strict === true };
      emitted.current[key] = sendable(state);
      setStates((all) => ({ ...all, [key]: state }));
    } catch {
      // The request layer has already said why (SPEC §8); the tab offers a retry.
      setStates((all) => ({ ...all, [key]: { status: 'failed' } }));
    }
  }, []);

  const tabKeys = tabs.map((tab) => tab.key).join('\u0000');
  useEffect(() => {
    for (const key of tabKeys.split('\u0000')) void loadTab(key);
  }, [tabKeys, loadTab]);

  const ready = tabs.every((tab) => states[tab.key]?.status === 'ready');
  useEffect(() => {
    onReadyChange?.(ready);
  }, [ready, onReadyChange]);

  const statesRef = useRef(states);
  statesRef.current = states;

  // A controlled value that differs from what this editor gave out replaces the tab's keys. (Worked
  // out here, not in a state updater: an updater must stay pure, and this one records what was taken.)
  useEffect(() => {
    if (!value) return;
    const all = statesRef.current;
    let next = all;
    for (const [key, keys] of Object.entries(value)) {
      const state = all[key];
      if (state?.status !== 'ready' || sameKeys(keys, emitted.current[key] ?? [])) continue;
      emitted.current[key] = [...keys];
      const opened = state.strict ? openStrict(state.tree, keys) : openGrant(state.tree, keys);
      next = { ...next, [key]: { ...state, ...opened } };
    }
    if (next !== all) setStates(next);
  }, [value]);

  const collect = useCallback((all: Record<string, TabState>): CheckTreeValue => {
    const result: CheckTreeValue = {};
    for (const [key, state] of Object.entries(all))
      if (state.status === 'ready') result[key] = sendable(state);
    return result;
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      value: () => {
        const all = statesRef.current;
        if (!tabsRef.current.every((tab) => all[tab.key]?.status === 'ready')) return null;
        return collect(all);
      },
    }),
    [collect],
  );

  const edit = (key: string, change: (state: ReadyTab) => Partial<ReadyTab>) => {
    const state = states[key];
    if (state?.status !== 'ready') return;
    const next = { ...states, [key]: { ...state, ...change(state) } };
    setStates(next);
    const result = collect(next);
    emitted.current = { ...emitted.current, ...result };
    onChange?.(result);
  };

  return (
    <Tabs
      items={tabs.map((tab) => ({
        key: tab.key,
        label: tab.label,
        children: (
          <GrantTab
            label={tab.label}
            state={states[tab.key] ?? { status: 'loading' }}
            onRetry={() => void loadTab(tab.key)}
            onEdit={(change) => edit(tab.key, change)}
            t={t}
          />
        ),
      }))}
    />
  );
}

interface GrantTabProps {
  label: ReactNode;
  state: TabState;
  onRetry: () => void;
  onEdit: (change: (state: ReadyTab) => Partial<ReadyTab>) => void;
  t: ReturnType<typeof useTranslation>['t'];
}

function GrantTab({ label, state, onRetry, onEdit, t }: GrantTabProps) {
  const switchId = useId();
  const name = typeof label === 'string' ? label : '';
  const treeData = useMemo(() => (state.status === 'ready' ? toDataNodes(state.tree) : []), [state]);

  if (state.status === 'loading') {
    return (
      <div role="status" aria-live="polite" style={{ padding: 24, textAlign: 'center' }}>
        <Spin /> <span>{t('pieces.loading')}</span>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('pieces.loadFailed')}
        action={<Button onClick={onRetry}>{t('pieces.retry')}</Button>}
      />
    );
  }
  if (state.tree.length === 0) return <Empty description={t('pieces.empty')} />;

  const { linked, checked, tree } = state;
  const checkedKeys = linked
    ? checked
    : { checked, halfChecked: state.strict ? [] : pathKeys(tree, checked) };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space role="toolbar" aria-label={t('pieces.checkTree.toolbar', { tab: name })} wrap>
        <Button size="small" onClick={() => onEdit(() => ({ checked: checkAll(tree) }))}>
          {t('pieces.checkTree.selectAll')}
        </Button>
        <Button
          size="small"
          onClick={() => onEdit((s) => ({ checked: invertKeys(s.tree, s.checked, s.linked) }))}
        >
          {t('pieces.checkTree.invert')}
        </Button>
        <Button size="small" onClick={() => onEdit(() => ({ checked: [] }))}>
          {t('pieces.checkTree.clear')}
        </Button>
        <Space size={4}>
          <Switch
            id={switchId}
            size="small"
            checked={linked}
            onChange={(on) => onEdit((s) => ({ linked: on, checked: relink(s.tree, s.checked, on) }))}
          />
          <label htmlFor={switchId}>{t('pieces.checkTree.linked')}</label>
        </Space>
      </Space>
      <div style={{ maxHeight: 420, overflow: 'auto' }}>
        <Tree
          checkable
          selectable={false}
          defaultExpandAll
          // Hidden from assistive technology: a node's checkbox is named by its row, not "caret-down".
          switcherIcon={<CaretDownFilled aria-hidden />}
          checkStrictly={!linked}
          checkedKeys={checkedKeys}
          treeData={treeData}
          aria-label={t('pieces.checkTree.tree', { tab: name })}
          onCheck={(keys) => {
            const next = (Array.isArray(keys) ? keys : keys.checked).map(String);
            onEdit(() => ({ checked: next }));
          }}
        />
      </div>
    </Space>
  );
}
