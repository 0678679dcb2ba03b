/// <reference types="@rsbuild/core/types" />
// Every page of this centre speaks both languages: the same keys in zh and en, none empty, and every
// text key the pages' source names exists in both.

import { type Texts, textAt, textKeys } from '@lingxi/testing/texts';
import { uiMessages } from '@lingxi/ui';
import { describe, expect, it } from 'vitest';

type Bundle = { zh: { translation: Texts }; en: { translation: Texts } };

const bundles = import.meta.glob<{ messages: Bundle }>('../src/pages/*/messages.ts', { eager: true });
const sources: Record<string, string> = import.meta.glob<string>('../src/pages/*/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('texts of the promotion pages', () => {
  it('has the six pages, each with the same keys in zh and en, none empty', () => {
    expect(Object.keys(bundles)).toHaveLength(6);
    for (const [file, { messages }] of Object.entries(bundles)) {
      const zh = textKeys(messages.zh.translation).sort();
      expect(textKeys(messages.en.translation).sort(), file).toEqual(zh);
      for (const key of zh) {
        expect(textAt(messages.zh.translation, key), `zh ${key}`).toBeTruthy();
        expect(textAt(messages.en.translation, key), `en ${key}`).toBeTruthy();
      }
    }
  });

  it('every key the pages name exists in both languages', () => {
    const merged = (language: 'zh' | 'en') =>
      Object.values(bundles).map(({ messages }) => messages[language].translation);
    const used = new Set<string>();
    for (const text of Object.values(sources))
      for (const match of text.matchAll(/'((?:promotion|crud)\.[A-Za-z0-9.]+)'/g))
        if (match[1] && !match[1].endsWith('.')) used.add(match[1]);
    expect(used.size).toBeGreaterThan(40);
    for (const key of used)
      for (const language of ['zh', 'en'] as const)
        expect(
          merged(language).some((texts) => Boolean(textAt(texts, key))) ||
            Boolean(textAt(uiMessages[language] as Texts, key)),
          `${language} ${key}`,
        ).toBe(true);
  });
});
