// Appeal distribution (gateway README "Appeals"): the dispatcher plans and dispatches pending appeals.
import { renderPage, rowWith, tableRows, waitFor, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('appeal distribution', () => {
  it('lists the pending appeals, each offering plan and dispatch to the dispatcher', async () => {
    await renderPage(centre, { path: '/appeal/distribution', user: 'dispatcher' });
    const row = await rowWith('春季招聘会展位申请');
    expect(await within(row).findByText('待分发')).toBeTruthy();
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(1));
    for (const one of tableRows()) {
      expect(await within(one).findByText('待分发')).toBeTruthy();
      expect(within(one).getByRole('button', { name: '分发' })).toBeTruthy();
      expect(within(one).getByRole('button', { name: '派发' })).toBeTruthy();
    }
  });
});
