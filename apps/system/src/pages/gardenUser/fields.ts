// Park, enterprise and operator users (PAGES.md "Users"; SPEC §7 operator variants under
// /lx-operation/lingxi-user): page, reset password, switch status, enterprise import.
import type { Field } from '@lingxi/ui';
import { type User, userApi, userFields, userResource } from '../shared/users';

export const gardenUserApi = userApi('/lx-operation/lingxi-user', 'page');

/** The user types of this page (dictionary `user_type` 2, 3, 4). */
export const GARDEN_TYPES = { '2': 'user.types.2', '3': 'user.types.3', '4': 'user.types.4' } as const;

const fields: Field<User>[] = userFields(GARDEN_TYPES, 2);

export const gardenUser = userResource('gardenUser', gardenUserApi, fields);
