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
  return (
    <Descriptions
      title={title}
      bordered={bordered}
      size="small"
      layout={narrow ? 'vertical' : 'horizontal'}
      column={{ xs: 1, sm: 1, md: columns }}
      items={items.map((item) => ({ ...item, span: narrow ? 1 : Math.min(item.span ?? 1, columns) }))}
      className={['lx-detail-view', narrow && 'lx-detail-stacked', className].filter(Boolean).join(' ')}
    />
  );
}
