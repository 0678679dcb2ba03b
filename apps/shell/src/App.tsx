/**
 * The shell's routes (SPEC §2 "Public routes"). Public pages are light (no component library);
 * everything behind the login is the lazily loaded console.
 */
import { activeHref, i18n, LOCK_PATH, navigation, sessionStore, tabsStore } from '@lingxi/core';
import { Suspense, use, useEffect, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { LoginPage } from './login/LoginPage';
import { ProgressBar } from './ProgressBar';
import { ErrorPage } from './pages/ErrorPage';
import { loadConsole, loadLockPage } from './parts';
import { Toasts } from './Toasts';
import { currentToken, subscribeToken } from './token';

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

/** SPEC §2 route guard: unauthenticated users go to /login, remembering where they were going. */
const subscribeLock = (listener: () => void) => sessionStore.subscribe(listener);
const currentLock = () => sessionStore.getState().locked;

function Guarded() {
  const token = useSyncExternalStore(subscribeToken, currentToken);
  const locked = useSyncExternalStore(subscribeLock, currentLock);
  const location = useLocation();
  if (!token) {
    const redirect = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  // SPEC §2: while the screen is locked, every route redirects to /lock.
  if (locked) return <Navigate to={LOCK_PATH} replace />;
  return (
    <Suspense fallback={<div className="lx-boot">…</div>}>
      <Console />
    </Suspense>
  );
}

function LoginRoute() {
  const token = useSyncExternalStore(subscribeToken, currentToken);
  const navigate = useNavigate();
  // SPEC §2: an authenticated user opening /login goes to /.
  return token ? (
    <Navigate to="/" replace />
  ) : (
    <LoginPage onLoggedIn={(target) => navigate(target, { replace: true })} />
  );
}

/** The lock screen: only with a session, and only while locked (otherwise back to the pages). */
function LockRoute() {
  const token = useSyncExternalStore(subscribeToken, currentToken);
  const locked = useSyncExternalStore(subscribeLock, currentLock);
  if (!token) return <Navigate to="/login" replace />;
  if (!locked) return <Navigate to={activeHref(tabsStore.getState())} replace />; // back to the page that was open
  return (
    <Suspense fallback={<div className="lx-boot">…</div>}>
      <LockPage />
    </Suspense>
  );
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <ProgressBar />
        {/* One place shows core's notices on every route, so a notice raised as the console closes
            (a 401, a changed password) is still read on the login page. */}
        <Toasts />
        <NavigationBridge />
        <Routes>
          <Route path="/login" element={<LoginRoute />} />
          {(['404', '403', '500'] as const).map((code) => (
            <Route key={code} path={`/${code}`} element={<ErrorPage code={code} />} />
          ))}
          <Route path={LOCK_PATH} element={<LockRoute />} />
          <Route path="/" element={<Navigate to="/home" replace />} />
          <Route path="/home" element={<Navigate to="/home/index" replace />} />
          <Route path="*" element={<Guarded />} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  );
}
