/**
 * What every centre exposes (CENTRES.md): its route table, rendered inside the shell's router, and a
 * framework-neutral `mount` for running alone or inside an integrator's page.
 */
import { addMessages, type LoadOnce, loadOnce, type Recorded, sessionStore } from '@lingxi/core';
import { Suspense, use, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ensureUiMessages } from '../messages';
import { loadMenuIcons } from '../pieces/icons';
import { laterPiece, whenLoaded } from '../pieces/later';
import { PagePlaceholder } from './PagePlaceholder';
import type { Centre, CentreDefinition, MountOptions, PageModule } from './types';

function registerPageTexts(page: PageModule): PageModule {
  if (page.messages) addMessages(page.messages);
  return page;
}

/** A page's module once the parts of antd it draws at once are here too (the centre's and its own). */
async function whole(module: Promise<PageModule>, parts: readonly unknown[]): Promise<PageModule> {
  const [page] = await Promise.all([module, whenLoaded(...parts)]);
  await page.partsReady;
  return page;
}

// the frame of a centre on its own or embedded (its login, header and providers): never used in the shell,
// so loaded by `mount` only
const StandaloneCentre = laterPiece(() =>
  import('./StandaloneCentre').then(async (module) => {
    await module.partsReady;
    return module.StandaloneCentre;
  }),
);

function NotInCentre() {
  return null;
}

/** A page whose code `preload` already fetched renders at once, without the Suspense fallback. */
function LoadedPage({ load }: { load: LoadOnce<PageModule> }) {
  const { default: Page } = use(load());
  return <Page />;
}

export function createCentre(definition: CentreDefinition): Centre {
  const { pages, messages, name, parts = [] } = definition;
  let textsAdded = false;
  const addTexts = () => {
    if (textsAdded) return;
    ensureUiMessages();
    if (messages) addMessages(messages);
    textsAdded = true;
  };

  function Placeholder({ title }: { title: string }) {
    const { t } = useTranslation();
    return <PagePlaceholder name={t(title)} />;
  }

  // One load per page for the centre's lifetime, shared by `preload` and the route.
  const loads = new Map(
    pages.map((page) => {
      const load = page.load;
      // a page's own texts are registered with its code, before it renders
      const withTexts = load && (() => whole(load(), parts).then(registerPageTexts));
      return [page.path, withTexts && loadOnce(withTexts)];
    }),
  );
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
    void loadMenuIcons(); // the menu icons' sprite, fetched once beside the page's code
    const root = createRoot(element);
    root.render(
      <BrowserRouter basename={options.basename ?? '/'} useTransitions={false}>
        <StandaloneCentre definition={definition} options={options}>
          <CentreRoutes />
        </StandaloneCentre>
      </BrowserRouter>,
    );
    return () => root.unmount();
  }

  /** Starts fetching a page's code before the route renders (the shell calls it while the password is typed). */
  function preload(path: string): Recorded<unknown> | undefined {
    return loads.get(path)?.(); // a failure is recorded; the route reports it when it renders
  }

  /**
   * The page's code and, for a signed-in user, the data it shows first (its module's `prefetch`) at
   * `path` (a route with the address's query string): the shell calls it beside the menus right after
   * login. Never fails: what went wrong is the page's to report when it renders.
   */
  async function prefetch(path: string): Promise<void> {
    const at = path.indexOf('?');
    const route = at < 0 ? path : path.slice(0, at);
    try {
      const page = await loads.get(route)?.();
      if (page?.prefetch && sessionStore.getState().token) await page.prefetch(at < 0 ? '' : path.slice(at));
    } catch {
      // the route reports a page whose code failed; the page's own request reports a refusal
    }
  }

  return { definition, Routes: Object.assign(CentreRoutes, { preload, prefetch }), mount };
}
