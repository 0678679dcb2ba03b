// What only tests need from the kit (the page harness in @lingxi/testing): kept out of the public
// exports, which list what the centres and the shell use.
import { StyleProvider } from '@ant-design/cssinjs';
import { configure, getConfig, prettyDOM } from '@testing-library/react';
import type { ThemeConfig } from 'antd';
import * as React from 'react';
import { DEFAULT_ACCENT } from './providers';

export { consoleQueryClient } from './crud/data';
export type { FieldRule } from './crud/schema';

/** antd reads `window.matchMedia`; happy-dom leaves it out. */
export function stubMatchMedia(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
export { installDomShims } from './domShims';

/**
 * What decides what a person can see and press: Testing Library's role queries leave out what
 * `display: none` and `visibility` hide, and user-event refuses to click through `pointer-events: none`
 * (a form still loading its record). Whatever else antd styles (sizes, colours, motion) is looked at in
 * the browser, never in happy-dom. antd's other display rules (about 630 of its 900 rules with one of
 * these properties) lay out what happy-dom never draws, and each rule in the document costs every
 * computed style (kept, they made the dictionary and user page tests a fifth slower). A rule that would
 * show again what a `none` hid goes with them: such an element stays hidden to the tests, and a test that
 * needs it fails on it.
 */
const BEHAVIOUR_DECLARATION = /^(display:none|visibility:|pointer-events:)/;

/** The block that starts at `open` (a `{`) ends before the returned index's `}`. */
function blockEnd(css: string, open: number): number {
  let depth = 1;
  let at = open + 1;
  while (depth > 0 && at < css.length) {
    if (css[at] === '{') depth++;
    else if (css[at] === '}') depth--;
    at++;
  }
  return at - 1;
}

/**
 * antd's stylesheet (`antd/dist/antd.css`, the zero-runtime form of the styles antd otherwise writes at
 * run time) reduced to `BEHAVIOUR_DECLARATION`: each rule keeps only those declarations and is left out
 * without one; media and supports blocks keep what they hold, keyframes, fonts and container queries
 * (happy-dom does not apply them) go; a value from a CSS variable goes (the variables are not written).
 */
export function behaviourCss(css: string): string {
  let kept = '';
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const close = blockEnd(css, open);
    const prelude = css.slice(at, open).trim();
    const body = css.slice(open + 1, close);
    at = close + 1;
    if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
      const inner = behaviourCss(body);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (!prelude.startsWith('@')) {
      const declarations = body
        .split(';')
        .filter(
          (declaration) =>
            BEHAVIOUR_DECLARATION.test(declaration.replace(/\s/g, '')) && !declaration.includes('var('),
        );
      if (declarations.length) kept += `${prelude}{${declarations.join(';')}}`;
    }
  }
  return kept;
}

/**
 * The console's theme as the tests render it: motion off (happy-dom never ends a CSS transition) and no
 * styles written at run time (`zeroRuntime`): `installBehaviourStyles` writes what matters once.
 * happy-dom's `getComputedStyle` matches every rule in the document against an element and each of its
 * parents, again after any change to the page, and Testing Library's role queries call it for every
 * candidate and each part of its name: the styles antd wrote per component (with their blocks of CSS
 * variables, copied into every element's computed style) were a fifth of a page test's time.
 */
export const TEST_THEME: ThemeConfig = {
  zeroRuntime: true,
  token: { colorPrimary: DEFAULT_ACCENT, motion: false },
};

let behaviourSheet: Promise<string> | undefined;

/** antd's stylesheet from disk (the tests run in Node; the kit itself is typed for the browser). */
async function readAntdCss(): Promise<string> {
  const load = (specifier: string) => import(/* @vite-ignore */ specifier);
  const { createRequire } = await load('node:module');
  const { readFileSync } = await load('node:fs');
  return readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
}

/** Writes `behaviourCss` of antd's stylesheet into the document once (read once per test worker). */
export async function installBehaviourStyles(): Promise<void> {
  behaviourSheet ??= readAntdCss().then(behaviourCss);
  const css = await behaviourSheet;
  if (document.head.querySelector('style[data-lingxi-behaviour]')) return;
  const style = document.createElement('style');
  style.setAttribute('data-lingxi-behaviour', '');
  style.textContent = css;
  document.head.append(style);
}

/**
 * Wraps a page under test: what antd still writes at run time under `TEST_THEME` (its blocks of CSS
 * variables) goes into an element outside the document, where no computed style reads it.
 */
export function BehaviourStyles({ children }: { children: React.ReactNode }) {
  return React.createElement(StyleProvider, { container: outsideTheDocument(), children });
}

let outside: HTMLElement | undefined;
function outsideTheDocument(): HTMLElement {
  outside ??= document.createElement('div');
  return outside;
}

/**
 * React's development build records where each element was created (an `Error` per element, for the
 * owner stacks of its warnings): about a seventh of a page test's time. Tests read what the page shows,
 * not those stacks, so React is told its budget for them is spent; its warnings still say what is wrong.
 */
export function skipOwnerStacks(): void {
  const internals = (React as unknown as Record<string, object>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (!internals) return;
  // React counts the stacks made in the last second and stops at 10,000: the count always reads full
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => 1e4,
    set() {},
    configurable: true,
  });
}

/**
 * Testing Library's `getElementError`, with the page's markup written into the message only when the
 * message is read. A `findBy…` or `waitFor` fails and retries every 50 ms until the page shows what it
 * waits for, and the default wrote the whole page into each discarded error (up to 8 % of a page test's
 * time). A failure that is reported reads the message at once, with the page as it failed.
 */
export function elementErrorOnDemand(message: string | null, container: Element | Document): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => {
      text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
        .filter(Boolean)
        .join('\n\n');
      return text;
    },
  });
  return error;
}

/**
 * Testing Library as every test of the kit and the pages runs it: a failed query's page written when its
 * message is read (elementErrorOnDemand), and waits of 15 s. A page answers after a real round trip to the
 * gateway, and CI runs two packages' tests at once on 2 cores, where an import's answer once took longer
 * than 8 s and a save's notice longer than the default second (the kit's CrudPage.test, 新增成功).
 */
export function configureTestingLibrary(): void {
  configure({ asyncUtilTimeout: 15_000, getElementError: elementErrorOnDemand });
}
