/**
 * The shell's index.html as built: its scripts started by the inline script at the end of its body, after
 * the login frame is laid out, not from the head (issue 25; the template's own comment says why).
 *
 * The build writes the entry's `<script src>` tags into the head and knows the login page's preloads only
 * after it has run (the federation manifest, the `login` chunk group): this takes the tags out of the
 * head and fills the template's two lists, the ones marked `lingxi:preloads` and `lingxi:entries`.
 */

const ENTRY_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const PRELOADS = '/* lingxi:preloads */ []';
const ENTRIES = '/* lingxi:entries */ []';

/** `href`s of files to preload: a style sheet by its `.css`, any other file as a script. */
export function loginScriptsHtml(html: string, preloads: readonly string[]): string {
  const entries = [...html.matchAll(ENTRY_TAG)].map((match) => match[1] as string);
  if (entries.length === 0) throw new Error('index.html: no entry script to start');
  if (!html.includes(PRELOADS) || !html.includes(ENTRIES))
    throw new Error(`index.html: the template has no ${PRELOADS} or ${ENTRIES} to fill`);
  const links = preloads.map((href) => [href.endsWith('.css') ? 'style' : 'script', href]);
  return html
    .replace(ENTRY_TAG, '')
    .replace(PRELOADS, JSON.stringify(links))
    .replace(ENTRIES, JSON.stringify(entries));
}
