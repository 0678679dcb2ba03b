/**
 * The bell's decisions (issue 23), pure: what counts as unread, what an item opens (page and record) and
 * how it is marked read, when the browser asks the server again, and how the inbox seen by several
 * browser tabs merges. The polling itself is `inboxPoller.ts`; the items come from the gateway's
 * `GET /lingxi-desk/inbox/list`.
 */

export const INBOX_TABS = ['mail', 'message', 'notice'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

export type InboxKind =
  | 'businessNotice'
  | 'notice'
  | 'dispatch'
  | 'urge'
  | 'delayApprove'
  | 'delayReject'
  | 'returnApprove'
  | 'returnReject'
  | 'delayAudit'
  | 'returnAudit';

export interface InboxItem {
  /** Unique in the user's inbox: `bn:<id>`, `notice:<id>`, `track:<id>`, `delay:<id>`, `back:<id>`. */
  key: string;
  tab: InboxTab;
  kind: InboxKind;
  /** The record it concerns: the notice, the appeal's distribution record, the application. */
  id: string;
  title: string;
  content: string | null;
  time: string | null;
  read: boolean;
  /** The distribution record's state (appeal events), the application's audit status (audits). */
  state: string | null;
  appealNo: string | null;
  deptName: string | null;
  type: number | null;
}

export interface Inbox {
  items: InboxItem[];
  /** When it was fetched (ms since the epoch, the fetching tab's clock). */
  fetchedAt: number;
  /** Keys read in the browser since that fetch (shown read before the server says so). */
  readKeys: string[];
}

export const EMPTY_INBOX: Inbox = { items: [], fetchedAt: 0, readKeys: [] };

/** How often the bell asks while a tab of the console is visible, and while none is. */
export const INBOX_POLL_MS = 30_000;
export const INBOX_HIDDEN_POLL_MS = 300_000;
/** An asked-for poll (a tab became visible, an item was read) waits at least this long after the last one. */
export const INBOX_MIN_GAP_MS = 2_000;

/**
 * Unread: not read (on the server, or in this browser since), and a dispatch only while its record still
 * waits for sign-off (the gateway's `unreadItem` is the same rule).
 */
export function isUnread(item: InboxItem, readKeys: readonly string[] = []): boolean {
  if (item.read || readKeys.includes(item.key)) return false;
  return item.kind !== 'dispatch' || item.state === 'dispatched';
}

/** The unread count of each tab and of the bell. */
export function unreadCounts(inbox: Pick<Inbox, 'items' | 'readKeys'>): Record<InboxTab | 'all', number> {
  const counts = { mail: 0, message: 0, notice: 0, all: 0 };
  for (const item of inbox.items)
    if (isUnread(item, inbox.readKeys)) {
      counts[item.tab]++;
      counts.all++;
    }
  return counts;
}

/** The page of each kind (the menu path) and whether it opens the record (`?open=<id>`). */
const PAGES: Record<InboxKind, { path: string; record: boolean }> = {
  businessNotice: { path: '/msgManage/businessMsg', record: false },
  notice: { path: '/content/notice', record: false },
  dispatch: { path: '/appeal/handle', record: true },
  urge: { path: '/appeal/handle', record: true },
  delayApprove: { path: '/appeal/handle', record: true },
  delayReject: { path: '/appeal/handle', record: true },
  returnApprove: { path: '/appeal/handle', record: true },
  returnReject: { path: '/appeal/handle', record: true },
  delayAudit: { path: '/appeal/delayAudit', record: false },
  returnAudit: { path: '/appeal/returnAudit', record: false },
};

/** The query parameter a page reads to open one record (`useOpenFromAddress` in the kit). */
export const OPEN_PARAM = 'open';

/**
 * Where an item leads: its page with the record to open, or null when the page is not in the user's menu
 * (the item is then only read in the bell).
 */
export function itemTarget(item: InboxItem, menuPaths: ReadonlySet<string>): string | null {
  const page = PAGES[item.kind];
  if (!page || !menuPaths.has(page.path)) return null;
  return page.record ? `${page.path}?${OPEN_PARAM}=${encodeURIComponent(item.id)}` : page.path;
}

/**
 * How an item is marked read: a business notice with `businessnotice/update`, a dispatch still waiting
 * for sign-off by signing it (`changeToReaded`, SPEC §4 "mark as read") when the user may sign, anything
 * else by its key (`inbox/read`). Null when there is nothing to mark.
 */
export type ReadMark = 'businessNotice' | 'sign' | 'key' | null;
export function readMark(item: InboxItem, permissions: Record<string, boolean>): ReadMark {
  if (!isUnread(item)) return null;
  if (item.kind === 'businessNotice') return 'businessNotice';
  if (item.kind === 'dispatch' && permissions.appealHandle_sign === true) return 'sign';
  return 'key';
}

/**
 * Whether the leading tab asks now: never twice within `INBOX_MIN_GAP_MS`; at once when asked (a tab
 * became visible, an item was read, nothing fetched yet); otherwise every `INBOX_POLL_MS` while a tab is
 * visible and every `INBOX_HIDDEN_POLL_MS` while none is.
 */
export function pollDue(input: { now: number; last: number; visible: boolean; asked: boolean }): boolean {
  const since = input.now - input.last;
  if (input.last > 0 && since < INBOX_MIN_GAP_MS) return false;
  if (input.asked || input.last === 0) return true;
  return since >= (input.visible ? INBOX_POLL_MS : INBOX_HIDDEN_POLL_MS);
}

/**
 * What a tab shows when an inbox arrives (its own fetch, or another tab's over the channel): the newer
 * fetch wins, keeping the keys read since that are not yet read on the server; an older one changes
 * nothing but the read keys (a read in any tab is read in all).
 */
export function mergeInbox(current: Inbox, incoming: Inbox): Inbox {
  const newer = incoming.fetchedAt >= current.fetchedAt ? incoming : current;
  const keys = new Set([...current.readKeys, ...incoming.readKeys]);
  const readOnServer = new Set(newer.items.filter((item) => !isUnread(item)).map((item) => item.key));
  const present = new Set(newer.items.map((item) => item.key));
  const readKeys = [...keys].filter((key) => present.has(key) && !readOnServer.has(key)).sort();
  if (newer === current && readKeys.join() === current.readKeys.join()) return current;
  return { ...newer, readKeys };
}

/** The inbox with one more item read in the browser. */
export function markReadLocally(inbox: Inbox, key: string): Inbox {
  if (inbox.readKeys.includes(key)) return inbox;
  return { ...inbox, readKeys: [...inbox.readKeys, key].sort() };
}
