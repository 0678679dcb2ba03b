import { userTexts } from '../govUser/messages';
import { pageMessages } from '../shared/messages';

export const messages = pageMessages(
  'user',
  { ...userTexts.zh, types: { '2': '园区用户', '3': '企业用户', '4': '运营机构用户' } },
  { ...userTexts.en, types: { '2': 'park user', '3': 'enterprise user', '4': 'operating institution user' } },
);
