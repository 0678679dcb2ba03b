// Administrators (SPEC §7 /lingxi-app-enterprise/enterprise/settingAdministrators): the enterprises'
// members (no child accounts), each enterprise with exactly one administrator.
import { defineResource } from '@lingxi/ui';
import { memberApi, type RegisterUser } from '../shared/api';
import { enterpriseNameField, roleField, userFields } from '../shared/fields';

export const adminMember = defineResource<RegisterUser>({
  name: 'memberAdmin', // memberAdmin_view, memberAdmin_setting
  api: memberApi,
  dateRange: false,
  baseQuery: { parentId: '0' },
  fields: [
    enterpriseNameField,
    ...userFields(),
    {
      ...roleField,
      search: true,
      valueEnum: { '1': 'identity.administrator', '0': 'identity.member' },
    },
    { name: 'childCount', label: 'identity.childCount', width: 100 },
  ],
});
