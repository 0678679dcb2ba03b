// The user form's rules (PAGES.md "Users"): pure, unit-tested in test/govUser.test.ts.
import { md5 } from '@lingxi/core';

export interface UserValues {
  password?: string;
  password2?: string;
  birthday?: string;
  [field: string]: unknown;
}

/**
 * What the form's values become on the server: the password as its md5 (CONTRACT "Login") after the two
 * entries agree (SPEC §5 'the two passwords do not match'), the birthday as a time.
 */
export function toServer<T extends UserValues>(values: T): Omit<T, 'password2'> | undefined {
  const { password2, ...rest } = values;
  const password = values.password;
  const birthday = values.birthday;
  if (password !== undefined && password !== password2) return undefined;
  return {
    ...rest,
    ...(password ? { password: md5(password) } : {}),
    ...(birthday && /^\d{4}-\d{2}-\d{2}$/.test(birthday) ? { birthday: `${birthday} 00:00:00` } : {}),
  };
}
