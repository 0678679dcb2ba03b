/**
 * Components the shared antd loads on first render (`@lingxi/build`'s antd.ts, DEFERRED: the date picker,
 * the tree select, the upload …) carry `load()` and `ready()` under `Symbol.for('lingxi.later')`. A piece
 * that can show a light stand-in until then reads them here; antd's own components (the tests, a
 * development server) have no mark and are always ready.
 */
export interface Later {
  /** Loads the component; resolves once it can render at once. */
  load(): Promise<unknown>;
  /** Whether the component has loaded. */
  ready(): boolean;
}

import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';

const LATER = Symbol.for('lingxi.later');

/** The loader of a component loaded on first render; undefined when the component is already here. */
export function laterOf(component: unknown): Later | undefined {
  const later = (component as { [LATER]?: Later } | null | undefined)?.[LATER];
  return later && !later.ready() ? later : undefined;
}

/**
 * Loads the components given that are loaded on first render, all at once; resolves when every one can
 * render at once (at once when none waits). A page loaded on demand starts this as its module runs and its
 * loader waits for it, so the page draws whole instead of its parts popping in one after another.
 */
export function whenLoaded(...components: unknown[]): Promise<void> {
  const ready = Promise.all(components.map((component) => laterOf(component)?.load())).then(() => undefined);
  ready.catch(() => undefined); // a failure is the loader's to report, never an unhandled rejection
  return ready;
}

/**
 * React's `lazy` for a module loaded on demand that exports `partsReady` (its `whenLoaded`): the
 * component `pick` takes from it renders once those parts are here too.
 */
export function lazyWhole<M extends { partsReady?: Promise<void> }, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
) {
  return lazy(() =>
    load().then(async (module) => {
      await module.partsReady;
      return { default: pick(module) };
    }),
  );
}

/**
 * A piece of the kit whose code loads the first time it is wanted (issue 25): the kit is one shared
 * module, whole in every console's first load, and its dialogs, pickers and journals are drawn by no list
 * page at once. It draws nothing until its code is here; then it renders at once, and never remounts what
 * it drew. `wanted(props)` says when to fetch it: a dialog's, once first opened (until then it draws
 * nothing and costs nothing); by default, on its first render. A failed fetch is tried again by the next
 * render that wants it (the error reaches the nearest boundary meanwhile). It carries the shared antd's
 * mark, so `whenLoaded` waits for it and `laterOf` reads it.
 */
export function laterPiece<P extends object>(
  load: () => Promise<ComponentType<P>>,
  wanted: (props: P) => boolean = () => true,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  type Module = { default: ComponentType<P> };
  // once here, a thenable that answers at once: React's lazy then renders without suspending
  const lazyPiece = () =>
    lazy(() =>
      loaded
        ? ({
            // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, read by React's lazy at once
            then: (done: (module: Module) => void) => done({ default: loaded as ComponentType<P> }),
          } as Promise<Module>)
        : get().then((component) => ({ default: component })),
    );
  let Lazy = lazyPiece();
  const get = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = undefined;
        Lazy = lazyPiece(); // React's lazy keeps its failure: the next render asks anew
        throw error;
      },
    ));
  function Piece(props: P) {
    const [shown, setShown] = useState(false);
    if (!shown && wanted(props)) setShown(true); // once wanted, drawn from then on (a dialog's closing)
    if (!shown && !wanted(props)) return null;
    return createElement(Suspense, { fallback: null }, createElement(Lazy as ComponentType<P>, props));
  }
  return Object.assign(Piece, { [LATER]: { load: get, ready: () => loaded !== undefined } satisfies Later });
}
