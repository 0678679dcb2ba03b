/** The operations promotion management centre: its pages (CENTRES.md), named by core's menu texts. */
import { createCentre } from '@lingxi/ui';

export const centre = createCentre({
  name: 'promotion',
  menuType: 'promotion',
  pages: [
    { path: '/msgManage/businessMsg', title: 'menu.businessMsg', load: () => import('./pages/businessMsg') },
    {
      path: '/msgManage/groupMessageUser',
      title: 'menu.groupMessageUser',
      load: () => import('./pages/groupMessageUser'),
    },
    {
      path: '/managerUser/entGrowUser',
      title: 'menu.entGrowUser',
      load: () => import('./pages/entGrowUser'),
    },
    { path: '/content/notice', title: 'menu.notice', load: () => import('./pages/notice') },
    { path: '/content/blog', title: 'menu.blog', load: () => import('./pages/blog') },
    { path: '/content/report', title: 'menu.report', load: () => import('./pages/report') },
  ],
});
