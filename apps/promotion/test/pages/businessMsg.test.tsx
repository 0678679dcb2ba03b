// Business notices: the open ones of each type in tabs, mark handled (asks first), the handled ones.
import { renderPage, requests, rowWith, screen, tableRows, waitFor, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

const PATH = '/msgManage/businessMsg';

describe('business notices', () => {
  it('lists a type’s open notices, marks one handled, and finds it among the handled ones', async () => {
    const { user } = await renderPage(centre, { path: PATH });
    const first = await requests.next('/lingxi-business-notice/businessnotice/page', 'GET');
    expect(first.query).toMatchObject({ noticeType: '1', finishStatus: '0' });
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('tab', { name: '活动通知' }));
    const third = await requests.next('/lingxi-business-notice/businessnotice/page', 'GET', 1);
    expect(third.query).toMatchObject({ noticeType: '3', finishStatus: '0' });
    const row = await rowWith('启明医疗：活动报名成功（3）');
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: '标记办结' }));
    expect(await screen.findByText('确定将该通知标记为已办结?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    const update = await requests.next('/lingxi-business-notice/businessnotice/update', 'POST');
    expect(update.body).toMatchObject({ finishStatus: 1 });
    expect(await screen.findByText('已标记为办结')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('启明医疗：活动报名成功（3）')).toBeNull());

    await user.click(screen.getByRole('tab', { name: '已办结' }));
    await requests.next('/lingxi-business-notice/businessnotice/getFinishNoticeByDeptIdAndUserId', 'POST');
    const handled = await rowWith('启明医疗：活动报名成功（3）');
    expect(within(handled).queryByRole('button', { name: '标记办结' })).toBeNull();
    expect(within(handled).getByRole('button', { name: '删除' })).toBeTruthy();
  });
});
