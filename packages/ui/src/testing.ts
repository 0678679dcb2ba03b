// What only tests need from the kit (the page harness in @lingxi/testing): kept out of the public
// exports, which list what the centres and the shell use.
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
