// A record's journal: entries oldest first, each its step, tag, who and when and comment, as text.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Journal } from '../../src/pieces/Journal';
import { renderInConsole, setupTexts } from './setup';

beforeAll(() => setupTexts('en'));
afterEach(cleanup);

describe('Journal', () => {
  it('shows each entry in order, with its action for tests and its comment as text', () => {
    const { container } = renderInConsole(
      <Journal
        empty="Nothing yet"
        className="my-journal"
        entries={[
          {
            key: 1,
            title: 'Submitted',
            tag: 'To sign',
            who: 'Li · Enterprise office',
            when: '2026-11-20 09:30',
          },
          {
            key: 2,
            title: 'Rejected',
            who: 'Wang',
            comment: '<img src=x onerror="window.hacked=1">',
            tone: 'reject',
            action: 'reject',
          },
        ]}
      />,
    );
    const items = [
      ...container.querySelectorAll('.my-journal [data-action], .my-journal .ant-timeline-item'),
    ];
    expect(items.length).toBeGreaterThan(0);
    const text = container.querySelector('.my-journal')?.textContent ?? '';
    expect(text.indexOf('Submitted')).toBeLessThan(text.indexOf('Rejected'));
    expect(screen.getByText('To sign')).toBeTruthy();
    expect(screen.getByText('Li · Enterprise office · 2026-11-20 09:30')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror="window.hacked=1">')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-action="reject"]')?.textContent).toContain('Rejected');
  });

  it('says so when there is nothing', () => {
    renderInConsole(<Journal empty="Nothing yet" entries={[]} />);
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });
});
