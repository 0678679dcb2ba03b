// A cell's cut text (issue 25): a plain span until the pointer first comes over it, then antd's tooltip
// with the whole text, open at once; it closes when the pointer leaves and opens again on the next visit.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CutText } from '../src/crud/CutText';
import { ConsoleProviders } from '../src/providers';
import { TEST_THEME } from '../src/testing';
import { setupKit } from './harness';

beforeAll(() => setupKit());
afterEach(cleanup);

const TEXT = 'a very long post name that does not fit';
const shownTooltip = () => document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden)');

describe('CutText', () => {
  it('is a plain span with its text, and no tooltip of its own, until the pointer comes', () => {
    const { container } = render(
      <ConsoleProviders theme={TEST_THEME}>
        {Array.from({ length: 3 }, (_, row) => (
          <CutText key={row} text={`${TEXT} ${row}`} />
        ))}
      </ConsoleProviders>,
    );
    const spans = [...container.querySelectorAll('span')].filter((span) =>
      span.textContent?.startsWith(TEXT),
    );
    expect(spans.map((span) => span.textContent)).toEqual([`${TEXT} 0`, `${TEXT} 1`, `${TEXT} 2`]);
    expect(spans.every((span) => span.children.length === 0)).toBe(true);
    expect(document.querySelector('.ant-tooltip')).toBeNull();
  });

  it('shows the whole text in a tooltip on the first hover, hides it on leaving, shows it again', async () => {
    const user = userEvent.setup();
    render(
      <ConsoleProviders theme={TEST_THEME}>
        <CutText text={TEXT} />
      </ConsoleProviders>,
    );
    await user.hover(screen.getByText(TEXT));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', TEXT);
    // the tooltip's span took the plain one's place under the pointer: the browser moves the hover to it
    const span = screen.getByText(TEXT, { selector: 'span' });
    await user.hover(span);
    expect(shownTooltip()?.textContent).toBe(TEXT);
    await user.unhover(span);
    await waitFor(() => expect(shownTooltip()).toBeNull());
    await user.hover(screen.getByText(TEXT, { selector: 'span' }));
    await waitFor(() => expect(shownTooltip()?.textContent).toBe(TEXT));
  });
});

describe('CutText under a pointer that moves on', () => {
  it('closes when the pointer is over anything else, though the span it entered was replaced', async () => {
    render(
      <ConsoleProviders theme={TEST_THEME}>
        <CutText text={TEXT} />
        <p>elsewhere</p>
      </ConsoleProviders>,
    );
    const plain = screen.getByText(TEXT);
    plain.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await waitFor(() => expect(shownTooltip()?.textContent).toBe(TEXT));
    expect(plain.isConnected).toBe(false); // the tooltip's span took its place: no leave will come from it
    screen.getByText('elsewhere').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await waitFor(() => expect(shownTooltip()).toBeNull());
  });
});
