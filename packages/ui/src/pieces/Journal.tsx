/**
 * A record's journal, oldest first (an appeal's tracks, a process instance's history): each entry its
 * step in bold, an optional state tag, who and when, and the comment, all shown as text. `action`
 * lands in `data-action` for tests and styles; `tone` colours the dot (passed, rejected).
 */
import { Empty, Space, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { whenLoaded } from './later';

/** The tags and texts a journal draws, loaded on first render by the shared antd: drawn with it. */
export const partsReady = whenLoaded(Tag, Timeline, Typography);

export interface JournalEntry {
  key: string | number;
  title: string;
  tag?: string | undefined;
  who?: string | undefined;
  when?: string | undefined;
  comment?: string | null | undefined;
  action?: string | undefined;
  tone?: 'pass' | 'reject' | undefined;
}

const TONES = { pass: 'green', reject: 'red' } as const;

export function Journal({
  entries,
  empty,
  className,
}: {
  entries: readonly JournalEntry[];
  /** What an empty journal says. */
  empty: ReactNode;
  className?: string | undefined;
}) {
  if (entries.length === 0) return <Empty description={empty} />;
  return (
    <Timeline
      className={className}
      items={entries.map((entry) => ({
        key: entry.key,
        ...(entry.tone ? { color: TONES[entry.tone] } : {}),
        content: (
          <div data-action={entry.action}>
            <Space size={6} wrap>
              <Typography.Text strong>{entry.title}</Typography.Text>
              {entry.tag && <Tag>{entry.tag}</Tag>}
              <Typography.Text type="secondary">
                {[entry.who, entry.when].filter(Boolean).join(' · ')}
              </Typography.Text>
            </Space>
            {entry.comment && <div>{entry.comment}</div>}
          </div>
        ),
      }))}
    />
  );
}
