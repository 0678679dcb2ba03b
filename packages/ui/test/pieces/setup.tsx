// Shared set-up of the pieces' tests: i18n with the kit's and the pieces' texts, in English unless a test
// switches, and the console's providers around what is rendered.
import { addMessages, i18n, initI18n } from '@lingxi/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { piecesMessages } from '../../src/pieces/messages';
import { ConsoleProviders } from '../../src/providers';

export async function setupTexts(language: 'zh' | 'en' = 'en'): Promise<void> {
  await initI18n();
  addMessages({ zh: { translation: piecesMessages.zh }, en: { translation: piecesMessages.en } });
  await i18n.changeLanguage(language);
}

export function renderInConsole(ui: ReactElement) {
  return render(ui, { wrapper: ConsoleProviders });
}
