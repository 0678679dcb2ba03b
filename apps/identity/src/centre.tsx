/** The unified identity authentication centre: its pages (CENTRES.md) and their texts. */
import { createCentre } from '@lingxi/ui';
import { messages } from './messages';

export const centre = createCentre({
  name: 'identity',
  menuType: 'certification',
  messages,
  pages: [
    { path: '/enterpriseCertification/alreadyCertified', title: 'menu.certifiedEnterprise' },
    { path: '/enterpriseCertification/personalUsers', title: 'menu.personalUser' },
    { path: '/member/operLog', title: 'menu.memberOperLog' },
    { path: '/member/administrators', title: 'menu.memberAdmin' },
    { path: '/member/childAccounts', title: 'menu.childAccount' },
    { path: '/sso/userSystem', title: 'menu.userSystem' },
  ],
});
