/**
 * Where keyboard focus goes when the content changes under the user (issue 11 "Focus and ARIA"): after
 * a menu-search navigation and from the skip link, to the page's main heading (or the content area
 * while the page has none), so a keyboard or screen-reader user continues on the new page instead of
 * at the top of the document.
 */

/** The content area of the console: it holds the page, below the page tabs. */
export const CONTENT_ID = 'lx-main';

/** The page's main heading, else the content area itself. */
function target(): HTMLElement | null {
  const content = document.getElementById(CONTENT_ID);
  if (!content) return null;
  const heading = content.querySelector<HTMLElement>('h1, h2, h3');
  if (!heading) return content;
  // a heading takes focus from script only, never a tab stop of its own
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.dataset.focusTarget = '';
  return heading;
}

/**
 * Focuses the content now, and follows the page as it arrives (a centre's page loads after the
 * navigation, and the old page's heading may still be there at first): the newest heading gets focus
 * while focus is still ours or lost to <body>. Stops when the user moves focus elsewhere, a second after
 * a heading got it, or after `waitMs`.
 */
export function focusPageContent(waitMs = 5000): void {
  const started = Date.now();
  let focused: HTMLElement | null = null;
  let headingSince = 0;
  const step = () => {
    const active = document.activeElement;
    if (focused && active !== focused && active !== document.body && active !== null) return; // the user went on
    const element = target();
    if (element && (element !== focused || active !== element)) {
      element.focus();
      if (document.activeElement === element) {
        if (element !== focused) headingSince = element.id === CONTENT_ID ? 0 : Date.now();
        focused = element;
      }
    }
    const now = Date.now();
    const settled = headingSince > 0 && now - headingSince > 1000;
    if (!settled && now - started < waitMs) setTimeout(step, 50);
  };
  setTimeout(step, 0);
}
