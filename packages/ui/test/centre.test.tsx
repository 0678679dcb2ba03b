// A centre's routes (CENTRES.md): a page whose code was preloaded shows in the very first render, and a
// page whose code failed to arrive is fetched again when the host mounts the centre anew (its retry).
import { initI18n } from '@lingxi/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createCentre } from '../src/centre/centre';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function centreWith(load: () => Promise<{ default: () => ReactNode }>) {
  return createCentre({
    name: 'test',
    menuType: 'promotion',
    messages: { zh: { translation: { 'page.todo': '待建页面' } } },
    pages: [
      { path: '/test/ready', title: 'page.ready', load },
      { path: '/test/todo', title: 'page.todo' },
    ],
  });
}

function show(centre: ReturnType<typeof centreWith>, path: string) {
  const { Routes } = centre;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Boundary>
        <Routes />
      </Boundary>
    </MemoryRouter>,
  );
}

/** Renders a centre whose page may still be loading: React wants such a render awaited. */
async function showLoading(centre: ReturnType<typeof centreWith>, path: string) {
  let shown: ReturnType<typeof show> | undefined;
  await act(async () => {
    shown = show(centre, path);
  });
  return shown as ReturnType<typeof show>;
}

beforeAll(async () => {
  await initI18n({ zh: { translation: {} } });
});
afterEach(cleanup);

it('a preloaded page is in the first render, without waiting behind a fallback', async () => {
  const load = vi.fn(async () => ({ default: () => <h1>ready page</h1> }));
  const centre = centreWith(load);
  const preloaded = centre.Routes.preload('/test/ready');
  expect(preloaded?.status).toBe('pending');
  await settle();
  expect(preloaded?.status).toBe('fulfilled');

  show(centre, '/test/ready');
  expect(screen.getByRole('heading', { name: 'ready page' })).toBeTruthy(); // no await: same render
  expect(load).toHaveBeenCalledTimes(1); // preload and route share one load
});

it('a page not preloaded still loads, and a page without code has nothing to preload', async () => {
  const centre = centreWith(async () => ({ default: () => <h1>ready page</h1> }));
  expect(centre.Routes.preload('/test/todo')).toBeUndefined();
  expect(centre.Routes.preload('/test/elsewhere')).toBeUndefined();
  await showLoading(centre, '/test/ready');
  expect(await screen.findByRole('heading', { name: 'ready page' })).toBeTruthy();
});

it('a page whose code failed shows the failure, and loads again when the centre is mounted anew', async () => {
  const load = vi
    .fn<() => Promise<{ default: () => ReactNode }>>()
    .mockRejectedValueOnce(new Error('chunk missing'))
    .mockRejectedValueOnce(new Error('chunk missing'))
    .mockResolvedValue({ default: () => <h1>ready page</h1> });
  const centre = centreWith(load);
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports caught errors
  centre.Routes.preload('/test/ready');
  await settle();

  const first = await showLoading(centre, '/test/ready'); // mounting retries the failed preload once
  expect(await screen.findByText('failed: chunk missing')).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
  first.unmount();

  await showLoading(centre, '/test/ready'); // the host's retry mounts the centre again
  expect(await screen.findByRole('heading', { name: 'ready page' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(3);
  reported.mockRestore();
});

it('a page draws once the parts of antd it draws at once are here too, its own and its centre’s', async () => {
  let ownParts: () => void = () => undefined;
  let centreParts: () => void = () => undefined;
  const own = new Promise<void>((resolve) => {
    ownParts = resolve;
  });
  // a deferred component of the shared antd as the kit sees it: its load and whether it is here
  let here = false;
  const part = Object.assign(() => null, {
    [Symbol.for('lingxi.later')]: {
      load: () =>
        new Promise<void>((resolve) => {
          centreParts = () => {
            here = true;
            resolve();
          };
        }),
      ready: () => here,
    },
  });
  const centre = createCentre({
    name: 'test',
    menuType: 'promotion',
    parts: [part],
    pages: [
      {
        path: '/test/whole',
        title: 'page.whole',
        load: async () => ({ default: () => <h1>whole page</h1>, partsReady: own }),
      },
    ],
  });
  await showLoading(centre, '/test/whole');
  await settle();
  expect(screen.queryByRole('heading', { name: 'whole page' })).toBeNull();
  ownParts();
  await settle();
  expect(screen.queryByRole('heading', { name: 'whole page' })).toBeNull(); // the centre's part still comes
  await act(async () => centreParts());
  await settle();
  expect(screen.getByRole('heading', { name: 'whole page' })).toBeTruthy();
});
