// Single sign-on user systems (SPEC §7 /lingxi-sso/usersystem: page, bindPage, checkAuth, bind): the
// connected systems and the accounts bound to each.
import { CODE_RULE, defineResource, type Field } from '@lingxi/ui';
import { type Binding, bindingApi, type UserSystem, userSystemApi } from '../shared/api';

export const userSystem = defineResource<UserSystem>({
  name: 'userSystem', // userSystem_add, _edit, _delete, _view, _bind
  api: userSystemApi,
  fields: [
    { name: 'systemName', label: 'identity.systemName', search: true, width: 180, rules: ['required'] },
    {
      name: 'systemCode',
      label: 'identity.systemCode',
      search: true,
      width: 140,
      rules: ['required', CODE_RULE],
    },
    {
      name: 'url',
      label: 'identity.url',
      width: 240,
      rules: [{ pattern: /^https?:\/\/\S+$/, message: 'identity.urlFormat' }],
    },
    {
      name: 'status',
      label: 'identity.state',
      width: 90,
      valueType: 'select',
      valueEnum: { '1': 'identity.connected', '0': 'identity.disabled' },
      hideIn: ['add', 'edit'],
    },
    { name: 'description', label: 'identity.description', valueType: 'textarea', hideIn: ['table'] },
  ],
});

export const binding = defineResource<Binding>({
  name: 'userSystem',
  api: bindingApi,
  title: 'identity.bindings',
  dateRange: false,
  fields: [
    { name: 'account', label: 'identity.platformAccount', search: true, width: 160 },
    { name: 'realName', label: 'identity.realName', width: 120 },
    { name: 'extAccount', label: 'identity.extAccount', width: 200 },
  ],
});

export interface BindValues {
  account: string;
  extAccount: string;
}

export const BIND_FIELDS: Field<BindValues>[] = [
  { name: 'account', label: 'identity.platformAccount', rules: ['required'] },
  { name: 'extAccount', label: 'identity.extAccount', rules: ['required'] },
];
