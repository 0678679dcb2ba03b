/**
 * The menu search overlay (SPEC §2): prefix match on the menu name as the interface language shows it,
 * case-insensitive, over leaf and non-hidden entries; navigates on selection; Esc closes; 'no data' when
 * nothing matches. Opens from the top bar or with Ctrl+K / ⌘K. A combobox over a listbox (WAI-ARIA APG):
 * focus stays in the input, the arrow keys move aria-activedescendant, and a live region says how many
 * entries match. After navigating, focus goes to the new page's heading (issue 11), not back to the
 * search button.
 */
import { SearchOutlined } from '@ant-design/icons';
import { type MenuNode, menuHref, menuName, searchMenus } from '@lingxi/core';
import { iconOf, useMenuTexts, whenLoaded } from '@lingxi/ui';
import { Button, Empty, Input, type InputRef, Modal } from 'antd';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { focusPageContent } from './focus';
import { usePageIntent } from './hooks';

export function MenuSearch({ menus }: { menus: MenuNode[] }) {
  const { t } = useTranslation();
  const texts = useMenuTexts();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [cursor, setCursor] = useState(0);
  // after a navigation, focus goes to the new page, not back to what opened the search
  const [navigated, setNavigated] = useState(false);
  const input = useRef<InputRef>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const results = useMemo(() => searchMenus(menus, text, texts), [menus, text, texts]);
  // the active result (the arrows' or the pointer's) is a resting pointer: its page's code and first list
  // are asked for while the user is still deciding, as for a sidebar entry; Enter asks at once
  const intent = usePageIntent(menus);
  const active = open ? results[cursor] : undefined;
  useEffect(() => {
    if (!active) return;
    intent.enter(active.path);
    return intent.leave;
  }, [active, intent]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      // a Ctrl+K the focused control has taken (the rich-text editor's link) is not the search's
      if (event.defaultPrevented) return;
      // the dialog's frame loads on first render (the shared antd): ask for it as the shortcut begins
      if (event.key === 'Control' || event.key === 'Meta') void whenLoaded(Modal);
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setNavigated(false);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // the active option stays in sight as the arrow keys move it
  useEffect(() => {
    if (open) document.getElementById(`${listId}-option-${cursor}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, cursor, listId]);

  const close = () => {
    setOpen(false);
    setText('');
    setCursor(0);
  };
  const go = (node: MenuNode | undefined) => {
    if (!node) return;
    setNavigated(true);
    close();
    // drawn once its code and first list are here
    intent.open(node.path, () => {
      navigate(menuHref(node));
      focusPageContent();
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setCursor((value) => Math.min(value + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setCursor((value) => Math.max(value - 1, 0));
    else if (event.key === 'Enter') go(results[cursor]);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Button
        type="text"
        className="lx-topbar-button"
        icon={<SearchOutlined />}
        aria-label={t('topbar.search')}
        title={`${t('topbar.search')} (Ctrl+K)`}
        onPointerEnter={() => void whenLoaded(Modal)}
        onFocus={() => void whenLoaded(Modal)}
        onClick={() => {
          setNavigated(false);
          setOpen(true);
        }}
      />
      <Modal
        open={open}
        onCancel={close}
        footer={null}
        closable={false}
        destroyOnHidden
        focusTriggerAfterClose={!navigated}
        width={560}
        className="lx-menu-search"
        afterOpenChange={(visible) => visible && input.current?.focus()}
        title={t('topbar.search')}
      >
        <Input
          ref={input}
          size="large"
          prefix={<SearchOutlined />}
          placeholder={t('topbar.searchPlaceholder')}
          aria-label={t('topbar.search')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-activedescendant={results.length > 0 ? optionId(cursor) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setCursor(0);
          }}
          onKeyDown={onKeyDown}
        />
        {/* what a screen reader hears as the results change */}
        <div
          className="lx-visually-hidden"
          aria-live="polite"
          aria-atomic="true"
          data-testid="menu-search-status"
        >
          {text.trim() ? t('topbar.searchResults', { count: results.length }) : ''}
        </div>
        {results.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topbar.noData')} />
        ) : (
          <div className="lx-menu-search-results" id={listId} role="listbox" aria-label={t('topbar.search')}>
            {results.map((node, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows, Enter)
              <div
                key={node.id}
                tabIndex={-1} // focus stays in the input (aria-activedescendant)
                id={optionId(index)}
                role="option"
                aria-selected={index === cursor}
                className={index === cursor ? 'active' : undefined}
                onMouseEnter={() => setCursor(index)}
                onClick={() => go(node)}
              >
                {iconOf(node.source)}
                <span>{menuName(node, texts)}</span>
                <small>{node.path}</small>
              </div>
            ))}
          </div>
        )}
      </Modal>
    </>
  );
}
