// OAuth clients (PAGES.md): id, secret, grant types, scope, token and refresh seconds, redirect,
// resources, authorities, auto-approve, remark.
import { crudApi } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';
import { createElement } from 'react';
import { GrantTypes } from './GrantTypes';

export interface Client {
  id?: string;
  clientId: string;
  clientSecret: string;
  authorizedGrantTypes: string;
  scope: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  webServerRedirectUri?: string;
  resourceIds?: string;
  authorities?: string;
  autoapprove?: string;
  additionalInformation?: string;
}

export const client = defineResource<Client>({
  name: 'client', // client_add, client_edit, client_delete, client_view
  api: crudApi<Client>('/lingxi-system/client'),
  fields: [
    {
      name: 'clientId',
      label: 'client.clientId',
      search: true,
      sortable: true,
      rules: ['required', { pattern: /^[\w-]{2,48}$/, message: 'crud.rule.codeChars' }],
    },
    { name: 'clientSecret', label: 'client.clientSecret', search: true, rules: ['required'] },
    {
      name: 'authorizedGrantTypes',
      label: 'client.grantTypes',
      rules: ['required'],
      initialValue: 'refresh_token,password',
      input: (props) => createElement(GrantTypes, props),
      span: 2,
      width: 260,
    },
    { name: 'scope', label: 'client.scope', rules: ['required'], initialValue: 'all' },
    {
      name: 'accessTokenValidity',
      label: 'client.accessTokenValidity',
      valueType: 'number',
      rules: ['required'],
      initialValue: 3600,
      width: 140,
    },
    {
      name: 'refreshTokenValidity',
      label: 'client.refreshTokenValidity',
      valueType: 'number',
      rules: ['required'],
      initialValue: 604800,
      width: 150,
    },
    { name: 'webServerRedirectUri', label: 'client.redirect', hideIn: ['table'] },
    { name: 'resourceIds', label: 'client.resourceIds', hideIn: ['table'] },
    { name: 'authorities', label: 'client.authorities', hideIn: ['table'] },
    {
      name: 'autoapprove',
      label: 'client.autoapprove',
      valueType: 'radio',
      valueEnum: { true: 'crud.yes', false: 'crud.no' },
      initialValue: 'false',
      hideIn: ['table'],
    },
    { name: 'additionalInformation', label: 'client.remark', valueType: 'textarea', hideIn: ['table'] },
  ],
});
