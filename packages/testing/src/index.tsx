/**
 * The page harness (issue 18 "Pages tested at the page layer"), in the manner of react-admin's
 * `AdminContext` + `testDataProvider`: `renderPage` runs a centre's real page under the console's
 * providers (antd, i18n, a fresh query cache), in a memory router, signed in as a seeded user against the
 * real gateway the global setup started; `requests` records what reached the server.
 */

import {
  getConfig,
  http,
  i18n,
  initI18n,
  loadWorkspace,
  type MenuNode,
  type Permissions,
  sessionStore,
  setConfig,
  storeTokens,
} from '@lingxi/core';
import { type Centre, ConsoleProviders, ensureUiMessages } from '@lingxi/ui';
import {
  BehaviourStyles,
  consoleQueryClient,
  installBehaviourStyles,
  installDomShims,
  stubMatchMedia,
  TEST_THEME,
} from '@lingxi/ui/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axios, { type AxiosAdapter, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, inject } from 'vitest';
import type { UserKey } from './users';

export { USERS, type UserKey } from './users';

/** One call as it left the console's HTTP client for the gateway. */
export interface RecordedRequest {
  method: string;
  /** The path under the API base, e.g. `/lingxi-system/post/list`. */
  path: string;
  /** The query string's parameters. */
  query: Record<string, string>;
  /** The body: parsed JSON, a form's fields, or undefined. */
  body: unknown;
  /** The HTTP status of the answer; undefined while none has come (or none came). */
  status?: number;
  /** The answer's body as the client read it (the R<T> envelope, a token, a blob). */
  answer?: unknown;
}

function bodyOf(data: unknown): unknown {
  if (data == null || data === '') return undefined;
  if (typeof data === 'string') {
    try {
      return JSON.parse(data);
    } catch {
      return data;
    }
  }
  if (data instanceof URLSearchParams) return Object.fromEntries(data);
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    return Object.fromEntries([...data.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]));
  }
  return data;
}

const log: RecordedRequest[] = [];

function matches(call: RecordedRequest, path: string | RegExp, method?: string): boolean {
  const pathMatches = typeof path === 'string' ? call.path.endsWith(path) : path.test(call.path);
  return pathMatches && (!method || call.method === method.toUpperCase());
}

/** What reached the server since the page was rendered (or since `clear`). */
export const requests = {
  all: (): readonly RecordedRequest[] => [...log],
  /** The calls whose path ends with `path` (or matches it), of one method when given. */
  to: (path: string | RegExp, method?: string) => log.filter((call) => matches(call, path, method)),
  /** The last such call. */
  last: (path: string | RegExp, method?: string) => log.filter((call) => matches(call, path, method)).at(-1),
  /** Waits for a call (after the `after`-th such one) and answers it. */
  async next(path: string | RegExp, method?: string, after = 0): Promise<RecordedRequest> {
    return waitFor(() => {
      const found = log.filter((call) => matches(call, path, method));
      if (found.length <= after) throw new Error(`no ${method ?? ''} call to ${path} yet`);
      return found[found.length - 1] as RecordedRequest;
    });
  },
  clear: () => {
    log.length = 0;
  },
};

let ready: Promise<void> | undefined;

/**
 * Points the console's client at the run's gateway, loads the texts and what antd needs from a window.
 * Once per test file (each file is a fresh module graph).
 */
function prepare(): Promise<void> {
  ready ??= (async () => {
    const { gatewayUrl, config } = inject('lingxiPages');
    setConfig({ ...config, apiBase: `${gatewayUrl}/api` });
    await initI18n();
    ensureUiMessages();
    stubMatchMedia(); // antd reads `window.matchMedia`; happy-dom leaves it out
    installDomShims(); // DOMPurify (rich text shown sanitised) as in a browser: see @lingxi/ui's domShims.ts
    // Recorded at the adapter: after the console's interceptors and serialisation, as the server gets it.
    const send = axios.getAdapter(http.defaults.adapter);
    const recording: AxiosAdapter = (request: InternalAxiosRequestConfig) => {
      // a relative address (an attachment's link) is the console's own origin, which the gateway serves
      if (!/^https?:\/\//.test(http.getUri(request))) request.baseURL = gatewayUrl;
      const url = new URL(http.getUri(request));
      const base = new URL(`${gatewayUrl}/api`).pathname;
      const call: RecordedRequest = {
        method: (request.method ?? 'get').toUpperCase(),
        path: url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: bodyOf(request.data),
      };
      if (!(request as { readBack?: boolean }).readBack) log.push(call);
      return send(request).then(
        (response) => {
          call.status = response.status;
          // the adapter's answer is still text: the client parses it after this point
          call.answer = bodyOf(response.data);
          return response;
        },
        (error: { response?: { status: number } }) => {
          call.status = error.response?.status;
          throw error;
        },
      );
    };
    http.defaults.adapter = recording;
  })();
  return ready;
}

/** A file the page handed the browser to save. */
export interface Download {
  name: string;
  href: string;
}

/** The files saved since the page was rendered. */
export const downloads: Download[] = [];
const catching = new WeakSet<Document>();

/**
 * Saves (`<a download>` clicks) are recorded instead of followed: happy-dom would navigate the window to
 * the blob's address and drop every request under way.
 */
function catchDownloads(): void {
  if (catching.has(document)) return;
  catching.add(document);
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[download]') as HTMLAnchorElement | null;
      if (!link) return;
      event.preventDefault();
      downloads.push({ name: link.download, href: link.href });
    },
    true,
  );
}

