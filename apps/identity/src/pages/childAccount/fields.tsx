// Child accounts (SPEC §7 /lingxi-app-enterprise/enterprise: saveChildAccount, deleteChildAccount): an
// administrator's sub-accounts, the phone checked as SPEC §5 says.
import { checkEmail, checkPhone } from '@lingxi/core';
import { defineResource, type Resource } from '@lingxi/ui';
import { Input } from 'antd';
import { type ChildAccountValues, childAccountApi, memberApi, type RegisterUser } from '../shared/api';
import { enterpriseNameField, userFields } from '../shared/fields';

/** The enterprises' administrators, each with how many child accounts it has. */
export const childAccountAdmin = defineResource<RegisterUser>({
  name: 'childAccount', // childAccount_view, childAccount_add, childAccount_delete
  api: memberApi,
  dateRange: false,
  baseQuery: { isAdmin: '1', parentId: '0' },
  fields: [
    enterpriseNameField,
    ...userFields(),
    { name: 'childCount', label: 'identity.childCount', width: 100 },
  ],
});

/** The rules of a child account's form (SPEC §5 phone; the e-mail only when given). */
export const CHILD_RULES = {
  account: ['required', { pattern: /^[\w.@-]{2,45}$/, message: 'identity.accountFormat' }],
  phone: [checkPhone],
  email: [{ optional: checkEmail }],
} as const;

/** The child accounts of one administrator: listed, added (under it), removed. */
export function childAccountOf(admin: RegisterUser): Resource<ChildAccountValues> {
  const label = `${admin.account ?? ''} (${admin.realName ?? ''})`;
  return defineResource<ChildAccountValues>({
    name: 'childAccount',
    api: childAccountApi,
    title: 'identity.childAccounts',
    dateRange: false,
    // the administrators' child-account counts
    invalidates: [childAccountAdmin],
    fields: [
      {
        name: 'parentId',
        label: 'identity.administrator',
        hideIn: ['table', 'search', 'view'],
        readOnlyIn: ['add'],
        input: (props) => <Input id={props.id} disabled value={label} />,
      },
      {
        name: 'account',
        label: 'identity.account',
        width: 180,
        rules: CHILD_RULES.account,
      },
      {
        name: 'password',
        label: 'identity.password',
        valueType: 'password',
        hideIn: ['table', 'view'],
        rules: ['required'],
      },
      {
        name: 'password2',
        label: 'identity.password2',
        valueType: 'password',
        hideIn: ['table', 'view'],
        rules: ['required', { sameAs: 'password' }],
      },
      { name: 'realName', label: 'identity.realName', width: 110, rules: ['required'] },
      { name: 'phone', label: 'identity.mobile', width: 130, rules: CHILD_RULES.phone },
      { name: 'email', label: 'identity.email', rules: CHILD_RULES.email },
    ],
  });
}
