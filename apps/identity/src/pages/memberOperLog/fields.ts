// The enterprise user operation log (SPEC §7 memberoperlog: pageEntUser, listRecord): an enterprise's
// users, then one user's records.
import { defineResource } from '@lingxi/ui';
import { type MemberRecord, memberApi, memberRecordApi, type RegisterUser } from '../shared/api';
import { enterpriseNameField, roleField, userFields } from '../shared/fields';

export const operLogMember = defineResource<RegisterUser>({
  name: 'memberOperLog', // memberOperLog_view
  api: memberApi,
  dateRange: false,
  fields: [enterpriseNameField, ...userFields(), roleField],
});

export const memberRecord = defineResource<MemberRecord>({
  name: 'memberOperLog',
  api: memberRecordApi,
  title: 'identity.records',
  form: 'drawer',
  fields: [
    { name: 'account', label: 'identity.account', width: 150 },
    { name: 'operation', label: 'identity.operation', search: true, width: 120 },
    { name: 'content', label: 'identity.content' },
  ],
});
