/**
 * Everything behind the login (SPEC §2 "Top bar and shell", "Route guard"): top bar with the four
 * centre tabs, the sidebar of the current centre, page tabs, and the content area where the centre's
 * pages render. Loaded lazily, so the login page stays free of the component library.
 */
import {
  addMessages,
  CENTRE_OF_TYPE,
  dispatchTabs,
  entryOfRoute,
  FRAME_ROUTE,
  guardRoute,
  HOME_PATH,
  type MenuNode,
  menuName,
  menusOfType,
  PROFILE_PATH,
  sessionStore,
  setMenuType,
  sidebarHidden,
  type Tab,
  typeOfPath,
  windowTitle,
} from '@lingxi/core';
import {
  ConsoleProviders,
  ensureUiMessages,
  iconOf,
  LoadFailed,
  lazyWhole,
  type MenuItem,
  menuItems,
  useMenuTexts,
  useSession,
  useWorkspace,
} from '@lingxi/ui';
import { Drawer, Layout, Menu, Spin } from 'antd';
import { Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { FramePage } from '../pages/FramePage';
import { pageMessages } from '../pages/messages';
import { guardState } from '../public/token';
import { CentreTabs } from './CentreTabs';
import { CentreView } from './CentreView';
import { CONTENT_ID, focusPageContent } from './focus';
import { useConsoleServices, usePageIntent, useScreenClass } from './hooks';
import { consoleMessages } from './messages';
import { PageTabs } from './PageTabs';
import { ReleaseNotice, useReleaseWatch } from './ReleaseNotice';
import { HomeHeader, TopBar } from './TopBar';
import { toolMessages } from './tools/messages';
import { useShellTheme } from './tools/theme';
import { leaveDocument, warmUp } from './warmUp';
import './console.css';

export { warmUp }; // the login page starts it while the user types

// The texts of the console, its tools and the shell's pages, registered as the console's code arrives.
ensureUiMessages();
addMessages(consoleMessages);
addMessages(toolMessages);
addMessages(pageMessages);

/** The home page's code; the login page asks for it while the password is typed when the login returns there. */
export const loadHome = () => import(/* webpackChunkName: "home" */ '../pages/HomePage');
// pages of the shell loaded when opened, with the parts of antd they draw at once (their `partsReady`)
const HomePage = lazyWhole(loadHome, (m) => m.HomePage);
const ProfilePage = lazyWhole(
  () => import(/* webpackChunkName: "profile" */ '../pages/ProfilePage'),
  (m) => m.default,
);

/** The sidebar opens the group of the current page (all of them when none holds it). */
function openGroups(items: MenuItem[], selected: string): string[] {
  const holds = (item: MenuItem): boolean =>
    item.key === selected || ('children' in item && item.children.some(holds));
  const groups = items.filter((item) => 'children' in item);
  const current = groups.filter(holds);
  return (current.length ? current : groups).map((item) => item.key);
}

function Workspace({ menus }: { menus: MenuNode[] }) {
  const { t } = useTranslation();
  const texts = useMenuTexts();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname, search } = location;
  const instanceId = useSession((state) => state.instanceId);
  // the guard reads the token and the lock: it is asked again when they change
  useSession((state) => state.token);
  useSession((state) => state.locked);
  const storedType = useSession((state) => state.menuType);
  const screen = useScreenClass();
  useReleaseWatch(); // issue 24: the config checked on navigation and on a timer
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const pathType = typeOfPath(menus, pathname);
  const type = pathType ?? storedType;

  const shellLabel =
    pathname === PROFILE_PATH
      ? t('topbar.profile')
      : pathname === FRAME_ROUTE
        ? (new URLSearchParams(search).get('name') ?? '')
        : undefined;
  const decision = guardRoute({ path: pathname, search, label: shellLabel }, guardState(menus));

  // The sidebar and the top tab follow the centre of the open page, also on browser back (SPEC §4).
  useEffect(() => {
    if (pathType !== undefined && pathType !== sessionStore.getState().menuType) setMenuType(pathType);
  }, [pathType]);

  const tab = decision.action === 'allow' ? decision.tab : null;
  // the tab this page opens (the home page's is the fixed first one): the bar shows it from this drawing
  // on, and the effect below stores it
  const opening: Tab | undefined =
    tab ??
    (decision.action === 'allow' && pathname === HOME_PATH ? { label: '', value: HOME_PATH } : undefined);
  const entry = entryOfRoute(menus, pathname, search);
  // what the user reads: a menu page's name in the interface language (SPEC §3 meta.i18n)
  const label = entry ? menuName(entry, texts) : decision.action === 'allow' ? decision.label : '';
  /** A page tab's label in the interface language: re-labelled when the language switches. */
  const tabLabel = (open: Tab) => {
    const page = entryOfRoute(menus, open.value, new URLSearchParams(open.query).toString());
    if (page) return menuName(page, texts);
    return open.value === PROFILE_PATH ? t('topbar.profile') : open.label;
  };
  const tabKey = tab ? `${tab.value}?${new URLSearchParams(tab.query)}#${tab.label}` : '';
  // tabKey stands for the tab's content: the effect runs when what the tab shows changes, and after every
  // navigation (a new location): closing a tab and going back to its page at once may commit no render
  // in between, so the page comes back with the tabKey of its last commit although its tab was closed
  useEffect(() => {
    if (decision.action !== 'allow') return;
    if (opening) dispatchTabs({ type: 'open', tab: opening });
    document.title = windowTitle(pathname, label, {
      product: t('product'),
      login: t('login.title'),
    });
  }, [tabKey, location, pathname, decision.action, label, t]);

  const intent = usePageIntent(menus);
  const sideItems = useMemo(
    () => menuItems(menusOfType(menus, type), iconOf, texts, intent),
    [menus, type, texts, intent],
  );

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  // a stale session is ended by the route guard around the console; the menus are loaded here
  if (decision.action !== 'allow') return null;

  const home = pathname === HOME_PATH;
  const phone = sidebarHidden(screen);
  const showSider = !home && !phone;
  const selected = pathname === FRAME_ROUTE ? `${pathname}${search}` : pathname;
  let content = null;
  if (home) content = <HomePage />;
  else if (pathname === PROFILE_PATH) content = <ProfilePage />;
  else if (pathname === FRAME_ROUTE) content = <FramePage />;
  else if (pathType !== undefined) content = <CentreView centre={CENTRE_OF_TYPE[pathType]} />;

  /** `iconsOnly`: the collapsed sidebar, where a first-level item shows its icon alone. */
  const sideMenu = ({
    onNavigate,
    iconsOnly = false,
  }: {
    onNavigate?: () => void;
    iconsOnly?: boolean;
  } = {}) => (
    <Menu
      key={type} // a centre's groups start open when the centre is switched to
      mode="inline"
      items={sideItems}
      // an item's name as a tooltip only where it shows its icon alone: antd otherwise wraps every item in
      // a tooltip that never opens (a trigger each in the console's first drawing)
      tooltip={iconsOnly ? undefined : false}
      selectedKeys={[selected]}
      defaultOpenKeys={openGroups(sideItems, selected)}
      onClick={({ key }) => {
        // the page's code and first list leave together, and the page is drawn once both are here; the
        // phone's drawer closes then, with the page it opens
        intent.open(key, () => {
          navigate(key);
          onNavigate?.();
        });
      }}
    />
  );

  return (
    <Layout className="lx-console" data-session-instance={instanceId} data-screen={screen}>
      <SkipLink />
      <ReleaseNotice />
      {/* SPEC §2: menu and centre tabs are hidden on the home page; its header carries the tools */}
      {home ? (
        <HomeHeader menus={menus} />
      ) : (
        <TopBar
          type={type}
          menus={menus}
          collapsed={collapsed}
          onToggle={phone ? undefined : () => setCollapsed((value) => !value)}
          onOpenMenu={phone ? () => setDrawerOpen(true) : undefined}
        />
      )}
      {/* phones: the sidebar is hidden (SPEC §2); the centres and the centre's menu open in a drawer */}
      {phone && !home && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={288}
          title={t('product')}
          className="lx-menu-drawer"
        >
          <CentreTabs menus={menus} type={type} layout="list" />
          {sideMenu({ onNavigate: () => setDrawerOpen(false) })}
        </Drawer>
      )}
      <Layout>
        {showSider && (
          <Layout.Sider
            theme="light"
            width={220}
            collapsible
            trigger={null}
            collapsed={collapsed}
            collapsedWidth={64}
            className="lx-sider"
          >
            {sideMenu({ iconsOnly: collapsed })}
          </Layout.Sider>
        )}
        <Layout.Content className="lx-content">
          <PageTabs labelOf={tabLabel} opening={opening} />
          <div className="lx-page" id={CONTENT_ID} tabIndex={-1}>
            <Suspense fallback={<Spin style={{ display: 'block', margin: '15vh auto' }} />}>
              {content}
            </Suspense>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** The first tab stop (issue 11, WCAG 2.4.1): past the top bar, sidebar and page tabs to the page. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="lx-skip-link"
      href={`#${CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault(); // no history entry: the router would take a #fragment for a navigation
        focusPageContent();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}

function ConsoleBody({ themeClass }: { themeClass: string }) {
  const { menus, failed, retry } = useWorkspace();
  useConsoleServices(menus !== null);
  useEffect(warmUp, []); // after a reload with a session: the pages opened next draw sooner
  useLayoutEffect(leaveDocument, []); // the login page's warm-up leaves as the console's first frame draws
  let body = <Workspace menus={menus ?? []} />;
  if (failed) body = <LoadFailed onRetry={retry} />;
  else if (menus === null) body = <Spin size="large" style={{ display: 'block', margin: '30vh auto' }} />;
  return <div className={`lx-theme-root ${themeClass}`}>{body}</div>;
}

export default function Console() {
  const theme = useShellTheme();
  return (
    <ConsoleProviders theme={theme.config} notices={false}>
      <ConsoleBody themeClass={theme.className} />
    </ConsoleProviders>
  );
}
