// Registered personal users (SPEC §7 /lingxi-web-uniformIA): list, detail, and the enterprises each
// belongs to (listEnterpriseByUser).
import { defineResource } from '@lingxi/ui';
import { personalUserApi, type RegisterUser } from '../shared/api';
import { roleField, userFields } from '../shared/fields';

export const personalUser = defineResource<RegisterUser>({
  name: 'personalUser', // personalUser_view
  api: personalUserApi,
  form: 'drawer',
  fields: [...userFields(), roleField],
});
