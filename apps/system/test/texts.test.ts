/// <reference types="@rsbuild/core/types" />
// Issue 10: every page of this centre speaks both languages: its texts have the same keys in zh and en,
// and every label its fields name exists in both.
import { coreMessages } from '@lingxi/core';
import { hasText, type Texts, textKeys } from '@lingxi/testing/texts';
import { uiMessages } from '@lingxi/ui';
import { describe, expect, it } from 'vitest';
import { messages as centreMessages } from '../src/messages';

type Bundle = { zh: { translation: Texts }; en: { translation: Texts } };

const textModules = import.meta.glob<Record<string, unknown>>('../src/pages/*/messages.ts', { eager: true });
/** Each page folder's text bundle (its `messages`, or whatever zh/en bundle the folder exports). */
const pageTexts: Record<string, { messages: Bundle }> = Object.fromEntries(
  Object.entries(textModules).flatMap(([file, module]) => {
    const bundle = Object.values(module).find(
      (value) =>
        (value as Bundle | null)?.zh?.translation !== undefined &&
        (value as Bundle).en?.translation !== undefined,
    );
    return bundle ? [[file, { messages: bundle as Bundle }]] : [];
  }),
);
const pageFields = import.meta.glob<Record<string, unknown>>('../src/pages/*/fields.ts', { eager: true });

/** The labels a page's resources name (fields' `label`, the resource `title`). */
function labels(module: Record<string, unknown>): string[] {
  return Object.values(module).flatMap((value) => {
    const resource = value as { fields?: { label?: unknown }[]; title?: unknown } | null;
    if (!resource || typeof resource !== 'object' || !Array.isArray(resource.fields)) return [];
    const found = resource.fields
      .map((field) => field.label)
      .filter((label): label is string => typeof label === 'string');
    return typeof resource.title === 'string' ? [...found, resource.title] : found;
  });
}

describe('texts of the pages', () => {
  it('has pages with texts to check', () => {
    expect(Object.keys(pageTexts).length).toBeGreaterThan(0);
  });

  for (const [file, { messages }] of Object.entries(pageTexts)) {
    it(`${file}: the same keys in zh and en, none empty`, () => {
      const zh = textKeys(messages.zh.translation).sort();
      expect(textKeys(messages.en.translation).sort()).toEqual(zh);
      for (const key of zh) {
        expect(hasText(messages.zh.translation, key), `zh ${key}`).toBe(true);
        expect(hasText(messages.en.translation, key), `en ${key}`).toBe(true);
      }
    });
  }

  for (const [file, module] of Object.entries(pageFields)) {
    it(`${file}: every label exists in zh and en`, () => {
      const page = pageTexts[file.replace(/fields\.ts$/, 'messages.ts')]?.messages;
      for (const language of ['zh', 'en'] as const) {
        const all = [
          page?.[language].translation,
          centreMessages[language].translation,
          uiMessages[language],
          coreMessages[language],
        ];
        for (const label of labels(module)) {
          expect(
            all.some((texts) => texts && hasText(texts as Texts, label)),
            `${language} ${label}`,
          ).toBe(true);
        }
      }
    });
  }
});
