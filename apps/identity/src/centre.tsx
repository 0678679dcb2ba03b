/** The unified identity authentication centre: its pages (CENTRES.md), named by core's menu texts. */
import { createCentre } from '@lingxi/ui';

export const centre = createCentre({
  name: 'identity',
  menuType: 'certification',
  pages: [
    { path: '/enterpriseCertification/alreadyCertified', title: 'menu.certifiedEnterprise' },
    { path: '/enterpriseCertification/personalUsers', title: 'menu.personalUser' },
    { path: '/member/operLog', title: 'menu.memberOperLog' },
    { path: '/member/administrators', title: 'menu.memberAdmin' },
    { path: '/member/childAccounts', title: 'menu.childAccount' },
    { path: '/sso/userSystem', title: 'menu.userSystem' },
  ],
});
