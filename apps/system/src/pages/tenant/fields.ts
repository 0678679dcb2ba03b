// Tenants (PAGES.md): id, name, contact, phone, address, account quota ('unlimited' when not set),
// expiry, domain, datasource. Quota and expiry are set by the settings action, the datasource by its own.
import { checkPhone, crudApi } from '@lingxi/core';
import { defineResource, type Field } from '@lingxi/ui';
import { createElement } from 'react';
import { DATASOURCE_OPTIONS } from '../datasource/fields';
import { Quota } from './Quota';

export interface Tenant {
  id?: string;
  tenantId?: string;
  tenantName: string;
  linkman?: string;
  contactNumber?: string;
  address?: string;
  accountNumber?: number | null;
  expireTime?: string | null;
  domain?: string;
  datasourceId?: string | null;
}

export const tenantApi = crudApi<Tenant>('/lingxi-system/tenant');

export const tenant = defineResource<Tenant>({
  name: 'tenant', // tenant_add, tenant_edit (settings, datasource too), tenant_delete, tenant_view
  api: tenantApi,
  fields: [
    // given by the server on add (six digits), never changed
    {
      name: 'tenantId',
      label: 'tenant.tenantId',
      search: true,
      sortable: true,
      hideIn: ['add'],
      readOnlyIn: ['edit'],
      width: 110,
    },
    { name: 'tenantName', label: 'tenant.tenantName', search: true, sortable: true, rules: ['required'] },
    { name: 'linkman', label: 'tenant.linkman', search: true, width: 110 },
    { name: 'contactNumber', label: 'tenant.contactNumber', width: 130, rules: [{ optional: checkPhone }] },
    { name: 'address', label: 'tenant.address', span: 2, width: 200 },
    {
      name: 'accountNumber',
      label: 'tenant.accountNumber',
      hideIn: ['add', 'edit'],
      render: (value) => createElement(Quota, { value }),
      width: 110,
    },
    { name: 'expireTime', label: 'tenant.expireTime', valueType: 'dateTime', hideIn: ['add', 'edit'] },
    { name: 'domain', label: 'tenant.domain', width: 180 },
    {
      name: 'datasourceId',
      label: 'tenant.datasource',
      valueType: 'select',
      valueEnum: DATASOURCE_OPTIONS,
      hideIn: ['add', 'edit'],
    },
  ],
});

/** The settings dialog: one or several tenants' quota and expiry. */
export interface TenantSetting {
  accountNumber?: number | null;
  expireTime?: string | null;
}
export const SETTING_FIELDS: Field<TenantSetting>[] = [
  { name: 'accountNumber', label: 'tenant.accountNumber', valueType: 'number', help: 'tenant.quotaHelp' },
  { name: 'expireTime', label: 'tenant.expireTime', valueType: 'dateTime', help: 'tenant.expireHelp' },
];

/** The datasource dialog: one tenant's datasource. */
export interface TenantDatasource {
  datasourceId?: string;
}
export const DATASOURCE_FIELDS: Field<TenantDatasource>[] = [
  {
    name: 'datasourceId',
    label: 'tenant.datasource',
    valueType: 'select',
    valueEnum: DATASOURCE_OPTIONS,
    rules: ['required'],
    span: 2,
  },
];
