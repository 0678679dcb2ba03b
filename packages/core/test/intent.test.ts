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
