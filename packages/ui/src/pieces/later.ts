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

const LATER = Symbol.for('lingxi.later');

/** The loader of a component loaded on first render; undefined when the component is already here. */
export function laterOf(component: unknown): Later | undefined {
  const later = (component as { [LATER]?: Later } | null | undefined)?.[LATER];
  return later && !later.ready() ? later : undefined;
}
