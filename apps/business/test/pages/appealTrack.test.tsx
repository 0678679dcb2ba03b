// Appeal tracks (gateway README "Appeals"): every step of every appeal, newest appeal grouped.
import { renderPage, rowWith, searchForm, tableRows, waitFor, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('appeal tracks', () => {
  it('lists the steps with their action and states by label, each offering a track note', async () => {
    await renderPage(centre, { path: '/appeal/track', user: 'dispatcher' });
    await rowWith('供应商拖欠货款调解');
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    const signing = tableRows().find((row) =>
      row.textContent?.includes('孙承办科技局2026-10-30 09:05'),
    ) as HTMLElement;
    expect(await within(signing).findByText('签收')).toBeTruthy();
    expect(await within(signing).findByText('已签收')).toBeTruthy();
    for (const row of tableRows())
      expect(within(row).getByRole('button', { name: '添加跟踪记录' })).toBeTruthy();
    expect(searchForm()).toBeTruthy();
  });
});
