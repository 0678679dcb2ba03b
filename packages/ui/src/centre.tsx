/**
 * What every centre exposes (CENTRES.md): its route table, rendered inside the shell's router, and a
 * framework-neutral `mount` for running alone or inside an integrator's page.
 */
import { addMessages, type MenuType, sessionStore } from '@lingxi/core';
import type { Resource } from 'i18next';
import { type ComponentType, lazy, Suspense, useMemo } from 'react';
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
   * The centre's routes, for a host that already provides router, providers and session; `preload`
   * fetches a page's code ahead of rendering it.
   */
  Routes: ComponentType & { preload(path: string): void };
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

  function CentreRoutes() {
    addTexts();
    const instanceId = sessionStore.getState().instanceId;
    const elements = useMemo(
      () =>
        pages.map((page) => {
          const Page = page.load ? lazy(page.load) : () => <Placeholder title={page.title} />;
          return { path: page.path, Page };
        }),
      [],
    );
    return (
      <div className="lx-centre" data-centre={name} data-session-instance={instanceId}>
        <Suspense fallback={null}>
          <Routes>
            {elements.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
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
  function preload(path: string): void {
    void pages
      .find((page) => page.path === path)
      ?.load?.()
      .catch(() => undefined); // the route's own load reports a failure
  }

  return { definition, Routes: Object.assign(CentreRoutes, { preload }), mount };
}
