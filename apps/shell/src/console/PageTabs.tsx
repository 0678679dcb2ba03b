/**
 * The tab bar of open pages (SPEC §2 "Top bar and shell", §4 "Tabs"): the fixed home tab first,
 * closable tabs (not a lone one), a right-click menu on each tab, and a dropdown with search, close
 * others and clear cache. The tabs themselves are core's reducer and store.
 */
import { DownOutlined } from '@ant-design/icons';
import {
  activeHref,
  clearServerCache,
  closable,
  dispatchTabs,
  HOME_PATH,
  loadWorkspace,
  notices,
  type Tab,
  type TabsAction,
  tabsReducer,
} from '@lingxi/core';
import { Button, Dropdown, Input, type MenuProps, Tabs } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTabs } from './hooks';

/**
 * `labelOf` names an open page in the interface language (its stored label is the server's name).
 * `opening`: the tab of the page being shown, which the console stores once it has drawn (an effect).
 * The bar shows it already: drawn without it and then again with it, the console's first drawing had
 * the tab bar measure its tabs twice, each time forcing the browser to lay the page out (issue 25).
 */
export function PageTabs({ labelOf, opening }: { labelOf: (tab: Tab) => string; opening?: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stored = useTabs();
  const state = opening ? tabsReducer(stored, { type: 'open', tab: opening }) : stored;
  const [filter, setFilter] = useState('');
  const bar = useRef<HTMLDivElement>(null);
  const closeByKey = useRef<(value: string) => void>(() => {});

  /** Applies an action and shows what became active. */
  const act = (action: TabsAction) => {
    const before = state.active;
    const next = dispatchTabs(action);
    if (next.active !== before || action.type === 'closeAll') navigate(activeHref(next));
  };

  const open = (value: string) => {
    const tab = state.list.find((item) => item.value === value);
    const query = new URLSearchParams(tab?.query ?? {}).toString();
    navigate(query ? `${value}?${query}` : value);
  };

  /** SPEC §8: clearing the cache shows 'cleared'. The server's caches, the menus, and the tabs. */
  const clearCache = async () => {
    await clearServerCache();
    act({ type: 'closeAll' });
    await loadWorkspace();
    notices.emit({ level: 'success', text: t('tabs.cleared') });
  };

  const contextItems = (value: string): MenuProps['items'] => [
    { key: 'close', label: t('tabs.close'), disabled: !closable(state, value) },
    { key: 'closeOthers', label: t('tabs.closeOthers'), disabled: state.list.length === 0 },
    { key: 'closeAll', label: t('tabs.closeAll'), disabled: state.list.length === 0 },
  ];
  const onContext = (value: string, key: string) => {
    if (key === 'close') act({ type: 'close', value });
    else if (key === 'closeOthers') {
      // the tab right-clicked becomes the current one, then the others go
      dispatchTabs({
        type: 'open',
        tab: state.list.find((item) => item.value === value) ?? { label: '', value },
      });
      navigate(activeHref(dispatchTabs({ type: 'closeOthers' })));
    } else if (key === 'closeAll') act({ type: 'closeAll' });
  };

  const matching = state.list.filter((tab) =>
    labelOf(tab).toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const dropdownItems: MenuProps['items'] = [
    ...matching.map((tab) => ({ key: `tab:${tab.value}`, label: labelOf(tab) })),
    { type: 'divider' as const },
    { key: 'closeOthers', label: t('tabs.closeOthers') },
    { key: 'clearCache', label: t('tabs.clearCache') },
  ];

  const label = (value: string, text: string) => (
    <Dropdown
      trigger={['contextMenu']}
      menu={{ items: contextItems(value), onClick: ({ key }) => onContext(value, key) }}
    >
      <span className="lx-tab-label">{text}</span>
    </Dropdown>
  );

  closeByKey.current = (value) => {
    if (closable(state, value)) act({ type: 'close', value });
  };
  useAccessibleTabs(bar, closeByKey);

  // The dropdown sits beside the tab list, not in it (issue 11: antd's tabBarExtraContent renders inside
  // role=tablist, whose children may only be tabs).
  return (
    <div className="lx-page-tabs-bar" ref={bar}>
      <Tabs
        className="lx-page-tabs"
        type="editable-card"
        hideAdd
        size="small"
        activeKey={state.active}
        onChange={open}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') act({ type: 'close', value: key });
        }}
        items={[
          { key: HOME_PATH, label: label(HOME_PATH, t('home.title')), closable: false },
          ...state.list.map((tab) => ({
            key: tab.value,
            label: label(tab.value, labelOf(tab)),
            closable: closable(state, tab.value),
          })),
        ]}
      />
      <Dropdown
        trigger={['click']}
        onOpenChange={(visible) => !visible && setFilter('')}
        popupRender={(menu) => (
          <div className="lx-tabs-dropdown">
            <Input.Search
              size="small"
              allowClear
              placeholder={t('tabs.search')}
              aria-label={t('tabs.search')}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              onKeyDown={(event) => event.stopPropagation()}
            />
            {menu}
          </div>
        )}
        menu={{
          items: dropdownItems,
          onClick: ({ key }) => {
            if (key.startsWith('tab:')) open(key.slice(4));
            else if (key === 'closeOthers') act({ type: 'closeOthers' });
            else if (key === 'clearCache') void clearCache();
          },
        }}
      >
        <Button size="small" icon={<DownOutlined />} aria-label={t('tabs.more')} />
      </Dropdown>
    </div>
  );
}

/**
 * The tab list holds only tabs (issue 11; axe aria-required-children, critical): antd draws each tab's
 * close button beside its tab inside role=tablist, so the buttons leave the accessibility tree and the
 * tab order (aria-hidden, tabindex -1; the mouse still clicks them), and the keyboard closes the focused
 * tab with Delete, as the WAI-ARIA tabs pattern suggests; the context menu and the dropdown close too.
 */
function useAccessibleTabs(
  bar: { current: HTMLDivElement | null },
  close: { current: (value: string) => void },
) {
  useLayoutEffect(() => {
    const root = bar.current;
    if (!root) return;
    const hideCloseButtons = () => {
      for (const button of root.querySelectorAll<HTMLElement>('.ant-tabs-tab-remove')) {
        if (button.getAttribute('aria-hidden') !== 'true') button.setAttribute('aria-hidden', 'true');
        if (button.tabIndex !== -1) button.tabIndex = -1; // antd sets 0 on the active tab's
      }
    };
    hideCloseButtons();
    const observer = new MutationObserver(hideCloseButtons);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex'],
    });
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = event.target instanceof HTMLElement ? event.target.closest('[data-node-key]') : null;
      if (event.key !== 'Delete' || !tab || !(event.target as HTMLElement).matches('[role="tab"]')) return;
      event.preventDefault();
      close.current(tab.getAttribute('data-node-key') ?? '');
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', onKeyDown);
    };
  }, [bar, close]);
}
