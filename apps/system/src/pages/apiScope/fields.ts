// API scopes (PAGES.md "Data scopes, API scopes"): per menu, the API paths its rules cover.

import { crudApi } from '@lingxi/core';
import { defineResource, type Field } from '@lingxi/ui';
import { createElement } from 'react';
import { type Scope, ScopeMenu, ScopeTypeInput } from '../dataScope/ScopeInputs';
import type { Menu } from '../menu/fields';

export interface ApiScope extends Scope {
  scopePath?: string;
}

/** SPEC §7 "api-scope": the only place its URLs live. */
export const apiScopeApi = crudApi<ApiScope>('/lingxi-system/api-scope');

/** The rules of one menu; permission codes apiScope_add / _edit / _delete / _view. */
export function apiScopeOf(menu: Menu) {
  const fields: Field<ApiScope>[] = [
    {
      name: 'menuId',
      label: 'scope.menu',
      hideIn: ['table'],
      readOnlyIn: ['add', 'edit'],
      input: () => createElement(ScopeMenu, { menu }),
      render: () => menu.name,
    },
    {
      name: 'scopeType',
      label: 'scope.type',
      valueType: 'select',
      valueEnum: { dict: 'api_scope_type' },
      rules: ['required'],
      input: (props) =>
        createElement(ScopeTypeInput, { ...props, kind: 'api', dict: 'api_scope_type', menu }),
      width: 150,
    },
    { name: 'scopeName', label: 'scope.name', rules: ['required'], width: 200 },
    { name: 'resourceCode', label: 'scope.resourceCode', rules: ['required'], width: 170 },
    { name: 'scopePath', label: 'scope.path', rules: ['required'], span: 2, width: 260 },
    { name: 'remark', label: 'scope.remark', valueType: 'textarea', hideIn: ['table'] },
  ];
  return defineResource<ApiScope>({
    name: 'apiScope',
    api: apiScopeApi,
    fields,
    baseQuery: { menuId: String(menu.id) },
    dateRange: false,
  });
}
