// SPEC §2 screen size class, §3 "Local log entry", §8 uncaught errors and chunk-load errors, §9 badge max 99.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addLog,
  captureErrors,
  clearLogs,
  formatTime,
  getStore,
  isChunkLoadError,
  LOG_LIMIT,
  type LogEntry,
  logBadge,
  logEntry,
  logError,
  logStore,
  screenClass,
  sidebarHidden,
  uploadLogs,
} from '../src';
import { fakeServer, ok } from './fake-server';

describe('screen size class', () => {
  it('is 3 from 1200 px, 2 from 992, 1 from 768, else 0', () => {
    expect([1920, 1200, 1199, 992, 991, 768, 767, 0].map(screenClass)).toEqual([3, 3, 2, 2, 1, 1, 0, 0]);
    expect(sidebarHidden(0)).toBe(true);
    expect(sidebarHidden(1)).toBe(false);
  });
});

describe('local error log', () => {
  beforeEach(() => clearLogs());
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('makes entries with type, message, stack, info, url and time', () => {
    const error = new Error('boom');
    const entry = logEntry(
      error,
      'in the param page',
      new Date(2026, 10, 22, 9, 5, 7),
      'http://x/system/param',
    );
    expect(entry).toEqual({
      type: 'error',
      message: 'boom',
      stack: error.stack,
      info: 'in the param page',
      url: 'http://x/system/param',
      time: '2026-11-22 09:05:07',
    });
    expect(logEntry('plain').message).toBe('plain');
    expect(formatTime(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });

  it('recognises chunk-load failures', () => {
    const chunk = new Error('Loading chunk 123 failed.\n(error: http://x/static/js/123.js)');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(logEntry(chunk).type).toBe('chunk');
  });

  it('caps the badge at 99', () => {
    expect(logBadge(0)).toBe('');
    expect(logBadge(7)).toBe('7');
    expect(logBadge(99)).toBe('99');
    expect(logBadge(100)).toBe('99+');
  });

  it('collects uncaught errors and unhandled rejections, newest first, kept for the session', () => {
    stop = captureErrors(window);
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('uncaught'),
        message: 'uncaught',
        filename: 'a.js',
        lineno: 3,
        colno: 9,
      }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected') });
    window.dispatchEvent(rejection);
    const logs = logStore.getState().logs;
    expect(logs.map((entry) => [entry.type, entry.message])).toEqual([
      ['promise', 'rejected'],
      ['error', 'uncaught'],
    ]);
    expect(logs[1]?.info).toBe('a.js:3:9');
    expect(getStore<LogEntry[]>('errorLogs')).toHaveLength(2);
    stop();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after') }));
    expect(logStore.getState().logs).toHaveLength(2);
  });

  it('keeps at most LOG_LIMIT entries, and clears', () => {
    for (let i = 0; i < LOG_LIMIT + 5; i++) addLog(logEntry(`e${i}`));
    expect(logStore.getState().logs).toHaveLength(LOG_LIMIT);
    expect(logStore.getState().logs[0]?.message).toBe(`e${LOG_LIMIT + 4}`);
    logError(new Error('x'), 'boundary', 'chunk');
    expect(logStore.getState().logs[0]?.type).toBe('chunk');
    clearLogs();
    expect(logStore.getState().logs).toEqual([]);
  });

  it('uploads the entries to POST /lingxi-auth/oauth/logout and keeps them', async () => {
    const sent = fakeServer(() => ok(true));
    logError(new Error('one'));
    await uploadLogs();
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('/api/lingxi-auth/oauth/logout');
    expect(sent[0]?.data).toEqual([expect.objectContaining({ message: 'one', type: 'error' })]);
    expect(logStore.getState().logs).toHaveLength(1);
  });
});
