/// <reference types="@rsbuild/core/types" />
// Every page of this centre speaks both languages: the same keys in zh and en, none empty, and every
// text key the pages' source names exists in both.

import { describeTexts } from '@lingxi/testing/texts';
import { uiMessages } from '@lingxi/ui';
import { expect, it } from 'vitest';

type Bundle = { zh: { translation: Record<string, unknown> }; en: { translation: Record<string, unknown> } };

const bundles = import.meta.glob<{ messages: Bundle }>('../src/pages/*/messages.ts', { eager: true });
const sources: Record<string, string> = import.meta.glob<string>('../src/pages/*/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

it('has the six pages’ texts', () => {
  expect(Object.keys(bundles)).toHaveLength(6);
});

describeTexts('texts of the promotion pages', {
  bundles: Object.fromEntries(Object.entries(bundles).map(([file, { messages }]) => [file, messages])),
  sources,
  keys: /'((?:promotion|crud)\.[A-Za-z0-9.]+)'/g,
  atLeast: 40,
  shared: [uiMessages],
});
