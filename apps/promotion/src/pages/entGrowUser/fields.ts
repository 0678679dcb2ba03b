// Users of the enterprise-growth programme (SPEC §7 users: /api/lx-operation/lingxi-user
// enterpriseGrowthPage with deptCategory 1, update, switch-status, reset-password).
import { checkEmail, checkPhone, crudApi } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';

export interface GrowthUser {
  id?: string;
  account: string;
  realName: string;
  name?: string;
  phone?: string;
  email?: string;
  sex?: number | string;
  status?: number;
}

const BASE = '/lx-operation/lingxi-user';

export const growthUserApi = crudApi<GrowthUser>(BASE).having({
  list: 'enterpriseGrowthPage',
  detail: 'detail',
  // the operator variant's edit is `update` (SPEC §7); growth users are not created here
  submit: 'update',
  switchStatus: 'switch-status',
});

export const resetPasswords = (ids: readonly string[]) =>
  growthUserApi.custom('reset-password', { method: 'POST', params: { userIds: ids.join(',') } });

export const entGrowUser = defineResource<GrowthUser>({
  name: 'entGrowUser', // entGrowUser_edit, entGrowUser_view
  api: growthUserApi,
  baseQuery: { deptCategory: 1 },
  form: 'drawer',
  fields: [
    {
      name: 'account',
      label: 'promotion.entGrowUser.account',
      search: true,
      sortable: true,
      readOnlyIn: ['edit'],
    },
    {
      name: 'realName',
      label: 'promotion.entGrowUser.realName',
      search: true,
      sortable: true,
      rules: ['required'],
    },
    { name: 'name', label: 'promotion.entGrowUser.nickname', hideIn: ['table'] },
    { name: 'phone', label: 'promotion.entGrowUser.phone', search: true, rules: [{ optional: checkPhone }] },
    {
      name: 'email',
      label: 'promotion.entGrowUser.email',
      hideIn: ['table'],
      rules: [{ optional: checkEmail }],
    },
    { name: 'sex', label: 'promotion.entGrowUser.sex', valueType: 'select', valueEnum: { dict: 'sex' } },
    { name: 'status', label: 'promotion.entGrowUser.status', valueType: 'status' },
  ],
});
