// SPEC §4 "Session refresh" and §9 (every 10 s, token time 3000 s): timer, single flight, two tabs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Core from '../src';
import { fakeServerOn, type Sent } from './fake-server';

type Tab = typeof Core;

/** A browser tab: its own copy of core's modules, sharing storage, locks and the broadcast channel. */
async function openTab(): Promise<Tab> {
  vi.resetModules();
  return import('../src');
}

/** The browser's Web Locks, shared by every tab: one holder per name at a time, in request order. */
function installLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const locks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

/** The server's refresh grant: rotates, and refuses a refresh token used before. */
function tokenServer() {
  let generation = 1;
  return (request: Sent) => {
    if (request.params.grant_type !== 'refresh_token') return { status: 404, body: { code: 404, msg: 'no' } };
    if (request.params.refresh_token !== `refresh-${generation}`) {
      return { status: 400, body: { error_code: 400, error_description: '令牌已失效' } };
    }
    generation += 1;
    return {
      status: 200,
      body: {
        access_token: `access-${generation}`,
        refresh_token: `refresh-${generation}`,
        tenant_id: '000000',
        user_id: '1',
        user_name: 'admin',
      },
    };
  };
}

/** The token server on `tab`, holding each answer until `release()` (a slow server). */
function heldTokenServer(tab: Tab) {
  const server = tokenServer();
  let pending: () => void = () => {};
  const sent = fakeServerOn(tab.http, async (request) => {
    await new Promise<void>((resolve) => {
      pending = resolve;
    });
    return server(request);
  });
  return { sent, release: () => pending() };
}

const LOGIN = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  tenant_id: '000000',
  user_id: '1',
  user_name: 'admin',
  real_name: '管理员',
};
const T0 = new Date('2026-11-22T08:00:00Z').getTime();

const stops: (() => void)[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  installLocks();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: T0 });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('session refresh', () => {
  it('checks every 10 s and refreshes once the token time (3000 s) has passed', async () => {
    const tab = await openTab();
    const sent = fakeServerOn(tab.http, tokenServer());
    tab.storeTokens(LOGIN);
    stops.push(tab.startSessionKeeper({ reloginCheck: false }));
    expect(tab.REFRESH_CHECK_MS).toBe(10_000);
    expect(tab.getConfig().tokenTime).toBe(3000);

    await vi.advanceTimersByTimeAsync(2990_000);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(10_000); // 3000 s after the token time
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/lingxi-auth/oauth/token');
    expect(sent[0]?.params).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
      tenantId: '000000',
      scope: 'all',
    });
    expect(sent[0]?.headers['Tenant-Id']).toBe('000000');
    const state = tab.sessionStore.getState();
    expect(state.token).toBe('access-2');
    expect(state.refreshToken).toBe('refresh-2');
    expect(state.tokenTime).toBe(T0 + 3000_000);
    expect(state.userInfo?.real_name).toBe('管理员'); // user info kept
    expect(tab.getStore('token')).toBe('access-2');
    expect(document.cookie).toContain('saber-access-token=access-2');

    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1); // the new token time counts from now
  });

  it('honours a configured token time', async () => {
    const tab = await openTab();
    const sent = fakeServerOn(tab.http, tokenServer());
    tab.setConfig({ tokenTime: 60 });
    tab.storeTokens(LOGIN);
    stops.push(tab.startSessionKeeper({ reloginCheck: false }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
  });

  it('shares one request between concurrent triggers', async () => {
    const tab = await openTab();
    const { sent, release } = heldTokenServer(tab);
    tab.storeTokens(LOGIN, T0 - 3000_000);
    const calls = [tab.refreshSession(), tab.refreshSession(), tab.refreshSession()];
    expect(tab.refreshing()).toBe(true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    release();
    await Promise.all(calls);
    expect(sent).toHaveLength(1);
    expect(tab.refreshing()).toBe(false);
    expect(tab.sessionStore.getState().token).toBe('access-2');
  });

  it('does not start while one is running (timer and manual trigger together)', async () => {
    const tab = await openTab();
    const { sent, release } = heldTokenServer(tab);
    tab.storeTokens(LOGIN, T0 - 3000_000);
    stops.push(tab.startSessionKeeper({ reloginCheck: false }));
    const manual = tab.refreshSession();
    await vi.advanceTimersByTimeAsync(30_000); // three checks while the refresh is pending
    release();
    await manual;
    expect(sent).toHaveLength(1);
  });
});

describe('two browser tabs', () => {
  it('refresh once: the other tab adopts the rotated tokens instead of reusing the old refresh token', async () => {
    const first = await openTab();
    first.storeTokens(LOGIN, T0);
    const second = await openTab(); // restores the same login from storage
    expect(second.sessionStore.getState().refreshToken).toBe('refresh-1');
    const server = tokenServer();
    // The server answers slowly, so both tabs' checks fire while the first refresh is under way.
    const slow = async (request: Sent) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return server(request);
    };
    const sentFirst = fakeServerOn(first.http, slow);
    const sentSecond = fakeServerOn(second.http, slow);
    stops.push(first.startSessionKeeper({ reloginCheck: false }));
    stops.push(second.startSessionKeeper({ reloginCheck: false }));

    await vi.advanceTimersByTimeAsync(3000_000);
    expect(first.refreshing() && second.refreshing()).toBe(true); // both started, one waits for the lock
    await vi.waitFor(() => expect(first.refreshing() || second.refreshing()).toBe(false));
    const calls = [...sentFirst, ...sentSecond];
    expect(calls).toHaveLength(1); // one tab refreshed; the other found fresh tokens under the lock
    for (const tab of [first, second]) {
      expect(tab.sessionStore.getState().token).toBe('access-2');
      expect(tab.sessionStore.getState().refreshToken).toBe('refresh-2');
    }
    await vi.advanceTimersByTimeAsync(3010_000); // and the next round too (waiting moved the clock on)
    await vi.waitFor(() => expect(first.refreshing() || second.refreshing()).toBe(false));
    expect([...sentFirst, ...sentSecond]).toHaveLength(2);
    expect(first.sessionStore.getState().refreshToken).toBe('refresh-3');
    expect(second.sessionStore.getState().refreshToken).toBe('refresh-3');
  });

  it('a login or refresh in one tab is adopted by the other at once; a logout logs the other out', async () => {
    const first = await openTab();
    first.storeTokens(LOGIN, T0);
    const second = await openTab();
    stops.push(second.startSessionKeeper({ reloginCheck: false }));
    const navigated: string[] = [];
    stops.push(second.navigation.subscribe((path) => navigated.push(path)));

    vi.setSystemTime(T0 + 5000);
    first.storeTokens({ ...LOGIN, access_token: 'access-9', refresh_token: 'refresh-9' });
    await vi.waitFor(() => expect(second.sessionStore.getState().token).toBe('access-9'));
    expect(second.sessionStore.getState().refreshToken).toBe('refresh-9');

    first.clearSession();
    await vi.waitFor(() => expect(second.sessionStore.getState().token).toBe(''));
    expect(navigated).toEqual(['/login']);
  });

  it('without Web Locks a tab still refreshes (single flight within the tab)', async () => {
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
    const tab = await openTab();
    const sent = fakeServerOn(tab.http, tokenServer());
    tab.storeTokens(LOGIN, T0 - 3000_000);
    await Promise.all([tab.refreshSession(), tab.refreshSession()]);
    expect(sent).toHaveLength(1);
  });
});
