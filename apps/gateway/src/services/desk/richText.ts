/**
 * Rich text stored sanitised (PAGES "Notices"; issue 22): the HTML of notices and blog posts is cleaned
 * on save, so what reaches any reader (the console, an app, an export) carries no script, no event
 * handler, no `javascript:` address. The gateway had no HTML sanitiser; this one is `sanitize-html`, a
 * kept library that parses with htmlparser2 and needs no DOM (DOMPurify would need jsdom or a DOM shim
 * on the server). The allow-list is what the console's editor (tiptap's starter kit and link) can
 * write, so an edited text survives a save unchanged; anything else is dropped, its text kept.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // script and style lose their content too, not only their tags
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // a link opening a new window cannot reach back to the console
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The HTML with only what the editor writes; '' stays ''. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** A resource's `beforeSave` part: the named column's HTML sanitised when it is written. */
export function sanitizeColumn(values: Map<string, unknown>, column: string): void {
  const value = values.get(column);
  if (typeof value === 'string') values.set(column, sanitizeRichText(value));
}
