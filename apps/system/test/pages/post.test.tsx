// Posts (PAGES.md "Posts"): the real page against the real gateway.
import { renderPage, screen, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/system/post';

describe('posts', () => {
  it('lists the seeded posts with their category labels from the dictionary', async () => {
    const { requests } = await renderPage(centre, { path: PATH });
    expect(await screen.findByText('首席执行官')).toBeTruthy();
    const row = screen.getByText('首席执行官').closest('tr') as HTMLElement;
    expect(within(row).getByText('高层')).toBeTruthy();
    expect(requests.last('/lingxi-system/post/list')?.query).toMatchObject({ current: '1', size: '10' });
  });
});
