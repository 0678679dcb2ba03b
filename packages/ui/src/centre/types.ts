/** The shapes a centre is described and used by (shared by `createCentre` and `StandaloneCentre`). */
import type { MenuType, Recorded } from '@lingxi/core';
import type { Resource } from 'i18next';
import type { ComponentType } from 'react';

/** What a page's module exports: the page, and its texts when it has its own. */
export interface PageModule {
  default: ComponentType;
  messages?: Resource;
  /**
   * Asks for the data the page shows first, for the address's query string (`?current=2`), before the
   * page renders: the shell calls it beside the menus right after login, so the first page finds its
   * rows in the cache (`listPrefetch` for a list page). It must ask exactly what the page then asks.
   */
  prefetch?: (search: string) => Promise<unknown>;
  /**
   * The parts of antd loaded on first render (DEFERRED in `@lingxi/build`) the page draws at once
   * (`whenLoaded(Tag)`): the page renders once they are here too, whole, instead of a cell popping in.
   */
  partsReady?: Promise<void>;
}

export interface CentrePage {
  path: string;
  /** i18n key of the page name. */
  title: string;
  /** The page module; absent while the page is not built (a placeholder names it). */
  /**
   * The page module; absent while the page is not built (a placeholder names it). A page module may
   * export its own `messages` (zh and en): they are registered as the module arrives.
   */
  load?: () => Promise<PageModule>;
}

export interface CentreDefinition {
  /** Federation name, e.g. `system`. */
  name: string;
  /** The menu type whose pages this centre serves (SPEC §9). */
  menuType: MenuType;
  pages: CentrePage[];
  /** Texts the centre shares between its pages (zh and en); page names are core's menu texts (`menu.<key>`). */
  messages?: Resource;
  /**
   * Parts of antd loaded on first render that most of the centre's pages draw at once (its list cells'
   * tags and texts): each page's load waits for them too, fetched beside its code (`whenLoaded`).
   */
  parts?: readonly unknown[];
}

export interface MountOptions {
  /** Router base inside the host page, e.g. `/console`. Default `/`. */
  basename?: string;
  /** Where the gateway API lives, e.g. `https://ops.example.com/api`. Default `/api`. */
  apiBase?: string;
  /** Where the runtime config lives. Default: `/lingxi.config.json` next to the API's origin. */
  configUrl?: string;
}

export interface Centre {
  definition: CentreDefinition;
  /**
   * The centre's routes, for a host that already provides router, providers and session. `preload`
   * fetches a page's code ahead of rendering it, and answers that load (none for a page without code);
   * `prefetch` fetches its code and, signed in, the data it shows first (`PageModule.prefetch`).
   */
  Routes: ComponentType & {
    preload(path: string): Recorded<unknown> | undefined;
    prefetch(path: string): Promise<void>;
  };
  /** Renders the centre, with its own router, providers and login, into an element. Returns unmount. */
  mount(element: Element, options?: MountOptions): () => void;
}
