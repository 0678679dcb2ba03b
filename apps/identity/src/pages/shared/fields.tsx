/** The registered user's fields and role tag, shared by the pages that list users. */
import type { Field } from '@lingxi/ui';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegisterUser } from './api';
import { isAdministrator, isChildAccount } from './rules';

/** The i18n key of what a registered user is: administrator, child account, member or personal user. */
export function roleOf(user: RegisterUser): string {
  if (isChildAccount(user)) return 'identity.childAccount';
  if (isAdministrator(user)) return 'identity.administrator';
  return user.enterpriseId ? 'identity.member' : 'identity.personal';
}

export function RoleTag({ user }: { user: RegisterUser }) {
  const { t } = useTranslation();
  const role = roleOf(user);
  const color =
    role === 'identity.administrator' ? 'gold' : role === 'identity.childAccount' ? 'blue' : undefined;
  return <Tag color={color}>{t(role)}</Tag>;
}

/** Account, name, mobile number, e-mail; `search` makes the first three filters. */
export function userFields(search = true): Field<RegisterUser>[] {
  return [
    { name: 'account', label: 'identity.account', search, width: 160 },
    { name: 'realName', label: 'identity.realName', search, width: 110 },
    { name: 'phone', label: 'identity.mobile', search, width: 130 },
    { name: 'email', label: 'identity.email' },
  ];
}

/** The role column (administrator, child account, member, personal user). */
export const roleField: Field<RegisterUser> = {
  name: 'isAdmin',
  label: 'identity.role',
  width: 100,
  render: (_value, row) => <RoleTag user={row} />,
};

/** The enterprise's name, as the member lists answer it. */
export const enterpriseNameField: Field<RegisterUser> = {
  name: 'enterpriseName',
  label: 'identity.enterpriseName',
  search: true,
  width: 220,
};
