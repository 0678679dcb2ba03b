/// <reference types="@rsbuild/core/types" />
// Every appeal page speaks both languages: the same keys in zh and en, none empty, and every text key
// the pages' source names exists in both.

import { hasText, type Texts, textAt, textKeys } from '@lingxi/testing/texts';
import { uiMessages } from '@lingxi/ui';
import { describe, expect, it } from 'vitest';
import { messages } from '../src/pages/appeal/messages';

const sources: Record<string, string> = import.meta.glob<string>('../src/pages/appeal*/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('texts of the appeal pages', () => {
  it('the same keys in zh and en, none empty', () => {
    const zh = textKeys(messages.zh.translation).sort();
    expect(textKeys(messages.en.translation).sort()).toEqual(zh);
    for (const key of zh) {
      expect(hasText(messages.zh.translation, key), `zh ${key}`).toBe(true);
      expect(hasText(messages.en.translation, key), `en ${key}`).toBe(true);
    }
  });

  it('every key the pages name exists in both languages', () => {
    const used = new Set<string>();
    for (const text of Object.values(sources))
      for (const match of text.matchAll(/'((?:appeal[A-Za-z]*|crud)\.[A-Za-z0-9.]+)'/g))
        if (match[1] && !match[1].endsWith('.')) used.add(match[1]);
    expect(used.size).toBeGreaterThan(50);
    for (const key of used)
      for (const language of ['zh', 'en'] as const)
        expect(
          Boolean(textAt(messages[language].translation, key)) || hasText(uiMessages[language] as Texts, key),
          `${language} ${key}`,
        ).toBe(true);
  });
});
