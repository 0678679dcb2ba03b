// WCAG 2.3.3: the console stops animating its dialogs, drop-downs and drawers when the system asks.
import { initI18n } from '@lingxi/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConsoleProviders } from '../src/providers';

/** A system setting for reduced motion that the test can change while the page is open. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const setting = { reduce };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && setting.reduce;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    setting.reduce = next;
    for (const listener of listeners) listener();
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <output>{token.motion ? 'animated' : 'still'}</output>;
}

beforeAll(() => initI18n());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reduced motion', () => {
  it('animates by default, and stops as soon as the system asks for less motion', () => {
    const change = systemMotion(false);
    render(
      <ConsoleProviders theme={{ token: { colorPrimary: '#3179c4' } }}>
        <Motion />
      </ConsoleProviders>,
    );
    expect(screen.getByRole('status').textContent).toBe('animated');
    act(() => change(true));
    expect(screen.getByRole('status').textContent).toBe('still');
    act(() => change(false));
    expect(screen.getByRole('status').textContent).toBe('animated');
  });

  it("keeps the shell's theme otherwise", () => {
    systemMotion(true);
    function Accent() {
      const { token } = theme.useToken();
      return <output>{`${token.colorPrimary} ${token.motion}`}</output>;
    }
    render(
      <ConsoleProviders theme={{ token: { colorPrimary: '#3179c4' } }}>
        <Accent />
      </ConsoleProviders>,
    );
    expect(screen.getByRole('status').textContent).toBe('#3179c4 false');
  });
});
