// Administrators (issue 22): a member is made the enterprise's administrator (confirmed), shown so,
// and stays the only one.
import { openDialog, renderPage, requests, rowWith, screen, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

// an enterprise seeded without an administrator: members m06a, m06b, m06c
const PATH = `/member/administrators?enterpriseName=${encodeURIComponent('上城恒达物联网')}`;

describe('administrators', () => {
  it('makes a member the administrator, one per enterprise', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    for (const account of ['m06a', 'm06b', 'm06c']) {
      const row = await rowWith(account);
      expect(await within(row).findByText('普通成员')).toBeTruthy();
      expect(within(row).getByRole('button', { name: '设为管理员' })).toBeTruthy();
    }
    await user.click(within(await rowWith('m06b')).getByRole('button', { name: '设为管理员' }));
    const question = await openDialog();
    expect(within(question).getByText(/确定将该成员设为所在企业的管理员吗/)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: '确定' }));
    const set = await requests.next('/enterprise/settingAdministrators', 'POST');
    expect(set.query).toMatchObject({ userId: expect.any(String), enterpriseId: expect.any(String) });
    expect(await screen.findByText('设置成功')).toBeTruthy();
    expect(await within(await rowWith('m06b')).findByText('管理员')).toBeTruthy();
    expect(within(await rowWith('m06b')).queryByRole('button', { name: '设为管理员' })).toBeNull();

    await user.click(within(await rowWith('m06c')).getByRole('button', { name: '设为管理员' }));
    await user.click(within(await openDialog()).getByRole('button', { name: '确定' }));
    await requests.next('/enterprise/settingAdministrators', 'POST', 1);
    await screen.findAllByText('设置成功');
    expect(await within(await rowWith('m06b')).findByText('普通成员')).toBeTruthy();
    expect(await within(await rowWith('m06c')).findByText('管理员')).toBeTruthy();
    const admins = () =>
      ['m06a', 'm06b', 'm06c'].filter(
        (account) =>
          within(document.body).getByText(account).closest('tr')?.textContent?.includes('设为管理员') ===
          false,
      );
    expect(admins()).toEqual(['m06c']);
  });
});