/** Menus and buttons of each user, loaded once per file as the console loads them after login. */
const workspaces = new Map<UserKey, { menus: MenuNode[] | null; permissions: Permissions }>();

/** Signs `user` in: the token the global setup got over HTTP, then the menus and buttons of that user. */
export async function signIn(user: UserKey = 'admin'): Promise<void> {
  await prepare();
  const { sessions } = inject('lingxiPages');
  const session = sessions[user];
  if (!session) throw new Error(`no session for ${user}: add it to USERS`);
  storeTokens(session);
  const known = workspaces.get(user);
  if (known) {
    sessionStore.setState(known);
    return;
  }
  await loadWorkspace();
  const { menus, permissions } = sessionStore.getState();
  workspaces.set(user, { menus, permissions });
}

export interface RenderPageOptions {
  /** The address the page opens at (its route in the centre's table), with a query if wanted. */
  path: string;
  /** Who is signed in. Default the platform administrator. */
  user?: UserKey;
  /** Interface language. Default zh (SPEC's texts). */
  language?: 'zh' | 'en';
  /**
   * As right after login: the page's first data asked for before it renders (the centre's
   * `Routes.prefetch`, which the shell calls beside the menus). The calls it made are `prefetched`.
   */
  prefetched?: boolean;
}

function isCentre(target: Centre | ComponentType): target is Centre {
  return typeof target === 'object' && target !== null && 'Routes' in target;
}

/**
 * Renders a centre's page (its real route table at `path`: the page's code and texts load as the
 * centre loads them), or a page component at `path`, signed in as `user` with an empty query cache and
 * an empty request log. Answers Testing Library's queries and a `userEvent` instance.
 */
export async function renderPage(
  target: Centre | ComponentType,
  { path, user = 'admin', language = 'zh', prefetched = false }: RenderPageOptions,
) {
  cleanup(); // one page at a time, as in a browser tab
  await signIn(user);
  await i18n.changeLanguage(language);
  consoleQueryClient().clear();
  requests.clear();
  downloads.length = 0;
  catchDownloads();
  const route = path.split('?')[0] as string;
  let content: ReactNode;
  let early: readonly RecordedRequest[] = [];
  if (isCentre(target)) {
    // the page's code (and its texts) first, as the shell preloads it: the page renders at once
    await target.Routes.preload(route);
    if (prefetched) await target.Routes.prefetch(path);
    early = requests.all();
    // and the centre's other pages behind it, as the shell does after login, so a move to another page
    // (a row action that navigates) renders it as the console would
    for (const page of target.definition.pages) target.Routes.preload(page.path);
    content = <target.Routes />;
  } else {
    const Page = target;
    content = (
      <Routes>
        <Route path={route} element={<Page />} />
      </Routes>
    );
  }
  await installBehaviourStyles();
  const rendered = render(
    // antd's styles reduced to what hides and blocks, motion off (see TEST_THEME)
    <BehaviourStyles>
      <ConsoleProviders theme={TEST_THEME}>
        <MemoryRouter initialEntries={[path]}>{content}</MemoryRouter>
      </ConsoleProviders>
    </BehaviourStyles>,
  );
  return { ...rendered, user: userEvent.setup({ delay: null }), requests, prefetched: early };
}

/**
 * Renders each page of `centre` whose module asks for its first data before it renders (`prefetch`)
 * as right after login, at its route and at `extra` addresses (with a query string): the early calls
 * must be made, and the page, finding their answers in the cache, must not call those endpoints again
 * (it would, with another query, had the early call asked something else). Answers the addresses checked.
 */
