/**
 * Start-up. Without a session the login screen renders on its own: the router, react-i18next and the
 * component library load only once the user is in (DEVELOPERS.md performance targets). Once the user
 * starts typing, the console's code loads; once they submit, menus and the target centre follow side by
 * side instead of one after the other.
 */
import {
  CENTRE_OF_TYPE,
  captureErrors,
  endSession,
  frameLogin,
  type GuardDecision,
  guardRoute,
  HOME_PATH,
  initI18n,
  isShellPage,
  LOGIN_PATH,
  loadRuntimeConfig,
  loadWorkspace,
  sessionStore,
  typeOfPath,
} from '@lingxi/core';
import { createRoot, type Root } from 'react-dom/client';
import { LoginPage, redirectTarget } from './LoginPage';
import { publicMessages } from './messages';
import { antdStyles, loadApp, loadConsole } from './parts';
import { Toasts } from './Toasts';
import { guardState } from './token';
import './public.css';

/** The centre the user most likely works in: the one of the menu type they last used, else the system centre. */
const likelyCentre = () => CENTRE_OF_TYPE[sessionStore.getState().menuType] ?? CENTRE_OF_TYPE[''];

/**
 * With the token, while the console's code is still arriving: the menus, and beside them what the page
 * at `path` (an address with its query string) shows first, from the likely centre, so that the
 * console is drawn once with the page's rows (`loadWorkspace`'s `alongside`); once the menus name the
 * centre that owns the page, from that one (nothing is asked twice).
 */
function prepareWorkspace(path: string) {
  const remotes = import(/* webpackChunkName: "remotes" */ '../console/remotes');
  const route = path.split('?')[0] as string;
  // the shell's own pages need no centre
  const firstPage = isShellPage(route)
    ? undefined
    : remotes.then((loaded) => loaded.preloadCentre(likelyCentre(), path, true));
  loadWorkspace(firstPage)
    .then(async () => {
      const type = typeOfPath(sessionStore.getState().menus ?? [], route);
      if (type !== undefined) (await remotes).preloadCentre(CENTRE_OF_TYPE[type], path, true);
    })
    .catch(() => undefined); // the layout asks again and shows the failure
}

/**
 * While the password is typed: the likely centre, with the code of the page the login returns to when
 * that centre has it. Only code: the data and the menus that decide need the token.
 */
let prefetched = false;
/** The addresses that open the home page (`/` and `/home` lead to it). */
const HOME_ROUTES = ['/', '/home', HOME_PATH];
function prefetchFirstCentre() {
  if (prefetched) return;
  prefetched = true;
  import(/* webpackChunkName: "remotes" */ '../console/remotes')
    .then((remotes) => remotes.preloadCentre(likelyCentre(), redirectTarget()))
    .catch(() => undefined); // the console loads it again after the login and reports a failure
}

async function renderApp(root: Root) {
  // code the login page asked for early and failed to get (a network blip while typing) is asked again
  loadApp.forgetFailure();
  loadConsole.forgetFailure();
  // antd's styles before antd first draws, so it does not write them itself
  const [{ App }] = await Promise.all([loadApp(), antdStyles.ready()]);
  root.render(<App />);
}

/** Where the light login page renders when the guard's answer is the login page; null otherwise. */
function loginAddress(decision: GuardDecision, pathname: string, search: string): string | null {
  switch (decision.action) {
    case 'logout':
      return LOGIN_PATH;
    case 'redirect':
      return decision.to.startsWith(LOGIN_PATH) ? decision.to : null;
    case 'allow': // only a visitor without a session is allowed on the login page
      return pathname === LOGIN_PATH ? pathname + search : null;
    default:
      return null;
  }
}

async function start() {
  await Promise.all([
    loadRuntimeConfig('/lingxi.config.json', window.__LINGXI_CONFIG__),
    initI18n(publicMessages),
  ]);
  captureErrors(window); // SPEC §8: uncaught errors go to the local log, from the first page on
  const element = document.getElementById('root');
  if (!element) return;
  const root = createRoot(element);
  // SPEC §2: an isFrame query with account and password logs in by itself and goes to /.
  if (await frameLogin(window.location.search).catch(() => false)) {
    window.history.replaceState(null, '', '/');
  }
  // SPEC §2 route guard: without a session the light login page renders on its own, at the address the
  // guard gives (`/login?redirect=…`); everything else is the router's.
  const { pathname, search } = window.location;
  const decision = guardRoute({ path: pathname, search }, guardState());
  if (decision.action === 'logout') endSession('staleCookie');
  const loginHref = loginAddress(decision, pathname, search);
  if (loginHref === null) {
    if (sessionStore.getState().token) prepareWorkspace(pathname + search);
    await renderApp(root);
    return;
  }
  window.history.replaceState(null, '', loginHref);
  root.render(
    <>
      <Toasts />
      <LoginPage
        onIntent={() => {
          void loadApp();
          antdStyles.prefetch();
          prefetchFirstCentre();
          // the console's components draw out of sight while the user types (their styles from the sheet)
          Promise.all([loadConsole(), antdStyles.ready()])
            .then(([module]) => {
              module.warmUp(true); // inside this page, hidden: laid out as well as styled
              // the home page's code and the parts it draws at once, when the login returns there
              if (HOME_ROUTES.includes(redirectTarget().split('?')[0] as string))
                module.loadHome().catch(() => undefined);
            })
            .catch(() => undefined); // the router reports a console that fails to load
        }}
        onLoggedIn={(target) => {
          prepareWorkspace(target);
          window.history.replaceState(null, '', target);
          void renderApp(root);
        }}
      />
    </>,
  );
}

void start();
