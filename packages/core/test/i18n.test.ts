// SPEC §1: Chinese by default, English; every centre adds its texts to the one shared instance.
import { expect, it } from 'vitest';
import { addMessages, getStore, i18n, initI18n, setLanguage } from '../src';

it('keeps texts added before initialisation, defaults to Chinese, and remembers the chosen language', async () => {
  addMessages({ zh: { translation: { early: '早' } }, en: { translation: { early: 'early' } } });
  await initI18n({ zh: { translation: { late: '晚' } } });
  expect(i18n.language).toBe('zh');
  expect(i18n.t('early')).toBe('早');
  expect(i18n.t('late')).toBe('晚');
  expect(i18n.t('unknownError')).toBe('未知错误');
  await setLanguage('en');
  expect(i18n.t('early')).toBe('early');
  expect(i18n.t('unknownError')).toBe('unknown error');
  expect(getStore('language')).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});
