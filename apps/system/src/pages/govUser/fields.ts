// Government users (PAGES.md "Users"; SPEC §7 /lingxi-user): page-boot filtered by the department tree,
// drawer form, role grant, reset password, status, export.
import type { Field } from '@lingxi/ui';
import { type User, userApi, userFields, userResource } from '../shared/users';

export const govUserApi = userApi('/lingxi-user', 'page-boot');

/** Government users are type 1 (the dictionary `user_type`); the type is shown, not chosen. */
const fields: Field<User>[] = userFields({ dict: 'user_type' }, 1).map((field) =>
  field.name === 'userType' ? { ...field, readOnlyIn: ['add', 'edit'], search: false } : field,
);

export const govUser = userResource('govUser', govUserApi, fields);
