/**
 * The top bar (SPEC §2 "Top bar and shell"): the four centre tabs, menu search, the shell's tools,
 * language switcher and the user menu with the logout confirmation.
 */
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import {
  CENTRE_OF_TYPE,
  firstPath,
  LANGUAGES,
  logout,
  MENU_TYPES,
  type MenuNode,
  type MenuType,
  setLanguage,
  setMenuType,
  userAvatar,
} from '@lingxi/core';
import { useSession } from '@lingxi/ui';
import { App, Button, Dropdown, type DropdownProps, Layout } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MenuSearch } from './MenuSearch';
import { TopBarTools } from './tools/TopBarTools';

/** The default avatar (SPEC §9): used unless the user's avatar is an http(s) URL. */
const DEFAULT_AVATAR = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c0c4cc"/><circle cx="32" cy="24" r="12" fill="#fff"/><path d="M10 60c2-14 12-20 22-20s20 6 22 20z" fill="#fff"/></svg>',
)}`;

/**
 * A top-bar menu opens on hover, and from the keyboard too (issue 11): Enter, Space or ArrowDown on its
 * button opens it with focus in the menu; Esc closes it.
 */
function useKeyboardMenu(): {
  dropdown: Pick<DropdownProps, 'open' | 'onOpenChange' | 'autoFocus'>;
  onKeyDown: (event: KeyboardEvent) => void;
  close: () => void;
} {
  const [open, setOpen] = useState(false);
  return {
    dropdown: { open, onOpenChange: setOpen, autoFocus: true },
    onKeyDown: (event) => {
      if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}

/** The language and user buttons' names start with their visible text (issue 11, WCAG 2.5.3). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = i18n.language === 'en' ? 'en' : 'zh';
  const keyboard = useKeyboardMenu();
  return (
    <Dropdown
      {...keyboard.dropdown}
      menu={{
        // SPEC §2: the current language is disabled
        items: LANGUAGES.map((lng) => ({ key: lng, label: t(`language.${lng}`), disabled: current === lng })),
        onClick: ({ key }) => {
          keyboard.close();
          void setLanguage(key === 'en' ? 'en' : 'zh');
        },
      }}
    >
      <Button
        type="text"
        onKeyDown={keyboard.onKeyDown}
        className="lx-topbar-button"
        aria-label={`${t(`language.${current}`)}${t('topbar.languageSuffix')}`}
      >
        {t(`language.${current}`)}
      </Button>
    </Dropdown>
  );
}

export function UserMenu() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const user = useSession((state) => state.userInfo);
  const userName = user?.real_name || user?.user_name || '';
  const keyboard = useKeyboardMenu();
  const confirmLogout = () =>
    modal.confirm({
      title: t('logout.title'),
      content: t('logout.confirm'),
      // clears menus, tabs, lock and the token cookies, then returns to /home (SPEC §2; core's endSession)
      onOk: logout,
    });
  return (
    <Dropdown
      {...keyboard.dropdown}
      menu={{
        items: [
          { key: 'profile', label: t('topbar.profile') },
          { type: 'divider' },
          { key: 'logout', label: t('login.logout') },
        ],
        onClick: ({ key }) => {
          keyboard.close();
          if (key === 'profile') navigate('/info/index');
          else confirmLogout();
        },
      }}
    >
      <Button
        type="text"
        className="lx-topbar-button lx-user"
        data-testid="user-menu"
        onKeyDown={keyboard.onKeyDown}
        aria-label={`${userName}${t('topbar.userSuffix')}`}
      >
        <img className="lx-avatar" src={userAvatar(user) ?? DEFAULT_AVATAR} alt="" />
        <span className="lx-user-name">{userName}</span>
      </Button>
    </Dropdown>
  );
}

/** The right-hand side of the top bar; the home page, whose top bar is hidden, shows it in its header. */
export function TopBarRight({ menus }: { menus: MenuNode[] }) {
  return (
    <div className="lx-topbar-right">
      <MenuSearch menus={menus} />
      <TopBarTools />
      <LanguageMenu />
      <UserMenu />
    </div>
  );
}

export function TopBar({
  type,
  menus,
  collapsed,
  onToggle,
}: {
  type: MenuType | undefined;
  menus: MenuNode[];
  collapsed: boolean;
  onToggle: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Layout.Header className="lx-topbar">
      {onToggle && (
        <Button
          type="text"
          className="lx-topbar-button lx-sider-toggle"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
          aria-label={t(collapsed ? 'sider.expand' : 'sider.collapse')}
          aria-expanded={!collapsed}
        />
      )}
      <div className="lx-logo">{t('product')}</div>
      <nav className="lx-centre-tabs" aria-label={t('centre.tabs')}>
        {MENU_TYPES.map((menuType) => {
          const path = firstPath(menus, menuType);
          const centre = CENTRE_OF_TYPE[menuType];
          return (
            <button
              key={centre}
              type="button"
              className={menuType === type ? 'active' : undefined}
              aria-current={menuType === type ? 'page' : undefined}
              disabled={!path}
              onClick={() => {
                // SPEC §2: each jumps to the first path of its menu type and filters the sidebar
                setMenuType(menuType);
                if (path) navigate(path);
              }}
            >
              {t(`centre.${centre}`)}
            </button>
          );
        })}
      </nav>
      <TopBarRight menus={menus} />
    </Layout.Header>
  );
}
