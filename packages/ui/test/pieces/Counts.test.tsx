// useCounts + CountLabel + useOpenFromAddress (issue 23): one request for every count of a screen, read
// again when the bell's shared poll brings news and when the screen's resource is written; a tab label
// with its count; the record an address names opened once.
import { EMPTY_INBOX, inboxStore } from '@lingxi/core';
import { useQueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consoleQueryClient, invalidateResource } from '../../src/crud/data';
import { CountLabel, useCounts, useOpenFromAddress } from '../../src/pieces/Counts';
import { fakeServer, ok, renderInConsole, setupTexts } from './setup';

beforeAll(() => setupTexts('en'));
afterEach(() => {
  cleanup();
  consoleQueryClient().clear();
  inboxStore.setState(EMPTY_INBOX, true);
});

const api = { base: '/lingxi-appeal/apldistribute' };

function Tabs() {
  const counts = useCounts('appealHandle', api);
  const client = useQueryClient();
  return (
    <div>
      <span data-testid="sign">
        <CountLabel label="To sign" count={counts?.toSign} />
      </span>
      <span data-testid="progress">
        <CountLabel label="In progress" count={counts?.inProgress} />
      </span>
      <span data-testid="overdue">
        <CountLabel label="Overdue" count={counts?.inProgress} showZero />
      </span>
      <button type="button" onClick={() => void invalidateResource(client, api)}>
        written
      </button>
    </div>
  );
}

describe('useCounts and CountLabel', () => {
  it('asks once for the screen, shows each count beside its label, none for zero', async () => {
    let toSign = 3;
    const calls = fakeServer(() => ok({ toSign, inProgress: 0, overdue: 1 }));
    renderInConsole(<Tabs />);
    expect(await screen.findByText('3')).toBeTruthy();
    expect(screen.getByTestId('sign').textContent).toBe('To sign3');
    expect(screen.getByTestId('progress').textContent).toBe('In progress');
    expect(screen.getByTestId('overdue').textContent).toBe('Overdue0');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/lingxi-desk/inbox/counts');
    expect(calls[0]?.params).toEqual({ screen: 'appealHandle' });

    // the bell's poll brought news: asked again
    toSign = 4;
    act(() => inboxStore.setState({ ...EMPTY_INBOX, fetchedAt: 1 }, true));
    expect(await screen.findByText('4')).toBeTruthy();
    expect(calls).toHaveLength(2);

    // a write to the screen's resource: asked again
    toSign = 0;
    act(() => screen.getByText('written').click());
    await waitFor(() => expect(screen.getByTestId('sign').textContent).toBe('To sign'));
    expect(calls).toHaveLength(3);
  });

  it('shows nothing while the counts are unknown or refused', async () => {
    fakeServer(() => ({ status: 403, data: { code: 403, success: false, msg: '缺失功能权限' } }));
    renderInConsole(<Tabs />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('sign').textContent).toBe('To sign');
    expect(screen.getByTestId('overdue').textContent).toBe('Overdue');
  });
});

describe('useOpenFromAddress', () => {
  function Page({ opened }: { opened: string[] }) {
    useOpenFromAddress((id) => opened.push(id));
    const location = useLocation();
    return <span data-testid="address">{`${location.pathname}${location.search}`}</span>;
  }

  it('opens the record once and takes it out of the address, keeping the rest', async () => {
    const opened: string[] = [];
    renderInConsole(
      <MemoryRouter initialEntries={['/appeal/handle?open=42&current=2']}>
        <Page opened={opened} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/appeal/handle?current=2'));
    expect(opened).toEqual(['42']);
  });

  it('opens nothing without the parameter', async () => {
    const opened: string[] = [];
    renderInConsole(
      <MemoryRouter initialEntries={['/appeal/handle']}>
        <Page opened={opened} />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('address')).textContent).toBe('/appeal/handle');
    expect(opened).toEqual([]);
  });
});
