/**
 * What every centre exposes (CENTRES.md): its route table, rendered inside the shell's router, and a
 * framework-neutral `mount` for running alone or inside an integrator's page.
 */
import {
  addMessages,
  type LoadOnce,
  loadOnce,
  type MenuType,
  type Recorded,
  sessionStore,
} from '@lingxi/core';
import type { Resource } from 'i18next';
import { type ComponentType, Suspense, use, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { uiMessages } from './messages';
import { PagePlaceholder } from './PagePlaceholder';
import { StandaloneCentre } from './StandaloneCentre';

export interface CentrePage {
  path: string;
  /** i18n key of the page name. */
  title: string;
  /** The page module; absent while the page is not built (a placeholder names it). */
  load?: () => Promise<{ default: ComponentType }>;
}

export interface CentreDefinition {
  /** Federation name, e.g. `system`. */
  name: string;
  /** The menu type whose pages this centre serves (SPEC §9). */
  menuType: MenuType;
  pages: CentrePage[];
  messages: Resource;
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
   * fetches a page's code ahead of rendering it, and answers that load (none for a page without code).
   */
  Routes: ComponentType & { preload(path: string): Recorded<unknown> | undefined };
  /** Renders the centre, with its own router, providers and login, into an element. Returns unmount. */
  mount(element: Element, options?: MountOptions): () => void;
}

let uiTextsAdded = false;
export function ensureUiMessages(): void {
  if (uiTextsAdded) return;
  addMessages({ zh: { translation: uiMessages.zh }, en: { translation: uiMessages.en } });
  uiTextsAdded = true;
}

function NotInCentre() {
  return null;
}

/** A page whose code `preload` already fetched renders at once, without the Suspense fallback. */
function LoadedPage({ load }: { load: LoadOnce<{ default: ComponentType }> }) {
  const { default: Page } = use(load());
  return <Page />;
}

export function createCentre(definition: CentreDefinition): Centre {
  const { pages, messages, name } = definition;
  let textsAdded = false;
  const addTexts = () => {
    if (textsAdded) return;
    ensureUiMessages();
    addMessages(messages);
    textsAdded = true;
  };

  function Placeholder({ title }: { title: string }) {
    const { t } = useTranslation();
    return <PagePlaceholder name={t(title)} />;
  }

  // One load per page for the centre's lifetime, shared by `preload` and the route.
  const loads = new Map(pages.map((page) => [page.path, page.load && loadOnce(page.load)]));
  const elements = pages.map((page) => {
    const load = loads.get(page.path);
    return {
      path: page.path,
      element: load ? <LoadedPage load={load} /> : <Placeholder title={page.title} />,
    };
  });

  function CentreRoutes() {
    addTexts();
    const instanceId = sessionStore.getState().instanceId;
    // Mounted again by the host's retry: a page whose code failed to arrive is fetched anew.
    useState(() => {
      for (const load of loads.values()) load?.forgetFailure();
    });
    return (
      <div className="lx-centre" data-centre={name} data-session-instance={instanceId}>
        <Suspense fallback={null}>
          <Routes>
            {elements.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={<NotInCentre />} />
          </Routes>
        </Suspense>
      </div>
    );
  }

  function mount(element: Element, options: MountOptions = {}) {
    addTexts();
    const root = createRoot(element);
    root.render(
      <BrowserRouter basename={options.basename ?? '/'}>
        <StandaloneCentre definition={definition} options={options}>
          <CentreRoutes />
        </StandaloneCentre>
      </BrowserRouter>,
    );
    return () => root.unmount();
  }

  /** Starts fetching a page's code before the route renders (the shell calls it right after login). */
  function preload(path: string): Recorded<unknown> | undefined {
    return loads.get(path)?.(); // a failure is recorded; the route reports it when it renders
  }

  return { definition, Routes: Object.assign(CentreRoutes, { preload }), mount };
}
