/**
 * A style sheet the component library reads before it first draws (issue 25): antd's CSS for the
 * console's first components, written by the build (@lingxi/build's antdStyles.ts). antd's CSS-in-JS
 * looks once, at its first style, for the sheet's map of the styles it holds, and skips writing those.
 * So the sheet is worth putting in only before antd first draws: `ready()` waits for it at most `wait`
 * ms, and once it has answered, a sheet arriving later stays out (antd has written those styles itself;
 * the same rules twice would only cost the browser). A sheet that fails to load leaves antd as before.
 *
 * The sheet goes first in `<head>` and is marked as antd's own queue (`data-rc-order="prependQueue"`):
 * the styles antd still writes (components loaded later) follow it, and the console's own CSS after both.
 */

/** The sheet's element carries this attribute. */
export const STYLE_SHEET_MARK = 'data-lingxi-style-sheet';

export interface StyleSheetLoader {
  /** Starts fetching the sheet (once); nothing is put in the page yet. */
  prefetch(): void;
  /** Puts the sheet in the page when it has arrived within the wait; resolves either way. */
  ready(): Promise<void>;
}

/**
 * `url` empty: no sheet (a build without one), `ready()` answers at once. `load` reads the sheet's text
 * (fetch by default).
 */
export function styleSheetLoader(
  url: string,
  { wait = 1500, load = fetchText }: { wait?: number; load?: (url: string) => Promise<string> } = {},
): StyleSheetLoader {
  let text: Promise<string | undefined> | undefined;
  let answered = false;
  const prefetch = () => {
    if (!url) return Promise.resolve(undefined);
    text ??= load(url).catch(() => undefined);
    return text;
  };
  return {
    prefetch() {
      void prefetch();
    },
    async ready() {
      if (answered) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const css = await Promise.race([
        prefetch(),
        new Promise<undefined>((resolve) => {
          timer = setTimeout(resolve, wait, undefined);
        }),
      ]);
      clearTimeout(timer);
      if (answered) return; // another caller answered meanwhile
      answered = true;
      if (css === undefined || document.querySelector(`style[${STYLE_SHEET_MARK}]`)) return;
      const style = document.createElement('style');
      style.setAttribute(STYLE_SHEET_MARK, url);
      style.setAttribute('data-rc-order', 'prependQueue');
      style.textContent = css;
      document.head.insertBefore(style, document.head.firstChild);
    },
  };
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}
