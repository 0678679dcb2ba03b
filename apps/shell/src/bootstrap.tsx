/**
 * Start-up. Without a session the login screen renders on its own: the router, react-i18next and the
 * component library load only once the user is in (DEVELOPERS.md performance targets).
 */
import { initI18n, loadRuntimeConfig, sessionStore } from '@lingxi/core';
import { createRoot, type Root } from 'react-dom/client';
import { LoginPage } from './login/LoginPage';
import { shellMessages } from './messages';
import { Toasts } from './Toasts';
import './public.css';

const PUBLIC_PAGES = ['/404', '/403', '/500'];

async function renderApp(root: Root) {
  const { App } = await import('./App');
  root.render(<App />);
}

async function start() {
  await Promise.all([
    loadRuntimeConfig(),
    initI18n({ zh: { translation: shellMessages.zh }, en: { translation: shellMessages.en } }),
  ]);
  const element = document.getElementById('root');
  if (!element) return;
  const root = createRoot(element);
  const { pathname, search } = window.location;
  if (sessionStore.getState().token || PUBLIC_PAGES.includes(pathname)) {
    await renderApp(root);
    return;
  }
  // SPEC §2 route guard: unauthenticated users go to /login, remembering where they were going.
  if (pathname !== '/login') {
    const redirect = pathname === '/' ? '' : `?redirect=${encodeURIComponent(pathname + search)}`;
    window.history.replaceState(null, '', `/login${redirect}`);
  }
  root.render(
    <>
      <Toasts />
      <LoginPage
        onLoggedIn={(target) => {
          window.history.replaceState(null, '', target);
          void renderApp(root);
        }}
      />
    </>,
  );
}

void start();
