// `whenLoaded`: a page loaded on demand waits for the antd parts the shared antd loads on first render
// (their mark, `@lingxi/build`'s antd.ts), all at once, and not for those already here.
import { describe, expect, it, vi } from 'vitest';
import { laterOf, whenLoaded } from '../../src/pieces/later';

const MARK = Symbol.for('lingxi.later');

/** A component as the shared antd marks it until its chunk arrives; `arrive` lets it load. */
function deferred() {
  let loaded = false;
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        arrive = () => {
          loaded = true;
          resolve();
        };
        fail = reject;
      }),
  );
  const component = Object.assign(() => null, { [MARK]: { load, ready: () => loaded } });
  return { component, load, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenLoaded', () => {
  it('asks for every part at once and resolves when the last has arrived', async () => {
    const avatar = deferred();
    const radio = deferred();
    const waiting = whenLoaded(avatar.component, radio.component);
    expect(avatar.load).toHaveBeenCalledTimes(1);
    expect(radio.load).toHaveBeenCalledTimes(1); // not one after the other
    radio.arrive();
    expect(await settled(waiting)).toBe(false);
    avatar.arrive();
    await expect(waiting).resolves.toBeUndefined();
    expect(laterOf(avatar.component)).toBeUndefined(); // ready: no loader left
  });

  it('resolves at once for antd’s own components (no mark) and parts already here', async () => {
    const Plain = () => null;
    const load = vi.fn(() => new Promise<void>(() => undefined));
    const loaded = Object.assign(() => null, { [MARK]: { load, ready: () => true } });
    expect(await settled(whenLoaded(Plain, loaded, undefined))).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('fails when a part cannot be fetched, so the page’s loader reports it', async () => {
    const offline = deferred();
    const waiting = whenLoaded(offline.component);
    offline.fail(new Error('offline'));
    await expect(waiting).rejects.toThrow('offline');
  });
});