export async function checkPrefetchingPages(centre: Centre, extra: string[] = []): Promise<string[]> {
  const paths: string[] = [];
  for (const page of centre.definition.pages) if ((await page.load?.())?.prefetch) paths.push(page.path);
  for (const path of [...paths, ...extra]) {
    const { prefetched } = await renderPage(centre, { path, prefetched: true });
    expect(prefetched.length, `${path} asked for nothing before it rendered`).toBeGreaterThan(0);
    await listsAnswered();
    // any call of the page to a prefetched endpoint means the early one asked something else
    const again = requests
      .all()
      .slice(prefetched.length)
      .filter((call) => prefetched.some((early) => early.method === call.method && early.path === call.path));
    expect(again, `${path} asked its first list again`).toEqual([]);
  }
  return [...paths, ...extra];
}

/**
 * What the server holds now, asked over HTTP as `user` (the administrator by default) apart from the page:
 * the answer's `data`. For a test that reads a save back as the browser walks did; the call is not among
 * `requests` (it is not the page's).
 */
export function stored<T = unknown>(
  path: string,
  params: Record<string, string | number> = {},
  user: UserKey = 'admin',
): Promise<T> {
  return apart<T>({ method: 'GET', url: path, params }, user);
}

/** The records of a list call read apart from the page (a page of up to 200), as `stored` reads. */
export async function storedRecords<T = Record<string, unknown>>(
  path: string,
  params: Record<string, string | number> = {},
  user: UserKey = 'admin',
): Promise<T[]> {
  return (await stored<{ records: T[] }>(path, { size: 200, ...params }, user)).records;
}

/**
 * A POST made apart from the page as `user` (the administrator by default), as the browser walks seeded
 * records over the API: query parameters or a JSON body; answers `data`, throws on any refusal.
 */
export function seed<T = unknown>(
  path: string,
  { params, data }: { params?: Record<string, string | number>; data?: unknown },
  user: UserKey = 'admin',
): Promise<T> {
  return apart<T>({ method: 'POST', url: path, params, data }, user);
}

async function apart<T>(config: AxiosRequestConfig, user: UserKey): Promise<T> {
  await prepare();
  const { sessions } = inject('lingxiPages');
  const token = sessions[user]?.access_token;
  if (!token) throw new Error(`no session for ${user}: add it to USERS`);
  const answer = await http.request<{ code: number; data: T }>({
    ...config,
    anonymous: true, // the token below is this user's, whoever the page is signed in as
    silent: true,
    headers: { [getConfig().tokenHeader]: `bearer ${token}` },
    readBack: true,
  } as AxiosRequestConfig);
  return answer.data.data;
}

export { screen, waitFor, within } from '@testing-library/react';
export { inject };

/** The list's rows (the table body's data rows). */
export function tableRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];
}

/** The list row showing `text` (waits for it, and for its list to have its answer). */
export async function rowWith(text: string): Promise<HTMLElement> {
  const find = async () => {
    const cells = await screen.findAllByText(text, { selector: 'td, td *' }).catch((error: Error) => {
      // say what the page asked and got: the usual reason a row is missing
      const calls = log.map((call) => `${call.method} ${call.path} → ${call.status ?? 'no answer'}`);
      error.message = `no row shows "${text}"; calls: ${calls.join(', ')}\n${error.message}`;
      throw error;
    });
    return (cells[0] as HTMLElement).closest('tr') as HTMLElement;
  };
  const row = await find();
  // a list asking again keeps showing its rows, greyed out: antd lets no click through to them, as a
  // person's click is refused, so the row is the one shown once its list has its answer
  const list = row.closest('.ant-table-wrapper');
  if (!list?.querySelector('.ant-spin-spinning')) return row;
  await waitFor(() => {
    if (list.isConnected && list.querySelector('.ant-spin-spinning'))
      throw new Error(`the list showing "${text}" is still loading`);
  });
  return find();
}

/**
 * Waits until the lists on the page have their answer (no table still loading): a record seeded after
 * that is found by the next search. (A search pressed during the very first load is answered by that
 * load, as TanStack Query joins a refetch of a query with no data yet to the fetch in flight.)
 */
export function listsAnswered(): Promise<void> {
  return waitFor(() => {
    const tables = document.querySelectorAll('.ant-table-wrapper');
    if (tables.length === 0) throw new Error('no list on the page yet');
    if (document.querySelector('.ant-table-wrapper .ant-spin-spinning'))
      throw new Error('a list is still loading');
  });
}

/** The query card above the list. */
export function searchForm(): HTMLElement {
  const form = document.querySelector<HTMLElement>('.lx-search-form');
  if (!form) throw new Error('the page has no search form');
  return form;
}

function shown(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.style.display === 'none' || node.hidden) return false;
  }
  return true;
}

/**
 * The open dialog or drawer, the one titled `title` when given, else the last opened (waits for it).
 * By its title's text: under NODE_ENV=test antd gives every dialog the same `aria-labelledby` id.
 */
