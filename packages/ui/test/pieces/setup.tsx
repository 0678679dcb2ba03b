// Shared set-up of the pieces' tests: i18n with the kit's and the pieces' texts, in English unless a test
// switches, and the console's providers around what is rendered.
import { addMessages, http, initI18n, setConfig, setLanguage } from '@lingxi/core';
import { render } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { piecesMessages } from '../../src/pieces/messages';
import { ConsoleProviders, DEFAULT_ACCENT } from '../../src/providers';

export async function setupTexts(language: 'zh' | 'en' = 'en'): Promise<void> {
  await initI18n();
  addMessages({ zh: { translation: piecesMessages.zh }, en: { translation: piecesMessages.en } });
  // as the console switches: with antd's texts for the language here first (antdLocale.ts)
  await setLanguage(language);
}

/** The console's providers, with antd's motion off: happy-dom never ends a CSS transition. */
function TestProviders({ children }: { children: ReactNode }) {
  return (
    <ConsoleProviders theme={{ token: { colorPrimary: DEFAULT_ACCENT, motion: false } }}>
      {children}
    </ConsoleProviders>
  );
}

export function renderInConsole(ui: ReactElement) {
  return render(ui, { wrapper: TestProviders });
}

export interface FakeAnswer {
  status?: number;
  data: unknown;
}

/** Answers every call of core's `http` with the handler's answer, and records the calls. */
export function fakeServer(
  handler: (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>,
) {
  setConfig({ apiBase: '/api' });
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const { status = 200, data } = await handler(config);
    return { data, status, statusText: '', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return calls;
}

/** An R envelope (SPEC §7). */
export const ok = (data: unknown): FakeAnswer => ({ data: { code: 200, success: true, data, msg: '' } });

/** Catches what `saveBlob` hands to the browser: the file names and blobs. */
export function catchDownloads() {
  const saved: { name: string; href: string }[] = [];
  URL.createObjectURL = vi.fn(() => `blob:test/${saved.length}`);
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
  return { saved, restore: () => click.mockRestore() };
}
