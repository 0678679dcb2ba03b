// Appeal lights (gateway README "Appeals"): records by light, urge on open ones; department lights.
import { renderPage, rowWith, screen, waitFor, within } from '@lingxi/testing';
import { describe, expect, it } from 'vitest';
import { centre } from '../../src/centre';

describe('appeal lights', () => {
  it('shows each record’s light by label (a manual one says so) and offers urge only while open', async () => {
    await renderPage(centre, { path: '/appeal/light', user: 'dispatcher' });
    const open = await rowWith('厂房扩建项目环评审批进度');
    expect(await within(open).findByText('黄灯')).toBeTruthy();
    expect(within(open).getByRole('button', { name: '督办' })).toBeTruthy();
    const manual = await rowWith('生产线用电增容');
    expect(await within(manual).findByText(/人工亮灯/)).toBeTruthy();
    const disposed = await rowWith('研发费用加计扣除口径');
    expect(await within(disposed).findByText('已办结')).toBeTruthy();
    expect(within(disposed).queryByRole('button', { name: '督办' })).toBeNull();
  });

  it('has a second tab with the departments’ lights', async () => {
    const { user } = await renderPage(centre, { path: '/appeal/light', user: 'dispatcher' });
    await rowWith('厂房扩建项目环评审批进度');
    await user.click(screen.getByRole('tab', { name: '部门亮灯' }));
    await waitFor(() => expect(screen.getAllByText('企业服务处').length).toBeGreaterThan(0));
    expect(screen.getAllByText('绿灯数').length).toBeGreaterThan(0);
  });
});
