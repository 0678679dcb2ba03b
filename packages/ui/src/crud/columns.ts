/**
 * How wide a list's columns are and whether it is a table or cards (issue 18 "Columns slide under the
 * fixed actions column", issue 23 "Narrow screens"), as pure functions:
 * - a column is as wide as its field asks (`width`), else as its value type needs, and never narrower
 *   than its title (and sort arrows); a longer value is cut with an ellipsis and shown whole in a tooltip;
 * - the actions column is as wide as the buttons it shows, side by side;
 * - the table scrolls sideways over the sum of its columns, so nothing slides under the fixed actions;
 * - below antd's `md` breakpoint (768 px) every row is a card (label: value, its actions at the bottom).
 */
import type { ScreenMap } from 'antd/es/_util/responsiveObserver';
import { useSyncExternalStore } from 'react';
import { mediaMatches, watchMedia } from '../hooks';

/** Below this window width a list shows its rows as cards (antd's `md`). */
export const CARDS_BELOW = 768;

export type ListLayout = 'table' | 'cards';

/**
 * Cards when the window is known to be narrower than `md` (xs or sm matches, md does not); a table
 * otherwise, also when no breakpoint is known (a test's window without media queries).
 */
export function listLayout(screens: ScreenMap): ListLayout {
  return (screens.xs || screens.sm) && !screens.md ? 'cards' : 'table';
}

/** antd's `xs`, `sm` and `md` breakpoints as media queries (its default screen sizes). */
const SCREENS = {
  xs: '(max-width: 575.98px)',
  sm: '(min-width: 576px)',
  md: `(min-width: ${CARDS_BELOW}px)`,
} as const;
const watchScreens = watchMedia(...Object.values(SCREENS));
const layoutNow = (): ListLayout =>
  listLayout({ xs: mediaMatches(SCREENS.xs), sm: mediaMatches(SCREENS.sm), md: mediaMatches(SCREENS.md) });

/** The list layout for the window's width now, right from the first drawing, following its changes. */
export function useListLayout(): ListLayout {
  return useSyncExternalStore(watchScreens, layoutNow, () => 'table');
}

/** A text's width in pixels; `strong` for a column title (semibold). */
export type Measure = (text: string, strong?: boolean) => number;

/**
 * A text's width in the table's 14 px font without a browser to measure it: a CJK glyph is square
 * (14 px), a Latin letter or digit about 8 px (9 px in a title), a narrow one (i, l, punctuation) 4.
 */
export const estimateText: Measure = (text, strong = false) =>
  [...text].reduce((sum, char) => {
    const code = char.charCodeAt(0);
    if (code >= 0x2e80) return sum + 14;
    if (/[ilIjtf.,:;'|!()\s-]/.test(char)) return sum + 4;
    if (/[mwMW]/.test(char)) return sum + 12;
    return sum + (strong ? 9 : 8);
  }, 0);

const measures = new Map<string, Measure | undefined>();

/**
 * The text's width as the browser draws it in the table's font (a canvas measures it); undefined
 * where nothing can measure (a test's window without a canvas). One canvas per font for the tab's
 * life, its font set only when it changes and each text measured once: a list page measures its
 * column titles and action labels on every mount, and a canvas's font is parsed, and its fallbacks
 * resolved, each time it is set (a profile of the login to the first list page found 9 ms in it).
 */
export function canvasMeasure(fontFamily: string, fontSize = 14): Measure | undefined {
  if (typeof document === 'undefined') return undefined;
  const font = `${fontSize}px ${fontFamily}`;
  if (measures.has(font)) return measures.get(font);
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  let measure: Measure | undefined;
  if (context && typeof context.measureText === 'function') {
    const drawing = context;
    const widths = new Map<string, number>();
    let current = '';
    const measured: Measure = (text, strong = false) => {
      const key = `${strong ? 1 : 0}${text}`;
      const known = widths.get(key);
      if (known !== undefined) return known;
      const weighted = `${strong ? 600 : 400} ${font}`;
      if (weighted !== current) {
        drawing.font = weighted;
        current = weighted;
      }
      const width = drawing.measureText(text).width;
      if (widths.size > 2000) widths.clear();
      widths.set(key, width);
      return width;
    };
    measure = measured('灵犀 Lingxi') > 0 ? measured : undefined;
  }
  measures.set(font, measure);
  return measure;
}

/** A cell's padding, both sides, at the widest density (antd's `large`: 16 px a side). */
export const CELL_PADDING = 32;
/** The sort arrows beside a sortable column's title. */
export const SORTER_WIDTH = 26;
/** The tree table's expand arrow and one level of indentation in the first column. */
export const TREE_INDENT = 48;
/** antd's selection column (a checkbox). */
export const SELECTION_WIDTH = 48;
/** The index column. */
export const INDEX_WIDTH = 64;

/** What a value type needs to show a usual value whole (a date and time, a switch, a short label). */
export const TYPE_WIDTHS: Readonly<Record<string, number>> = {
  text: 160,
  textarea: 160,
  number: 100,
  switch: 100,
  status: 110,
  date: 120,
  dateTime: 180,
  dateRange: 240,
  select: 130,
  radio: 110,
  treeSelect: 160,
  icon: 80,
  image: 100,
  upload: 160,
  richText: 200,
  password: 120,
};

/** The fewest pixels a column takes: its declared width, else its type's, never narrower than its title. */
export function columnWidth(
  field: { readonly valueType?: string | undefined; readonly width?: number | undefined },
  title: string,
  { sortable = false, measure = estimateText }: { sortable?: boolean; measure?: Measure } = {},
): number {
  const titled = Math.ceil(measure(title, true) + CELL_PADDING + (sortable ? SORTER_WIDTH : 0));
  const wanted = field.width ?? TYPE_WIDTHS[field.valueType ?? 'text'] ?? TYPE_WIDTHS.text ?? 160;
  return Math.max(wanted, titled);
}

/** One row action's inline padding (`.lx-row-action`: 4 px a side). */
export const BUTTON_PADDING = 8;

/**
 * The actions column's width: the buttons' texts side by side, each button's padding and the cell's;
 * never narrower than its title.
 */
export function actionsColumnWidth(
  labels: readonly string[],
  { title = '', measure = estimateText }: { title?: string; measure?: Measure } = {},
): number {
  const buttons = labels.reduce((sum, label) => sum + measure(label) + BUTTON_PADDING, 0);
  return Math.max(80, Math.ceil(buttons + CELL_PADDING), Math.ceil(measure(title, true) + CELL_PADDING));
}

/**
 * The table's sideways scroll width: the sum of its columns (and the selection column), so a table wider
 * than its card scrolls instead of squeezing columns under the fixed actions column.
 */
export function scrollWidth(widths: readonly (number | undefined)[], selection = false): number {
  return widths.reduce<number>((sum, width) => sum + (width ?? 0), 0) + (selection ? SELECTION_WIDTH : 0);
}
