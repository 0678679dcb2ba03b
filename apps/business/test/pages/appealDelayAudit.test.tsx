// Delay audits (gateway README "Appeals"): the auditor audits pending applications only.
import { renderPage, rowWith, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('delay audits', () => {
  it('shows each application’s status by label and offers audit only on the pending one', async () => {
    await renderPage(centre, { path: '/appeal/delayAudit', user: 'auditor' });
    const pending = await rowWith('新增工业用地指标');
    const done = await rowWith('数字化车间改造项目补助');
    expect(await within(pending).findByText('待审核')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: '审核' })).toBeTruthy();
    expect(await within(done).findByText('审核通过')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: '审核' })).toBeNull();
    expect(within(done).getByRole('button', { name: '查看' })).toBeTruthy();
  });
});
