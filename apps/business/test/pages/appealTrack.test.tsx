// Appeal tracks (gateway README "Appeals"): every step of every appeal, newest appeal grouped.
import { renderPage, rowWith, screen, searchForm, tableRows, waitFor, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('appeal tracks', () => {
  it('lists the steps with their action and states by label, each offering a track note', async () => {
    await renderPage(centre, { path: '/appeal/track', user: 'dispatcher' });
    await rowWith('供应商拖欠货款调解');
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    // the handler's signing of it: found by its action and who signed, as the seeded dates follow the day
    // the gateway starts (a date written here failed on every other day)
    const signing = tableRows().find(
      (row) =>
        [...row.querySelectorAll('td')].some((cell) => cell.textContent === '签收') &&
        row.textContent?.includes('孙承办科技局'),
    ) as HTMLElement;
    expect(signing).toBeTruthy();
    expect(await within(signing).findByText('签收')).toBeTruthy();
    expect(await within(signing).findByText('已签收')).toBeTruthy();
    for (const row of tableRows())
      expect(within(row).getByRole('button', { name: '添加跟踪记录' })).toBeTruthy();
    expect(searchForm()).toBeTruthy();
  });

  it('titles its columns apart, and words states and server comments in English (issue 23)', async () => {
    await renderPage(centre, { path: '/appeal/track', user: 'dispatcher', language: 'en' });
    await rowWith('供应商拖欠货款调解');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim() ?? '');
    expect(headers).toContain('Step');
    expect(headers.filter((title) => title === 'Actions' || title === 'Step')).toHaveLength(2);
    const dispatch = tableRows().find((row) => within(row).queryByText('Dispatch')) as HTMLElement;
    expect(dispatch).toBeTruthy();
    expect(
      await within(dispatch).findByText(/^Time limit \d+ working days, due \d{4}-\d{2}-\d{2}$/),
    ).toBeTruthy();
    expect(within(dispatch).getByText('To sign')).toBeTruthy();
    expect(within(dispatch).queryByText('待签收')).toBeNull();
    expect(within(dispatch).queryByText(/办理时限/)).toBeNull();
  });
});
