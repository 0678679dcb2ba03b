/** The unified identity authentication centre: its pages (CENTRES.md), named by core's menu texts. */
import { createCentre } from '@lingxi/ui';
import { Tag, Typography } from 'antd';

export const centre = createCentre({
  name: 'identity',
  // its list cells' states and its records' texts: loaded on first render, every page waits for them
  parts: [Tag, Typography],
  menuType: 'certification',
  pages: [
    {
      path: '/enterpriseCertification/alreadyCertified',
      title: 'menu.certifiedEnterprise',
      load: () => import('./pages/certifiedEnterprise'),
    },
    {
      path: '/enterpriseCertification/personalUsers',
      title: 'menu.personalUser',
      load: () => import('./pages/personalUser'),
    },
    { path: '/member/operLog', title: 'menu.memberOperLog', load: () => import('./pages/memberOperLog') },
    { path: '/member/administrators', title: 'menu.memberAdmin', load: () => import('./pages/memberAdmin') },
    { path: '/member/childAccounts', title: 'menu.childAccount', load: () => import('./pages/childAccount') },
    { path: '/sso/userSystem', title: 'menu.userSystem', load: () => import('./pages/userSystem') },
  ],
});
