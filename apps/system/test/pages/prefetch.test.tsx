// Issue 25: the first page after login asks for its list beside the menus (the centre's
// `Routes.prefetch`); each page that says so must find those rows in the cache and ask nothing twice.
import { checkPrefetchingPages } from '@lingxi/testing';
import { expect, it } from 'vitest';
import { centre } from '../../src/centre';

it('pages that ask for their first list before they render ask nothing of it again', async () => {
  const checked = await checkPrefetchingPages(centre, [
    '/system/param?current=2',
    '/system/param?paramKey=account&sort=paramName.ascend',
    // a tree page's search answers the matches of the whole tree at the top
    '/platform/menu?name=%E7%B3%BB%E7%BB%9F',
  ]);
  expect(checked.length).toBeGreaterThan(0);
}, 180_000);
