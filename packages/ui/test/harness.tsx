// Shared set-up of the kit's piece tests: the kit's texts in one language, antd's needs that happy-dom
// lacks, the console's providers (motion off: happy-dom never ends a CSS transition; antd's styles reduced
// to what hides and blocks, see TEST_THEME) and a router.
import { initI18n, setLanguage } from '@lingxi/core';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { consoleQueryClient } from '../src/crud/data';
import { ensureUiMessages } from '../src/messages';
import { ConsoleProviders } from '../src/providers';
import {
  BehaviourStyles,
  configureTestingLibrary,
  installBehaviourStyles,
  skipOwnerStacks,
  stubMatchMedia,
  TEST_THEME,
} from '../src/testing';

export { stubMatchMedia };

export async function setupKit(language: 'zh' | 'en' = 'en'): Promise<void> {
  await initI18n();
  ensureUiMessages();
  // as the console switches: with antd's texts for the language here first (antdLocale.ts)
  await setLanguage(language);
  stubMatchMedia();
  skipOwnerStacks();
  configureTestingLibrary();
  await installBehaviourStyles();
}

function KitProviders({ children }: { children: ReactNode }) {
  return (
    <BehaviourStyles>
      <ConsoleProviders theme={TEST_THEME}>
        <MemoryRouter>{children}</MemoryRouter>
      </ConsoleProviders>
    </BehaviourStyles>
  );
}

/**
 * Renders under the console's providers, with the page data of an earlier render forgotten unless
 * `keepData` (the same browser session going on).
 */
export function renderKit(ui: ReactElement, { keepData = false }: { keepData?: boolean } = {}) {
  if (!keepData) consoleQueryClient().clear();
  return render(ui, { wrapper: KitProviders });
}

/** A promise settled from outside. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
