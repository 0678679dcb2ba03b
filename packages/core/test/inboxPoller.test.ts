// The bell's polling (issue 23): one tab asks for all open tabs (Web Lock + BroadcastChannel); when it
// closes another leads; a read in one tab shows in all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Core from '../src';
import type { InboxItem } from '../src/inbox';

type Tab = typeof Core;

async function openTab(): Promise<Tab> {
  vi.resetModules();
  return import('../src');
}

/** Web Locks shared by every tab: one holder per name, in request order, abortable while waiting. */
function installLocks() {
  const queues = new Map<string, { run(): void; aborted: boolean }[]>();
  const held = new Set<string>();
  const next = (name: string) => {
    const queue = queues.get(name) ?? [];
    while (queue.length > 0 && !held.has(name)) {
      const waiter = queue.shift();
      if (waiter && !waiter.aborted) waiter.run();
    }
  };
  const locks = {
    request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const waiter = {
          aborted: false,
          run() {
            held.add(name);
            callback()
              .then(resolve, reject)
              .finally(() => {
                held.delete(name);
                next(name);
              });
          },
        };
        options.signal?.addEventListener('abort', () => {
          if (!held.has(name) || !waiter.aborted) waiter.aborted = true;
          reject(new Error('AbortError'));
        });
        queues.set(name, [...(queues.get(name) ?? []), waiter]);
        next(name);
      });
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

const item = (key: string): InboxItem => ({
  key,
  tab: 'message',
  kind: 'urge',
  id: '1',
  title: '诉求',
  content: null,
  time: null,
  read: false,
  state: 'signed',
  appealNo: null,
  deptName: null,
  type: null,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('startInboxPoller', () => {
  it('one tab asks for all; the others show its items; when it closes the next one asks', async () => {
    installLocks();
    let server = [item('track:1')];
    const fetches = { a: 0, b: 0 };
    let clock = 1_000_000;
    const now = () => clock;
    const a = await openTab();
    const stopA = a.startInboxPoller({
      fetch: async () => {
        fetches.a++;
        return server;
      },
      tickMs: 10,
      now,
    });
    const b = await openTab();
    stops.push(
      b.startInboxPoller({
        fetch: async () => {
          fetches.b++;
          return server;
        },
        tickMs: 10,
        now,
      }),
    );
    await settle();
    expect(fetches.a).toBe(1);
    expect(fetches.b).toBe(0);
    expect(b.inboxStore.getState().items.map((one) => one.key)).toEqual(['track:1']);

    // a poll asked for in the follower runs in the leader (after the 2 s gap)
    server = [item('track:2'), item('track:1')];
    b.pollInboxNow();
    await settle();
    expect(fetches).toEqual({ a: 1, b: 0 });
    clock += 2_500;
    await settle();
    expect(fetches).toEqual({ a: 2, b: 0 });
    expect(b.unreadCounts(b.inboxStore.getState()).all).toBe(2);

    stopA();
    await settle();
    expect(fetches.b).toBe(1);
    expect(b.inboxStore.getState().items).toHaveLength(2);
  });

  it('a read in one tab shows in the other at once', async () => {
    installLocks();
    const sent: unknown[] = [];
    const a = await openTab();
    stops.push(a.startInboxPoller({ fetch: async () => [item('track:5')], tickMs: 10 }));
    const b = await openTab();
    stops.push(b.startInboxPoller({ fetch: async () => [item('track:5')], tickMs: 10 }));
    await settle();
    expect(a.unreadCounts(a.inboxStore.getState()).all).toBe(1);
    const { http } = b;
    http.defaults.adapter = async (config) => {
      sent.push([config.url, config.data]);
      return {
        data: { code: 200, success: true, data: true },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    await b.markInboxRead(item('track:5'), {});
    await settle();
    expect(sent).toEqual([['/lingxi-desk/inbox/read', JSON.stringify({ keys: ['track:5'] })]]);
    expect(b.unreadCounts(b.inboxStore.getState()).all).toBe(0);
    expect(a.unreadCounts(a.inboxStore.getState()).all).toBe(0);
  });
});