export function openDialog(title?: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].filter(shown);
    const titled =
      title === undefined
        ? open
        : open.filter((dialog) => {
            const text = dialog.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent ?? '';
            return typeof title === 'string' ? text === title : title.test(text);
          });
    const found = titled.at(-1);
    if (!found) throw new Error(`no open dialog${title === undefined ? '' : ` titled ${title}`}`);
    return found;
  });
}

/** Presses the toolbar's 新增 and waits for its dialog. */
export async function openAdd(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: '新增' }));
  return openDialog();
}

/**
 * Presses 保存 on a form left empty and waits for each required field's message (SPEC §5); the caller
 * then checks that nothing reached the server.
 */
export async function saveEmpty(
  user: UserEvent,
  dialog: HTMLElement,
  messages: readonly string[],
): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: '保存' }));
  for (const message of messages) await within(dialog).findByText(message);
}

/** Fills a field of the list's search form and presses its 搜索, as the browser walks' `search` does. */
export async function search(user: UserEvent, label: string, value: string): Promise<void> {
  await fill(user, within(searchForm()).getByLabelText(label), value);
  await user.click(within(searchForm()).getByRole('button', { name: '搜索' }));
}

/** Closes a dialog or drawer with its 关闭 (the last so named: the corner's × is one too). */
export async function closeDialog(user: UserEvent, dialog: HTMLElement): Promise<void> {
  const close = within(dialog).getAllByRole('button', { name: '关闭' }).at(-1) as HTMLElement;
  await user.click(close);
}

/**
 * Answers 确定 in the confirmation box once it asks `question` (SPEC's texts: 确定将选择数据删除?, ...), as the
 * browser walks' `confirm` does.
 */
export async function confirmBox(user: UserEvent, question: string): Promise<void> {
  // the newest box asking it: one answered a moment ago (the same question, refused by the server) may
  // still be closing, its 确定 busy, until the new one is there
  const ok = await waitFor(() => {
    const box = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')]
      .filter(shown)
      .filter((one) => one.textContent?.includes(question))
      .at(-1);
    if (!box) throw new Error(`no confirmation asking "${question}"`);
    return within(box).getByRole('button', { name: /^确\s?定$/ });
  });
  await user.click(ok);
}

/** The texts of a select's choices, after opening it as a person does. */
export async function choicesOf(user: UserEvent, select: HTMLElement): Promise<string[]> {
  await untilPointable(select);
  await user.click(select);
  await waitFor(() => {
    if (
      !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    )
      throw new Error('no choices shown yet');
  });
  return [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].map((option) => option.textContent ?? '');
}

/** Opens a select and picks the choice labelled `label`. */
export async function choose(user: UserEvent, select: HTMLElement, label: string): Promise<void> {
  await choicesOf(user, select);
  const option = [
    ...document.querySelectorAll<HTMLElement>(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].find((item) => item.textContent === label);
  if (!option) throw new Error(`no choice "${label}"`);
  await user.click(option);
}

/** The names of the buttons in `scope` (the page when not given), in order. */
export function buttonNames(scope: HTMLElement = document.body): string[] {
  return within(scope)
    .queryAllByRole('button')
    .map((button) => button.textContent?.trim() ?? '')
    .filter(Boolean);
}

/**
 * Replaces a field's text as a person pasting it does (one input event: typing key by key through
 * antd's controlled inputs costs seconds per field on a slow machine).
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  // as a person waits for a form still loading its record
  await waitFor(() => {
    if ((field as HTMLInputElement).disabled) throw new Error('the field is still disabled');
  });
  await waitFor(async () => {
    await user.clear(field);
    if (text) await user.paste(text);
    // a paste lands where the focus is: a dialog that closes meanwhile (its save done) gives the focus
    // back to what opened it, and the text went there; type it again
    if (document.activeElement !== field && (field as HTMLInputElement).value !== text)
      throw new Error(`"${text}" did not reach the field: the focus moved away while typing`);
  });
}

/**
 * Pastes HTML into a rich-text editor's text box as the clipboard hands it over (typing key by key does
 * not reach ProseMirror under happy-dom; a paste does, through the editor's own paste handling).
 */
export function pasteHtml(editor: HTMLElement, html: string): void {
  editor.focus();
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: {
      types: ['text/html', 'text/plain'],
      getData: (type: string) => (type === 'text/html' ? html : ''),
    },
  });
  editor.dispatchEvent(event);
}

/**
 * Waits until a control can be clicked, as a person waits for a form still loading its record (the
 * loading overlay sets `pointer-events: none` on the form under it).
 */
export async function untilPointable(element: HTMLElement): Promise<void> {
  await waitFor(() => {
    // as user-event decides: the nearest element that declares pointer-events rules
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      const declared = getComputedStyle(node).pointerEvents;
      if (declared === '' || declared === 'inherit') continue;
      if (declared === 'none') throw new Error('the form is still loading');
      return;
    }
  });
}
