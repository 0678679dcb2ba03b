// Loads started ahead of rendering (shell and centres, after login): one load per part, its outcome
// readable by React's `use` without suspending, a failure kept until a retry asks again.
import { describe, expect, it, vi } from 'vitest';
import { loadOnce, type Recorded, recorded } from '../src/load';

/** What React's `use` reads from a recorded promise. */
const fields = (promise: Recorded<unknown>) =>
  promise as unknown as { status: string; value?: unknown; reason?: unknown };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('recorded loads (what React `use` reads without suspending)', () => {
  it('marks a promise pending, then fulfilled with its value', async () => {
    const promise = recorded(Promise.resolve(42));
    expect(promise.status).toBe('pending');
    await settle();
    expect(promise.status).toBe('fulfilled');
    expect(fields(promise).value).toBe(42);
  });

  it('marks a rejection with its reason, without an unhandled rejection', async () => {
    const promise = recorded(Promise.reject(new Error('chunk failed')));
    await settle();
    expect(promise.status).toBe('rejected');
    expect((fields(promise).reason as Error).message).toBe('chunk failed');
  });

  it('leaves a promise that already carries an outcome alone', () => {
    const promise = Object.assign(Promise.resolve(1), { status: 'fulfilled' as const, value: 1 });
    expect(recorded(promise)).toBe(promise);
    expect(promise.status).toBe('fulfilled');
  });
});

describe('loadOnce', () => {
  it('starts one load however often it is asked, and answers it finished once settled', async () => {
    const factory = vi.fn(() => Promise.resolve('module'));
    const load = loadOnce(factory);
    expect(factory).not.toHaveBeenCalled();
    const first = load();
    expect(load()).toBe(first);
    await settle();
    expect(factory).toHaveBeenCalledTimes(1);
    expect(load().status).toBe('fulfilled');
    expect(fields(load()).value).toBe('module');
  });

  it('keeps a failure until told to forget it; then the next call retries', async () => {
    const factory = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module');
    const load = loadOnce(factory);
    load();
    await settle();
    expect(load().status).toBe('rejected');
    expect(factory).toHaveBeenCalledTimes(1);
    load.forgetFailure();
    const retried = load();
    await settle();
    expect(factory).toHaveBeenCalledTimes(2);
    expect(retried.status).toBe('fulfilled');
    expect(fields(retried).value).toBe('module');
  });

  it('does not forget a load that is under way or has succeeded', async () => {
    const factory = vi.fn(() => Promise.resolve('module'));
    const load = loadOnce(factory);
    const first = load();
    load.forgetFailure();
    expect(load()).toBe(first);
    await settle();
    load.forgetFailure();
    expect(load()).toBe(first);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('turns a factory that throws into a recorded failure', async () => {
    const load = loadOnce<string>(() => {
      throw new Error('no such chunk');
    });
    const failed = load();
    await settle();
    expect(failed.status).toBe('rejected');
    expect((fields(failed).reason as Error).message).toBe('no such chunk');
  });
});
