/**
 * HTML sanitising for rich text (PAGES "Notices": content as HTML, sanitised on display). DOMPurify is
 * loaded on first use with a dynamic import, so it does not weigh on the console's first load. It
 * removes scripts, event handler attributes and `javascript:` URLs; on top of its defaults this
 * profile keeps HTML only (no SVG or MathML), drops forms and their controls (a notice must not ask
 * for a password), and makes links that open a new window unable to reach back to the console.
 */
import type { Config } from 'dompurify';

export type Sanitize = (html: string) => string;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'option', 'textarea', 'style'],
};

let loading: Promise<Sanitize> | null = null;
let loaded: Sanitize | null = null;

/** The sanitiser once it has been loaded, else null (for a first render without waiting). */
export function loadedSanitizer(): Sanitize | null {
  return loaded;
}

/** Loads DOMPurify once; a failed load is tried again on the next call. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify')
    .then(({ default: createPurifier }) => {
      // Our own instance: its hook does not reach any other user of DOMPurify.
      const purifier = createPurifier(window);
      // Unsupported, DOMPurify hands HTML back untouched: show nothing rather than that.
      if (!purifier.isSupported) throw new Error('DOMPurify is not supported here');
      purifier.addHook('afterSanitizeAttributes', (node) => {
        if (node instanceof Element && node.tagName === 'A' && node.hasAttribute('target')) {
          node.setAttribute('rel', 'noopener noreferrer');
        }
      });
      loaded = (html: string) => purifier.sanitize(html, CONFIG);
      return loaded;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
