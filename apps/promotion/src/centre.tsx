/** The operations promotion management centre: its pages (CENTRES.md), named by core's menu texts. */
import { createCentre } from '@lingxi/ui';

export const centre = createCentre({
  name: 'promotion',
  menuType: 'promotion',
  pages: [
    { path: '/msgManage/businessMsg', title: 'menu.businessMsg' },
    { path: '/msgManage/groupMessageUser', title: 'menu.groupMessageUser' },
    { path: '/managerUser/entGrowUser', title: 'menu.entGrowUser' },
    { path: '/content/notice', title: 'menu.notice' },
    { path: '/content/blog', title: 'menu.blog' },
    { path: '/content/report', title: 'menu.report' },
  ],
});
