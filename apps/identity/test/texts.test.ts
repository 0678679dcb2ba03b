/// <reference types="@rsbuild/core/types" />
// The identity pages speak both languages: the same keys in zh and en, none empty, and every text key
// the pages' source names exists in both (the page's texts or the kit's).
import { coreMessages } from '@lingxi/core';
import { describeTexts } from '@lingxi/testing/texts';
import { uiMessages } from '@lingxi/ui';
import { messages } from '../src/pages/shared/messages';

const sources: Record<string, string> = import.meta.glob<string>('../src/pages/*/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describeTexts('texts of the identity pages', {
  bundles: { identity: messages },
  sources,
  keys: /'((?:identity|crud)\.[A-Za-z0-9.]+)'/g,
  atLeast: 40,
  shared: [uiMessages, coreMessages],
});
