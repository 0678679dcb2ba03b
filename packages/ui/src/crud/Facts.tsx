/**
 * A record's facts as a description list: label beside value, two columns from 768 px up, and on a
 * phone one column of label over value (issue 23: beside it, a label broke one character a line).
 * The form's view mode (DetailView) and the pages' own detail panes (an appeal, a task) use it.
 */
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import { useListLayout } from './columns';

export interface Fact {
  key: string;
  label: ReactNode;
  children: ReactNode;
  /** 2: the whole row (a long text, the attachments). */
  span?: number;
}

/**
 * antd's span of each fact in rows of `columns`. A wide fact (a span of the whole row) starts a row of its
 * own: the fact before it fills what is left of its row. Without that, antd squeezed the wide fact into
 * the one column left beside the fact before it (and warned that the row's spans do not add up).
 */
export function factSpans(spans: readonly (number | undefined)[], columns: number): (number | 'filled')[] {
  const width = (index: number) => Math.min(spans[index] ?? 1, columns);
  let used = 0;
  return spans.map((_, index) => {
    used += width(index);
    const next = index + 1 < spans.length ? width(index + 1) : 0;
    if (used < columns && next > 0 && used + next > columns) {
      used = 0;
      return 'filled';
    }
    if (used >= columns) used = 0;
    return width(index);
  });
}

export function Facts({
  items,
  title,
  columns = 2,
  bordered = true,
  className,
}: {
  items: readonly Fact[];
  title?: ReactNode;
  /** Columns from 768 px up (1 or 2); a phone always has one. */
  columns?: 1 | 2;
  bordered?: boolean;
  className?: string;
}) {
  const narrow = useListLayout() === 'cards';
  const spans = factSpans(
    items.map((item) => item.span),
    columns,
  );
  return (
    <Descriptions
      title={title}
      bordered={bordered}
      size="small"
      layout={narrow ? 'vertical' : 'horizontal'}
      // the same breakpoint as the layout (one column below 768 px), not antd's own reading of the screen
      column={narrow ? 1 : columns}
      items={items.map((item, index) => ({ ...item, span: narrow ? 1 : spans[index] }))}
      className={['lx-detail-view', narrow && 'lx-detail-stacked', className].filter(Boolean).join(' ')}
    />
  );
}
