/**
 * The top bar (SPEC §2 "Top bar and shell"): the four centre tabs, menu search, the shell's tools,
 * language switcher and the user menu with the logout confirmation; and the home page's header.
 */
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import {
  LANGUAGES,
  logout,
  type MenuNode,
  type MenuType,
  PROFILE_PATH,
  setLanguage,
  userAvatar,
} from '@lingxi/core';
import { useFeedback, useSession } from '@lingxi/ui';
import { Button, Dropdown, type DropdownProps, Layout } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CentreTabs } from './CentreTabs';
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
  const { modal } = useFeedback();
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
          if (key === 'profile') navigate(PROFILE_PATH);
          // once the key that chose the entry is done: the Enter that opens the confirmation must not
          // also reach the button the confirmation focuses (it was seen closing it at once)
          else setTimeout(confirmLogout);
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

/** The right-hand side of the top bar and of the home page's header. */
export function TopBarRight({ menus }: { menus: MenuNode[] }) {
  return (
    <div className="lx-topbar-right">
      <MenuSearch menus={menus} />
      <TopBarTools menus={menus} />
      <LanguageMenu />
      <UserMenu />
    </div>
  );
}

/**
 * The top bar of a centre's pages. On phones (below 768 px, SPEC §9) there is no room for the logo,
 * the centre tabs and a sidebar: a menu button opens the drawer that holds them (see Console.tsx).
 */
export function TopBar({
  type,
  menus,
  collapsed,
  onToggle,
  onOpenMenu,
}: {
  type: MenuType | undefined;
  menus: MenuNode[];
  collapsed: boolean;
  /** collapses the sidebar; absent on phones, which have a drawer instead */
  onToggle: (() => void) | undefined;
  /** opens the phone drawer; absent where there is a sidebar */
  onOpenMenu: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Layout.Header className="lx-topbar">
      {onOpenMenu && (
        <Button
          type="text"
          className="lx-topbar-button lx-menu-button"
          icon={<MenuOutlined />}
          onClick={onOpenMenu}
          aria-label={t('sider.open')}
          aria-haspopup="dialog"
        />
      )}
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
      {onOpenMenu ? <div className="lx-topbar-gap" /> : <CentreTabs menus={menus} type={type} />}
      <TopBarRight menus={menus} />
    </Layout.Header>
  );
}

/**
 * The home page's header (SPEC §2: menu and centre tabs are hidden there): the logo and the user's
 * tools, at the top of the window like the top bar it replaces.
 */
export function HomeHeader({ menus }: { menus: MenuNode[] }) {
  const { t } = useTranslation();
  return (
    <Layout.Header className="lx-home-header">
      <div className="lx-logo">{t('product')}</div>
      <div className="lx-topbar-gap" />
      <TopBarRight menus={menus} />
    </Layout.Header>
  );
}
