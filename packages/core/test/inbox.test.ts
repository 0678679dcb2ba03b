// The bell's decisions (issue 23): unread, where an item leads, how it is read, when to poll, merging.
import { describe, expect, it } from 'vitest';
import {
  EMPTY_INBOX,
  INBOX_HIDDEN_POLL_MS,
  INBOX_POLL_MS,
  type Inbox,
  type InboxItem,
  isUnread,
  itemTarget,
  markReadLocally,
  mergeInbox,
  pollDue,
  readMark,
  unreadCounts,
} from '../src/inbox';

const item = (over: Partial<InboxItem>): InboxItem => ({
  key: 'track:1',
  tab: 'message',
  kind: 'urge',
  id: '11',
  title: '关于用电的诉求',
  content: null,
  time: '2026-11-26 10:00:00',
  read: false,
  state: 'signed',
  appealNo: 'SQ20261126000001',
  deptName: '企业服务处',
  type: null,
  ...over,
});

describe('isUnread', () => {
  it('an item read on the server or in the browser is read', () => {
    expect(isUnread(item({}))).toBe(true);
    expect(isUnread(item({ read: true }))).toBe(false);
    expect(isUnread(item({}), ['track:1'])).toBe(false);
    expect(isUnread(item({}), ['track:2'])).toBe(true);
  });
  it('a dispatch is unread only while its record waits for sign-off', () => {
    expect(isUnread(item({ kind: 'dispatch', state: 'dispatched' }))).toBe(true);
    for (const state of ['signed', 'handling', 'returned', 'disposed'])
      expect(isUnread(item({ kind: 'dispatch', state }))).toBe(false);
    expect(isUnread(item({ kind: 'urge', state: 'handling' }))).toBe(true);
  });
  it('counts per tab and in all', () => {
    const items = [
      item({ key: 'bn:1', tab: 'mail', kind: 'businessNotice' }),
      item({ key: 'bn:2', tab: 'mail', kind: 'businessNotice', read: true }),
      item({ key: 'track:1' }),
      item({ key: 'track:2', kind: 'dispatch', state: 'signed' }),
      item({ key: 'notice:1', tab: 'notice', kind: 'notice' }),
    ];
    expect(unreadCounts({ items, readKeys: [] })).toEqual({ mail: 1, message: 1, notice: 1, all: 3 });
    expect(unreadCounts({ items, readKeys: ['notice:1'] })).toEqual({
      mail: 1,
      message: 1,
      notice: 0,
      all: 2,
    });
  });
});

describe('itemTarget', () => {
  const menu = new Set(['/appeal/handle', '/appeal/returnAudit', '/content/notice']);
  it('appeal events open the handling page on their record', () => {
    expect(itemTarget(item({ kind: 'dispatch', id: '42' }), menu)).toBe('/appeal/handle?open=42');
    expect(itemTarget(item({ kind: 'returnReject', id: '7' }), menu)).toBe('/appeal/handle?open=7');
  });
  it('audits, notices and business notices open their page', () => {
    expect(itemTarget(item({ kind: 'returnAudit' }), menu)).toBe('/appeal/returnAudit');
    expect(itemTarget(item({ kind: 'notice', tab: 'notice' }), menu)).toBe('/content/notice');
  });
  it('a page outside the menu leads nowhere', () => {
    expect(itemTarget(item({ kind: 'delayAudit' }), menu)).toBeNull();
    expect(itemTarget(item({ kind: 'businessNotice' }), menu)).toBeNull();
    expect(itemTarget(item({ kind: 'dispatch' }), new Set())).toBeNull();
  });
});

describe('readMark', () => {
  it('business notices by their update, a dispatch by signing it when the user may, others by key', () => {
    expect(readMark(item({ kind: 'businessNotice', tab: 'mail' }), {})).toBe('businessNotice');
    expect(readMark(item({ kind: 'dispatch', state: 'dispatched' }), { appealHandle_sign: true })).toBe(
      'sign',
    );
    expect(readMark(item({ kind: 'dispatch', state: 'dispatched' }), {})).toBe('key');
    expect(readMark(item({ kind: 'urge' }), { appealHandle_sign: true })).toBe('key');
    expect(readMark(item({ kind: 'notice', tab: 'notice' }), {})).toBe('key');
  });
  it('nothing to mark on a read item', () => {
    expect(readMark(item({ read: true }), {})).toBeNull();
    expect(readMark(item({ kind: 'dispatch', state: 'signed' }), { appealHandle_sign: true })).toBeNull();
  });
});

describe('pollDue', () => {
  const now = 1_000_000;
  it('at once when nothing was fetched or a poll is asked for, but never twice within 2 s', () => {
    expect(pollDue({ now, last: 0, visible: false, asked: false })).toBe(true);
    expect(pollDue({ now, last: now - 3_000, visible: true, asked: true })).toBe(true);
    expect(pollDue({ now, last: now - 1_000, visible: true, asked: true })).toBe(false);
  });
  it('every 30 s while visible, every 5 min while hidden', () => {
    expect(pollDue({ now, last: now - INBOX_POLL_MS + 1, visible: true, asked: false })).toBe(false);
    expect(pollDue({ now, last: now - INBOX_POLL_MS, visible: true, asked: false })).toBe(true);
    expect(pollDue({ now, last: now - INBOX_POLL_MS, visible: false, asked: false })).toBe(false);
    expect(pollDue({ now, last: now - INBOX_HIDDEN_POLL_MS, visible: false, asked: false })).toBe(true);
  });
});

describe('mergeInbox', () => {
  const at = (fetchedAt: number, items: InboxItem[], readKeys: string[] = []): Inbox => ({
    items,
    fetchedAt,
    readKeys,
  });
  it('the newer fetch wins, an older one changes nothing', () => {
    const older = at(1, [item({ key: 'track:1' })]);
    const newer = at(2, [item({ key: 'track:1' }), item({ key: 'track:2' })]);
    expect(mergeInbox(older, newer)).toEqual(newer);
    expect(mergeInbox(newer, older)).toBe(newer);
    expect(mergeInbox(EMPTY_INBOX, newer).items).toHaveLength(2);
  });
  it('a read in any tab is kept until the server says so', () => {
    const local = markReadLocally(at(1, [item({ key: 'track:1' })]), 'track:1');
    expect(local.readKeys).toEqual(['track:1']);
    // a fetch that started before the read still says unread: it stays read
    const stale = mergeInbox(local, at(2, [item({ key: 'track:1' })]));
    expect(stale.readKeys).toEqual(['track:1']);
    expect(unreadCounts(stale).all).toBe(0);
    // once the server says read, or the item is gone, the key is dropped
    expect(mergeInbox(local, at(3, [item({ key: 'track:1', read: true })])).readKeys).toEqual([]);
    expect(mergeInbox(local, at(3, [])).readKeys).toEqual([]);
    // another tab's read reaches this one
    const other = markReadLocally(at(1, [item({ key: 'track:1' })]), 'track:1');
    expect(mergeInbox(at(1, [item({ key: 'track:1' })]), other).readKeys).toEqual(['track:1']);
    expect(markReadLocally(local, 'track:1')).toBe(local);
  });
});
