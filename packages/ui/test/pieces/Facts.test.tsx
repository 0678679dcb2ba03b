// A record's facts (Facts, issue 23): label beside value on a wide screen; on a phone (375 px) each
// label stands over its value in one column, so a label is never squeezed to a character a line.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Facts, factSpans } from '../../src/crud/Facts';
import { setupKit } from '../harness';

/** A window `width` px wide, as antd's breakpoints ask it (`(max-width: 575px)`, `(min-width: 768px)`…). */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    };
  });
}

const items = [
  { key: 'no', label: '诉求编号', children: 'SQ-1' },
  { key: 'title', label: '诉求标题', children: '用电报装', span: 2 },
];

beforeAll(() => setupKit('zh'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Facts', () => {
  it('puts a label beside its value on a wide screen', () => {
    windowOf(1440);
    render(<Facts items={items} />);
    const label = screen.getByText('诉求编号').closest('th, td');
    expect(label?.parentElement?.textContent).toContain('SQ-1');
    expect(document.querySelector('.lx-detail-stacked')).toBeNull();
  });

  it('stands each label over its value on a phone', () => {
    windowOf(375);
    render(<Facts items={items} />);
    const label = screen.getByText('诉求编号').closest('th, td');
    // the label's row holds no value: the value is in the row under it
    expect(label?.parentElement?.textContent).not.toContain('SQ-1');
    expect(label?.parentElement?.nextElementSibling?.textContent).toContain('SQ-1');
    expect(document.querySelector('.lx-detail-stacked')).not.toBeNull();
  });

  it('gives a wide fact a row of its own: the fact before it fills its row, and antd has nothing to warn', () => {
    windowOf(1440);
    const warned = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Facts
        items={[
          ...items,
          { key: 'phone', label: '联系电话', children: '138' },
          { key: 'state', label: '状态', children: '待受理' },
        ]}
      />,
    );
    const wide = screen.getByText('用电报装').closest('td');
    expect(wide?.parentElement?.textContent).not.toContain('SQ-1');
    expect(wide?.colSpan).toBe(3); // its label, then its value across the rest of the row
    expect(screen.getByText('SQ-1').closest('td')?.colSpan).toBe(3);
    expect(screen.getByText('联系电话').closest('tr')?.textContent).toContain('待受理');
    expect(warned.mock.calls.flat().join(' ')).not.toContain('span');
  });
});

describe('factSpans', () => {
  it('lets the fact before a wide one fill its row, and leaves whole rows as they are', () => {
    expect(factSpans([1, 2, 1, 1], 2)).toEqual(['filled', 2, 1, 1]);
    expect(factSpans([1, 1, 2, 1, 2], 2)).toEqual([1, 1, 2, 'filled', 2]);
    expect(factSpans([undefined, 2, 2], 2)).toEqual(['filled', 2, 2]);
    expect(factSpans([1, 2, 1], 1)).toEqual([1, 1, 1]); // one column: every fact has a row
  });
});
