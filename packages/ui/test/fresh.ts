/**
 * The kit's tests share one module graph per worker (vitest.config.ts, `isolate: false`): antd, React and
 * the kit are imported once instead of once per file, which was 114 of the suite's 272 s (measured
 * 2026-11-29). What a file could change for the next one is put back here before each file starts, as a
 * fresh worker would have it: the interface language (Chinese, the default), the saved settings, the
 * document and the styles written into it (left there, they made every later role query slower: 163 s in
 * all, against 98 s without), the page data, mocks and timers, and core's HTTP adapter.
 */
import { http, i18n, setLanguage } from '@lingxi/core';
import { cleanup } from '@testing-library/react';
import { beforeAll, vi } from 'vitest';
import { consoleQueryClient } from '../src/crud/data';

const first = globalThis as { lingxiFreshAdapter?: typeof http.defaults.adapter };
first.lingxiFreshAdapter ??= http.defaults.adapter;

beforeAll(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  // antd's styles written at run time by an earlier file's pages (the behaviour sheet stays: read once)
  for (const style of document.head.querySelectorAll('style:not([data-lingxi-behaviour])')) style.remove();
  consoleQueryClient().clear();
  http.defaults.adapter = first.lingxiFreshAdapter;
  if (i18n.isInitialized && i18n.language !== 'zh') await setLanguage('zh');
});
