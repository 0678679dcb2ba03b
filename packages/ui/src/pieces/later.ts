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

import { type ComponentType, lazy } from 'react';

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
