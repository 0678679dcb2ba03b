/**
 * The shell's routes (SPEC §2 "Public routes"). Public pages are light (no component library);
 * everything behind the login is the lazily loaded console.
 */
import { endSession, guardRoute, HOME_PATH, i18n, LOCK_PATH, LOGIN_PATH, navigation } from '@lingxi/core';
import { type ReactNode, Suspense, use, useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { ErrorPage } from './ErrorPage';
import { LoginPage } from './LoginPage';
import { ProgressBar } from './ProgressBar';
import { loadConsole, loadLockPage } from './parts';
import { Toasts } from './Toasts';
import { guardState, sessionKey, subscribeSession } from './token';

/** Code the login page may already have loaded renders at once; otherwise the Suspense fallback shows. */
function Console() {
  const { default: Page } = use(loadConsole());
  return <Page />;
}
function LockPage() {
  const { default: Page } = use(loadLockPage());
  return <Page />;
}

/** Core asks for navigation (e.g. `/login` after a 401); the router performs it. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => navigation.subscribe((path) => navigate(path, { replace: true })), [navigate]);
  return null;
}

/**
 * SPEC §2 route guard, asked of core before any route shows: redirects, a local logout, or the page.
 * The console asks again with the menus (tabs, 403/404 and the window title).
 */
function Guard({ children }: { children: ReactNode }) {
  useSyncExternalStore(subscribeSession, sessionKey);
  const { pathname, search } = useLocation();
  const decision = guardRoute({ path: pathname, search }, guardState());
  useLayoutEffect(() => {
    if (decision.action === 'logout') endSession('staleCookie');
  }, [decision.action]);
  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'logout') return null; // endSession opens the login page
  return children;
}

function LoginRoute() {
  const navigate = useNavigate();
  return <LoginPage onLoggedIn={(target) => navigate(target, { replace: true })} />;
}

const boot = <div className="lx-boot">…</div>;

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      {/* Navigations are urgent updates, not transitions: a transition yields to every urgent update,
          so while the page animates (a button's wave, a drawer) a list's new address could wait seconds
          to render, and an export or a click in between read the old filters. */}
      <BrowserRouter useTransitions={false}>
        <ProgressBar />
        {/* One place shows core's notices on every route, so a notice raised as the console closes
            (a 401, a changed password) is still read on the login page. */}
        <Toasts />
        <NavigationBridge />
        <Routes>
          <Route
            path={LOGIN_PATH}
            element={
              <Guard>
                <LoginRoute />
              </Guard>
            }
          />
          {(['404', '403', '500'] as const).map((code) => (
            <Route
              key={code}
              path={`/${code}`}
              element={
                <Guard>
                  <ErrorPage code={code} />
                </Guard>
              }
            />
          ))}
          <Route
            path={LOCK_PATH}
            element={
              <Guard>
                <Suspense fallback={boot}>
                  <LockPage />
                </Suspense>
              </Guard>
            }
          />
          <Route path="/" element={<Navigate to="/home" replace />} />
          <Route path="/home" element={<Navigate to={HOME_PATH} replace />} />
          <Route
            path="*"
            element={
              <Guard>
                <Suspense fallback={boot}>
                  <Console />
                </Suspense>
              </Guard>
            }
          />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  );
}
