// The kit's `whenIdle`: work put off until the browser is idle (the console's bell, the warm-up), with a
// deadline, a timer where the browser has no idle callbacks, and a cancel that keeps the work from running.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../src/hooks';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('asks the browser for an idle moment, with the deadline given', () => {
    const callbacks: { run: () => void; timeout?: number }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) =>
      callbacks.push({ run, timeout: options?.timeout }),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const work = vi.fn();
    whenIdle(work, 2000);
    expect(work).not.toHaveBeenCalled();
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]?.timeout).toBe(2000);
    callbacks[0]?.run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancels the idle callback it asked for', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    whenIdle(() => undefined, 500)();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('runs on a timer where the browser has no idle callbacks, and not at all once cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, 500);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled, 500)();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
