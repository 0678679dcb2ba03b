// Return audits (gateway README "Appeals"): the auditor audits pending applications only.
import { openDialog, renderPage, rowWith, screen, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('return audits', () => {
  it('shows each application’s status by label and offers audit only on the pending one', async () => {
    await renderPage(centre, { path: '/appeal/returnAudit', user: 'auditor' });
    const pending = await rowWith('商标被仿冒维权');
    const done = await rowWith('夜间施工噪音扰民');
    expect(await within(pending).findByText('待审核')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: '审核' })).toBeTruthy();
    expect(await within(done).findByText('审核通过')).toBeTruthy();
    expect(within(done).queryByRole('button', { name: '审核' })).toBeNull();
  });

  it('opens the audit of a pending application', async () => {
    const { user } = await renderPage(centre, { path: '/appeal/returnAudit', user: 'auditor' });
    await user.click(within(await rowWith('商标被仿冒维权')).getByRole('button', { name: '审核' }));
    const dialog = await openDialog();
    expect(await within(dialog).findByText('退回审核')).toBeTruthy();
    expect(screen.getAllByText('知识产权维权属市场监管部门职责').length).toBeGreaterThan(0);
  });
});
