/**
 * The bell's polling (issue 23), once for all open tabs of one browser, as the token refresh is: the tab
 * holding the Web Lock `lingxi-inbox` leads and asks `GET /lingxi-desk/inbox/list` (every 30 s while a
 * tab of the console is visible, every 5 min while none is: `pollDue`), and tells the other tabs over the
 * BroadcastChannel `lingxi-inbox`; when it closes, the next tab waiting for the lock leads. Without Web
 * Locks (an old browser) every tab asks for itself. A tab that becomes visible, or reads an item, asks
 * the leader for a poll now; a read is shown in every tab at once (`mergeInbox`).
 */
import { createStore } from 'zustand/vanilla';
import { request } from './http';
import {
  EMPTY_INBOX,
  INBOX_MIN_GAP_MS,
  type Inbox,
  type InboxItem,
  markReadLocally,
  mergeInbox,
  pollDue,
  readMark,
} from './inbox';

export const INBOX_URL = '/lingxi-desk/inbox/list';
export const INBOX_READ_URL = '/lingxi-desk/inbox/read';
export const BUSINESS_NOTICE_UPDATE_URL = '/lingxi-business-notice/businessnotice/update';
export const SIGN_URL = '/lingxi-appeal/apldistribute/changeToReaded';

/** The inbox this tab shows (the shell's bell, the kit's counts read its `fetchedAt`). */
export const inboxStore = createStore<Inbox>(() => EMPTY_INBOX);

type Message = { type: 'inbox'; inbox: Inbox } | { type: 'poll' } | { type: 'visible' };

type LockManagerLike = {
  request<T>(name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T>;
};

function adopt(inbox: Inbox): void {
  const merged = mergeInbox(inboxStore.getState(), inbox);
  if (merged !== inboxStore.getState()) inboxStore.setState(merged, true);
}

export interface PollerOptions {
  /** Fetches the inbox (default: the gateway's list). */
  fetch?: () => Promise<InboxItem[]>;
  /** The clock (tests). */
  now?: () => number;
  /** How often the leader checks whether a poll is due (default 1 s). */
  tickMs?: number;
}

const fetchInbox = async (): Promise<InboxItem[]> =>
  (await request<{ items: InboxItem[] }>({ url: INBOX_URL, method: 'get', silent: true })).items;

let askPoll: () => void = () => {};
let share: (inbox: Inbox) => void = () => {};

/** Asks for a poll now (the leader's, in whichever tab it runs). */
export function pollInboxNow(): void {
  askPoll();
}

/**
 * Starts polling in this tab (the shell calls it once logged in); returns the function that stops it
 * and empties the bell.
 */
export function startInboxPoller(options: PollerOptions = {}): () => void {
  const load = options.fetch ?? fetchInbox;
  const now = options.now ?? Date.now;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('lingxi-inbox');
  const doc = globalThis.document as Document | undefined;
  const visibleHere = () => doc?.visibilityState !== 'hidden';
  let leading = false;
  let asked = false;
  let running = false;
  let last = 0;
  let lastVisibleElsewhere = 0;
  let stopped = false;

  const poll = async () => {
    running = true;
    asked = false;
    last = now();
    try {
      const items = await load();
      if (stopped) return;
      const inbox: Inbox = { items, fetchedAt: now(), readKeys: inboxStore.getState().readKeys };
      adopt(inbox);
      share(inboxStore.getState());
    } catch {
      // the next tick tries again; the request layer decides what the user is told
    } finally {
      running = false;
    }
  };
  const tick = () => {
    if (!leading || running || stopped) return;
    const visible = visibleHere() || now() - lastVisibleElsewhere < INBOX_MIN_GAP_MS * 30;
    if (pollDue({ now: now(), last, visible, asked })) void poll();
  };
  const timer = setInterval(tick, options.tickMs ?? 1_000);

  share = (inbox) => channel?.postMessage({ type: 'inbox', inbox } satisfies Message);
  askPoll = () => {
    if (leading) {
      asked = true;
      tick();
    } else channel?.postMessage({ type: 'poll' } satisfies Message);
  };
  const onMessage = (event: MessageEvent<Message>) => {
    const message = event.data;
    if (message.type === 'inbox') adopt(message.inbox);
    else if (message.type === 'poll') {
      // the asking tab shows what the leader has at once, and the fresh items after the poll
      if (leading && inboxStore.getState().fetchedAt > 0) share(inboxStore.getState());
      askPoll();
    } else if (message.type === 'visible') lastVisibleElsewhere = now();
  };
  channel?.addEventListener('message', onMessage);
  // a visible tab keeps the leader at the visible pace, and asks for fresh items when it comes back
  const onVisibility = () => {
    if (!visibleHere()) return;
    channel?.postMessage({ type: 'visible' } satisfies Message);
    askPoll();
  };
  doc?.addEventListener('visibilitychange', onVisibility);
  const beacon = setInterval(() => {
    if (visibleHere()) channel?.postMessage({ type: 'visible' } satisfies Message);
  }, INBOX_MIN_GAP_MS * 10);

  const abort = new AbortController();
  const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
  if (locks) {
    locks
      .request('lingxi-inbox', { signal: abort.signal }, () => {
        leading = true;
        tick();
        // held until this tab stops polling (logout, closing the tab)
        return new Promise<void>((resolve) => abort.signal.addEventListener('abort', () => resolve()));
      })
      .catch(() => {});
    // a follower shows the leader's last inbox at once: ask for it
    channel?.postMessage({ type: 'poll' } satisfies Message);
  } else {
    leading = true;
    tick();
  }

  return () => {
    stopped = true;
    leading = false;
    abort.abort();
    clearInterval(timer);
    clearInterval(beacon);
    channel?.removeEventListener('message', onMessage);
    channel?.close();
    doc?.removeEventListener('visibilitychange', onVisibility);
    askPoll = () => {};
    share = () => {};
    inboxStore.setState(EMPTY_INBOX, true);
  };
}

/**
 * Marks an item read on the server (as `readMark` says) and at once in every tab; then asks for a poll.
 */
export async function markInboxRead(item: InboxItem, permissions: Record<string, boolean>): Promise<void> {
  const mark = readMark(item, permissions);
  if (!mark) return;
  adopt(markReadLocally(inboxStore.getState(), item.key));
  share(inboxStore.getState());
  if (mark === 'businessNotice')
    await request({ url: BUSINESS_NOTICE_UPDATE_URL, method: 'post', data: { id: item.id, readStatus: 1 } });
  else if (mark === 'sign') await request({ url: SIGN_URL, method: 'post', data: { id: item.id } });
  else await request({ url: INBOX_READ_URL, method: 'post', data: { keys: [item.key] } });
  pollInboxNow();
}
