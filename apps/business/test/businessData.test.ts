/// <reference types="@rsbuild/core/types" />
// The business data pages (issue 20): the investment library's actions by stage and permission codes
// (a pure decision), and every text of the four pages in both languages.

import { describeTexts } from '@lingxi/testing/texts';
import { uiMessages } from '@lingxi/ui';
import { describe, expect, it } from 'vitest';
import { messages as areaLibrary } from '../src/pages/areaLibrary/messages';
import { messages as businessLibrary } from '../src/pages/businessLibrary/messages';
import { type LibraryAction, libraryActions, offers, SIGNED_STAGE } from '../src/pages/businessLibrary/rules';
import { messages as enterprise } from '../src/pages/enterprise/messages';
import { messages as serviceResource } from '../src/pages/serviceResource/messages';

const all = (_: LibraryAction) => true;
const only =
  (...codes: LibraryAction[]) =>
  (action: LibraryAction) =>
    codes.includes(action);

describe('the investment library: which actions a record offers', () => {
  it.each([
    [1, ['view', 'edit', 'delete']],
    [2, ['view', 'edit', 'delete']],
    [3, ['view', 'edit', 'delete']],
    [4, ['view', 'edit']],
    [5, ['view', 'edit']],
    [undefined, ['view', 'edit', 'delete']],
  ])('stage %s with every code: %j', (stage, expected) => {
    expect(libraryActions({ stage }, all)).toEqual(expected);
  });

  it('reads a stage sent as text, as the dictionary keys are', () => {
    expect(libraryActions({ stage: '4' }, all)).toEqual(['view', 'edit']);
    expect(libraryActions({ stage: '3' }, all)).toContain('delete');
    expect(SIGNED_STAGE).toBe(4);
  });

  it('offers only what the permission codes allow', () => {
    expect(libraryActions({ stage: 1 }, only('view', 'edit'))).toEqual(['view', 'edit']);
    expect(libraryActions({ stage: 1 }, only('delete'))).toEqual(['delete']);
    expect(libraryActions({ stage: 5 }, only('delete'))).toEqual([]);
    expect(libraryActions({ stage: 2 }, only())).toEqual([]);
  });

  it('answers the row rule the page gives the list', () => {
    expect(offers('delete')({ stage: 3 })).toBe(true);
    expect(offers('delete')({ stage: 4 })).toBe(false);
    expect(offers('edit')({ stage: 5 })).toBe(true);
  });
});

const pages = { serviceResource, enterprise, businessLibrary, areaLibrary };
const sources: Record<string, string> = import.meta.glob<string>(
  '../src/pages/{serviceResource,enterprise,businessLibrary,areaLibrary}/*.{ts,tsx}',
  { eager: true, query: '?raw', import: 'default' },
);

describeTexts('texts of the business data pages', {
  bundles: pages,
  sources,
  keys: /'((?:serviceResource|enterprise|businessLibrary|areaLibrary|crud)\.[A-Za-z0-9.]+)'/g,
  atLeast: 40,
  shared: [uiMessages],
});
