// Issue 25: antd's English texts load when English is chosen, not in every first load; the switch waits
// for them, so an English interface never shows antd's Chinese ones.
import { i18n, initI18n, setLanguage } from '@lingxi/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Empty, Pagination } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { ConsoleProviders } from '../src/providers';

beforeAll(() => initI18n());
afterEach(async () => {
  cleanup();
  await setLanguage('zh');
});

/** Each drawing of the texts, with the interface language it was drawn in. */
const drawn: string[] = [];

function Texts() {
  const { i18n: instance } = useTranslation();
  useLayoutEffect(() => {
    drawn.push(`${instance.language}: ${document.querySelector('.ant-empty-description')?.textContent}`);
  });
  return (
    <>
      <Empty />
      <Pagination total={50} showSizeChanger />
    </>
  );
}

it("draws antd's texts in the interface language: Chinese at once, English once chosen", async () => {
  const { container } = render(
    <ConsoleProviders>
      <Texts />
    </ConsoleProviders>,
  );
  const empty = () => container.querySelector('.ant-empty-description')?.textContent;
  expect(empty()).toBe('暂无数据');
  expect(screen.getByText('10 条/页')).toBeTruthy();
  await act(() => setLanguage('en'));
  // the switch waited for the English texts: the first English render already has them
  expect(i18n.language).toBe('en');
  expect(empty()).toBe('No data');
  expect(screen.getByText('10 / page')).toBeTruthy();
  await act(() => setLanguage('zh'));
  expect(empty()).toBe('暂无数据');
  // never English words around antd's Chinese ones
  expect(drawn).toContain('en: No data');
  expect(drawn).not.toContain('en: 暂无数据');
});
