// `whenLoaded`: a page loaded on demand waits for the antd parts the shared antd loads on first render
// (their mark, `@lingxi/build`'s antd.ts), all at once, and not for those already here. `laterPiece`: a
// piece of the kit whose code loads when first wanted.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Component, type ReactNode, useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { laterOf, laterPiece, whenLoaded } from '../../src/pieces/later';

afterEach(cleanup);

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

describe('laterPiece', () => {
  /** A piece whose code arrives when `arrive` is called (or fails with `fail`). */
  function piece(wanted?: (props: { open: boolean; label: string }) => boolean) {
    let arrive: () => void = () => undefined;
    let fail: () => void = () => undefined;
    const mounts = vi.fn();
    function Real({ open, label }: { open: boolean; label: string }) {
      const [count, setCount] = useState(0);
      useEffect(mounts, []);
      return (
        <button type="button" onClick={() => setCount(count + 1)}>
          {label} {open ? 'open' : 'closed'} {count}
        </button>
      );
    }
    const load = vi.fn(
      () =>
        new Promise<typeof Real>((resolve, reject) => {
          arrive = () => resolve(Real);
          fail = () => reject(new Error('offline'));
        }),
    );
    const Piece = laterPiece(load, wanted);
    return { Piece, load, mounts, arrive: () => arrive(), fail: () => fail() };
  }

  it('a dialog’s code is fetched when it first opens, and it stays drawn (and mounted) once it has been', async () => {
    const { Piece, load, mounts, arrive } = piece((props) => props.open);
    const view = render(<Piece open={false} label="导入" />);
    expect(load).not.toHaveBeenCalled();
    expect(view.container.textContent).toBe('');
    view.rerender(<Piece open label="导入" />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(view.container.textContent).toBe(''); // nothing until the code is here
    await act(async () => arrive());
    expect(screen.getByRole('button').textContent).toBe('导入 open 0');
    fireEvent.click(screen.getByRole('button'));
    view.rerender(<Piece open={false} label="导入" />);
    expect(screen.getByRole('button').textContent).toBe('导入 closed 1'); // closing: still drawn, state kept
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it('renders at once where its code is already here, and whenLoaded waits for it', async () => {
    const { Piece, load, arrive } = piece();
    const waiting = whenLoaded(Piece);
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await waiting;
    expect(laterOf(Piece)).toBeUndefined();
    render(<Piece open label="日志" />);
    expect(screen.getByRole('button').textContent).toBe('日志 open 0'); // no suspended first render
  });

  it('asks again on the next render after a failed fetch', async () => {
    const { Piece, load, fail, arrive } = piece();
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(
      <Boundary>
        <Piece open label="授权" />
      </Boundary>,
    );
    await act(async () => fail());
    expect(first.container.textContent).toBe('failed');
    first.unmount();
    quiet.mockRestore();
    render(
      <Boundary>
        <Piece open label="授权" />
      </Boundary>,
    );
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => arrive());
    expect(screen.getByRole('button').textContent).toBe('授权 open 0');
  });
});
