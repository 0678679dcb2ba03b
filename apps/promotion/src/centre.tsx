/** The operations promotion management centre: its pages (CENTRES.md) and their texts. */
import { createCentre } from '@lingxi/ui';
import { messages } from './messages';

export const centre = createCentre({
  name: 'promotion',
  menuType: 'promotion',
  messages,
  pages: [
    { path: '/msgManage/businessMsg', title: 'menu.businessMsg' },
    { path: '/msgManage/groupMessageUser', title: 'menu.groupMessageUser' },
    { path: '/managerUser/entGrowUser', title: 'menu.entGrowUser' },
    { path: '/content/notice', title: 'menu.notice' },
    { path: '/content/blog', title: 'menu.blog' },
    { path: '/content/report', title: 'menu.report' },
  ],
});
