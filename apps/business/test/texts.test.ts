/// <reference types="@rsbuild/core/types" />
// Every appeal page speaks both languages: the same keys in zh and en, none empty, and every text key
// the pages' source names exists in both.

import { describeTexts } from '@lingxi/testing/texts';
import { uiMessages } from '@lingxi/ui';
import { messages } from '../src/pages/appeal/messages';

const sources: Record<string, string> = import.meta.glob<string>('../src/pages/appeal*/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describeTexts('texts of the appeal pages', {
  bundles: { appeal: messages },
  sources,
  keys: /'((?:appeal[A-Za-z]*|crud)\.[A-Za-z0-9.]+)'/g,
  atLeast: 50,
  shared: [uiMessages],
});
