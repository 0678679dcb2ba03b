// What only tests need from the kit (the page harness in @lingxi/testing): kept out of the public
// exports, which list what the centres and the shell use.
import { type CSSObject, StyleProvider, type Transformer } from '@ant-design/cssinjs';
import { createElement, type ReactNode } from 'react';

export { consoleQueryClient } from './crud/data';
export type { FieldRule } from './crud/schema';
export { DEFAULT_ACCENT } from './providers';

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
 * The CSS properties that decide what a person can see and press: Testing Library's role queries leave
 * out what `display`/`visibility` hide, and user-event refuses to click through `pointer-events: none`
 * (a form still loading its record). Whatever else antd styles (sizes, colours, motion) is looked at in
 * the browser, never in happy-dom.
 */
const BEHAVIOUR_PROPERTIES = new Set(['display', 'visibility', 'pointerEvents']);

function isNestedRule(value: unknown): value is CSSObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  // a keyframe or a property with several values (`_multi_value_`, `_skip_check_`) is a declaration
  return !('_keyframe' in value) && !('_multi_value_' in value) && !('_skip_check_' in value);
}

/**
 * antd's styles as the page tests inject them: each rule keeps only `BEHAVIOUR_PROPERTIES`, and rules left
 * empty are not written. happy-dom's `getComputedStyle` matches every rule in the document against an
 * element and each of its parents, and Testing Library's role queries call it for every candidate:
 * with antd's full styles (about 1,500 rules, 400 kB on a list page) one `getAllByRole('button')` took
 * 0.8 s and the style matching was half of a page test's time.
 */
export const behaviourOnlyStyles: Transformer = {
  visit(style) {
    const kept: CSSObject = {};
    for (const [key, value] of Object.entries(style)) {
      if (isNestedRule(value) || BEHAVIOUR_PROPERTIES.has(key))
        (kept as Record<string, unknown>)[key] = value;
    }
    return kept;
  },
};

/** Wraps a page under test so antd injects `behaviourOnlyStyles`. */
export function BehaviourStyles({ children }: { children: ReactNode }) {
  return createElement(StyleProvider, { transformers: [behaviourOnlyStyles] }, children);
}
