/**
 * The shell's routes (SPEC §2 "Public routes"). Public pages are light (no component library);
 * everything behind the login is the lazily loaded console.
 */
import { i18n, navigation } from '@lingxi/core';
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { LoginPage } from './login/LoginPage';
import { ErrorPage } from './pages/ErrorPage';
import { Toasts } from './Toasts';
import { currentToken, subscribeToken } from './token';

const Console = lazy(() => import(/* webpackChunkName: "console" */ './console/Console'));

/** Core asks for navigation (e.g. `/login` after a 401); the router performs it. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => navigation.subscribe((path) => navigate(path, { replace: true })), [navigate]);
  return null;
}

function Public({ children }: { children: ReactNode }) {
  return (
    <>
      <Toasts />
      {children}
    </>
  );
}

/** SPEC §2 route guard: unauthenticated users go to /login, remembering where they were going. */
function Guarded() {
  const token = useSyncExternalStore(subscribeToken, currentToken);
  const location = useLocation();
  if (!token) {
    const redirect = location.pathname + location.search;
    return <Navigate to={`/login?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
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

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <NavigationBridge />
        <Routes>
          <Route
            path="/login"
            element={
              <Public>
                <LoginRoute />
              </Public>
            }
          />
          {(['404', '403', '500'] as const).map((code) => (
            <Route
              key={code}
              path={`/${code}`}
              element={
                <Public>
                  <ErrorPage code={code} />
                </Public>
              }
            />
          ))}
          <Route path="/" element={<Navigate to="/home" replace />} />
          <Route path="/home" element={<Navigate to="/home/index" replace />} />
          <Route path="*" element={<Guarded />} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  );
}
