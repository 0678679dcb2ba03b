/**
 * The menu search overlay (SPEC §2): prefix match on the menu name as the interface language shows it,
 * case-insensitive, over leaf and non-hidden entries; navigates on selection; Esc closes; 'no data' when
 * nothing matches. Opens from the top bar or with Ctrl+K / ⌘K.
 */
import { SearchOutlined } from '@ant-design/icons';
import { type MenuNode, menuHref, menuName, searchMenus } from '@lingxi/core';
import { iconOf, useMenuTexts } from '@lingxi/ui';
import { Button, Empty, Input, type InputRef, Modal } from 'antd';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function MenuSearch({ menus }: { menus: MenuNode[] }) {
  const { t } = useTranslation();
  const texts = useMenuTexts();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [cursor, setCursor] = useState(0);
  const input = useRef<InputRef>(null);
  const results = useMemo(() => searchMenus(menus, text, texts), [menus, text, texts]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const close = () => {
    setOpen(false);
    setText('');
    setCursor(0);
  };
  const go = (node: MenuNode | undefined) => {
    if (!node) return;
    close();
    navigate(menuHref(node));
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
        onClick={() => setOpen(true)}
      />
      <Modal
        open={open}
        onCancel={close}
        footer={null}
        closable={false}
        destroyOnHidden
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
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setCursor(0);
          }}
          onKeyDown={onKeyDown}
        />
        {results.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('topbar.noData')} />
        ) : (
          <ul className="lx-menu-search-results" aria-label={t('topbar.search')}>
            {results.map((node, index) => (
              <li key={node.id}>
                <button
                  type="button"
                  className={index === cursor ? 'active' : undefined}
                  aria-current={index === cursor}
                  onMouseEnter={() => setCursor(index)}
                  onClick={() => go(node)}
                >
                  {iconOf(node.source)}
                  <span>{menuName(node, texts)}</span>
                  <small>{node.path}</small>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
