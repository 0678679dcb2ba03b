import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { restingIntent } from '../src/intent';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('starts what a resting pointer points at, once it has rested for the dwell', () => {
  const started: string[] = [];
  const intent = restingIntent((key: string) => started.push(key), 80);
  intent.enter('/system/post');
  vi.advanceTimersByTime(79);
  expect(started).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(started).toEqual(['/system/post']);
  // leaving after the start changes nothing
  intent.leave();
  expect(started).toEqual(['/system/post']);
});

it('starts nothing for a pointer passing over on its way elsewhere', () => {
  const started: string[] = [];
  const intent = restingIntent((key: string) => started.push(key), 80);
  intent.enter('/system/param');
  vi.advanceTimersByTime(40);
  intent.leave();
  intent.enter('/system/post');
  vi.advanceTimersByTime(40);
  intent.enter('/system/tenant'); // the next entry, without a leave in between
  vi.advanceTimersByTime(200);
  expect(started).toEqual(['/system/tenant']);
});

it('starts at once on a press, without waiting for the dwell, and forgets the pending rest', () => {
  const started: string[] = [];
  const intent = restingIntent((key: string) => started.push(key), 80);
  intent.enter('/system/post');
  vi.advanceTimersByTime(10);
  intent.press('/system/post');
  expect(started).toEqual(['/system/post']);
  vi.advanceTimersByTime(200);
  expect(started).toEqual(['/system/post']); // not a second time when the dwell would have ended
});

it('opens once what the press started is ready, and keeps the page being left until then', async () => {
  let ready!: () => void;
  const intent = restingIntent(
    () =>
      new Promise<void>((resolve) => {
        ready = resolve;
      }),
    80,
    250,
  );
  const gone: string[] = [];
  intent.open('/system/post', () => gone.push('/system/post'));
  await vi.advanceTimersByTimeAsync(100);
  expect(gone).toEqual([]);
  ready();
  await vi.advanceTimersByTimeAsync(0);
  expect(gone).toEqual(['/system/post']);
  await vi.advanceTimersByTimeAsync(500);
  expect(gone).toEqual(['/system/post']); // once: the patience ending later goes nowhere
});

it('opens after the patience when what it started is slow, or failed', async () => {
  const gone: string[] = [];
  const slow = restingIntent(() => new Promise<void>(() => undefined), 80, 250);
  slow.open('/system/post', () => gone.push('slow'));
  await vi.advanceTimersByTimeAsync(249);
  expect(gone).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(gone).toEqual(['slow']);
  const failing = restingIntent(() => Promise.reject(new Error('offline')), 80, 250);
  failing.open('/system/post', () => gone.push('failed'));
  await vi.advanceTimersByTimeAsync(0);
  expect(gone).toEqual(['slow', 'failed']); // the page reports the failure when it renders
});

it('goes only where the last open pointed, and nowhere when a press came after', async () => {
  const pending: (() => void)[] = [];
  const intent = restingIntent(
    () =>
      new Promise<void>((resolve) => {
        pending.push(resolve);
      }),
    80,
    250,
  );
  const gone: string[] = [];
  intent.open('/system/post', () => gone.push('/system/post'));
  intent.open('/system/tenant', () => gone.push('/system/tenant'));
  for (const resolve of pending) resolve();
  await vi.advanceTimersByTimeAsync(300);
  expect(gone).toEqual(['/system/tenant']);
  intent.open('/system/param', () => gone.push('/system/param'));
  intent.press('/system/param'); // the caller went there itself
  await vi.advanceTimersByTimeAsync(300);
  expect(gone).toEqual(['/system/tenant']);
});

it('opens at once when the press starts nothing to wait for', () => {
  const gone: string[] = [];
  const intent = restingIntent(() => undefined);
  intent.open('/home', () => gone.push('/home'));
  expect(gone).toEqual(['/home']);
});
