// Group messages and the users each was sent to (parent and children).
import {
  openDialog,
  renderPage,
  requests,
  rowWith,
  screen,
  tableRows,
  waitFor,
  within,
} from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('group message users', () => {
  it('lists the messages and opens the users one was sent to', async () => {
    const { user } = await renderPage(centre, { path: '/msgManage/groupMessageUser' });
    await waitFor(() => expect(tableRows()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    const row = tableRows()[0] as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '接收用户' }));
    const drawer = await openDialog();
    const users = await requests.next('/lx-operation/message/groupMessageUserPage', 'GET');
    expect(users.query.messageId).toMatch(/^\d+$/);
    expect(await within(drawer).findAllByText(/有限公司$/)).not.toHaveLength(0);
    expect(await rowWith('杭州云帆科技有限公司')).toBeTruthy();
  });
});
