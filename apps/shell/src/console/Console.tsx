/**
 * Everything behind the login (SPEC §2 "Top bar and shell"): top bar with the four centre tabs, the
 * sidebar of the current centre, page tabs, and the content area where the centre's pages render.
 * Loaded lazily, so the login page stays free of the component library.
 */

import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import {
  CENTRE_OF_TYPE,
  findByPath,
  firstPath,
  LANGUAGES,
  logout,
  MENU_TYPES,
  type MenuNode,
  type MenuType,
  menusOfType,
  setLanguage,
  typeOfPath,
} from '@lingxi/core';
import {
  ConsoleProviders,
  ensureUiMessages,
  LoadFailed,
  menuItems,
  useSession,
  useWorkspace,
} from '@lingxi/ui';
import { App, Button, Dropdown, Layout, Menu, Spin, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { CentreView } from './CentreView';
import { HomePage } from './HomePage';
import './console.css';

ensureUiMessages();

const HOME = '/home/index';

interface PageTab {
  path: string;
  label: string;
}

function TopBar({
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
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const user = useSession((state) => state.userInfo);
  const avatar = user?.avatar && /^https?:\/\//.test(user.avatar) ? user.avatar : undefined;
  const confirmLogout = () =>
    modal.confirm({
      title: t('logout.title'),
      content: t('logout.confirm'),
      onOk: async () => {
        await logout();
        navigate('/home', { replace: true });
      },
    });
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
      <nav className="lx-centre-tabs" aria-label="centres">
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
              onClick={() => path && navigate(path)}
            >
              {t(`centre.${centre}`)}
            </button>
          );
        })}
      </nav>
      <div className="lx-topbar-right">
        <Dropdown
          menu={{
            items: LANGUAGES.map((lng) => ({
              key: lng,
              label: t(`language.${lng}`),
              disabled: i18n.language === lng,
            })),
            onClick: ({ key }) => void setLanguage(key === 'en' ? 'en' : 'zh'),
          }}
        >
          <Button type="text" className="lx-topbar-button">
            {t(`language.${i18n.language === 'en' ? 'en' : 'zh'}`)}
          </Button>
        </Dropdown>
        <Dropdown menu={{ items: [{ key: 'logout', label: t('login.logout') }], onClick: confirmLogout }}>
          <Button type="text" className="lx-topbar-button lx-user" data-testid="user-menu">
            <span className="lx-avatar">
              {avatar ? <img src={avatar} alt="" /> : (user?.real_name || user?.user_name || '?').slice(0, 1)}
            </span>
            {user?.real_name || user?.user_name}
          </Button>
        </Dropdown>
      </div>
    </Layout.Header>
  );
}

function Workspace({ menus }: { menus: MenuNode[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const instanceId = useSession((state) => state.instanceId);
  const pathType = pathname === HOME ? undefined : typeOfPath(menus, pathname);
  const [type, setType] = useState<MenuType>(pathType ?? '');
  const [tabs, setTabs] = useState<PageTab[]>([]);
  const [collapsed, setCollapsed] = useState(false);

  // The sidebar follows the centre of the open page (SPEC §4 "Menu type").
  useEffect(() => {
    if (pathType !== undefined) setType(pathType);
  }, [pathType]);

  const page = findByPath(menus, pathname);
  useEffect(() => {
    const label = page?.name;
    if (!label) return;
    document.title = `${label} - ${t('product')}`;
    // SPEC §4: adding a tab skips the home page and duplicates.
    setTabs((open) =>
      open.some((tab) => tab.path === pathname) ? open : [...open, { path: pathname, label }],
    );
  }, [page, pathname, t]);

  const sideItems = useMemo(() => menuItems(menusOfType(menus, type)), [menus, type]);

  if (pathname !== HOME && !page) return <Navigate to="/404" replace />;
  const centre = pathType === undefined ? undefined : CENTRE_OF_TYPE[pathType];

  const closeTab = (path: string) => {
    const index = tabs.findIndex((tab) => tab.path === path);
    const rest = tabs.filter((tab) => tab.path !== path);
    setTabs(rest);
    if (path === pathname) navigate(rest[Math.max(0, index - 1)]?.path ?? HOME);
  };

  return (
    <Layout className="lx-console" data-session-instance={instanceId}>
      <TopBar
        type={pathType}
        menus={menus}
        collapsed={collapsed}
        onToggle={pathname === HOME ? undefined : () => setCollapsed((value) => !value)}
      />
      <Layout>
        {pathname !== HOME && (
          <Layout.Sider
            theme="light"
            width={220}
            collapsible
            trigger={null}
            collapsed={collapsed}
            onBreakpoint={setCollapsed}
            breakpoint="md"
            collapsedWidth={0}
            className="lx-sider"
          >
            <Menu
              mode="inline"
              items={sideItems}
              selectedKeys={[pathname]}
              defaultOpenKeys={sideItems.map((item) => item.key)}
              onClick={({ key }) => navigate(key)}
            />
          </Layout.Sider>
        )}
        <Layout.Content className="lx-content">
          <Tabs
            className="lx-page-tabs"
            type="editable-card"
            hideAdd
            activeKey={pathname}
            onChange={(key) => navigate(key)}
            onEdit={(key, action) => action === 'remove' && typeof key === 'string' && closeTab(key)}
            items={[
              { key: HOME, label: t('home.title'), closable: false },
              ...tabs.map((tab) => ({ key: tab.path, label: tab.label, closable: true })),
            ]}
          />
          <div className="lx-page">
            {pathname === HOME ? <HomePage /> : centre && <CentreView centre={centre} />}
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

function ConsoleBody() {
  const { menus, failed, retry } = useWorkspace();
  if (failed) return <LoadFailed onRetry={retry} />;
  if (menus === null) return <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
  return <Workspace menus={menus} />;
}

export default function Console() {
  return (
    <ConsoleProviders>
      <ConsoleBody />
    </ConsoleProviders>
  );
}
