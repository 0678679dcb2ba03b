// Issue 25: the first page after login asks for its list beside the menus (the centre's
// `Routes.prefetch`); each page that says so must find those rows in the cache and ask nothing twice.
import { checkPrefetchingPages } from '@lingxi/testing';
import { expect, it } from 'vitest';
import { centre } from '../../src/centre';

it('pages that ask for their first list before they render ask nothing of it again', async () => {
  // the handling page's list follows the address's tab (and the user's first list without one)
  const checked = await checkPrefetchingPages(centre, ['/appeal/handle?tab=disposed']);
  expect(checked).toContain('/appeal/handle');
  expect(checked.length).toBeGreaterThan(0);
}, 180_000);
