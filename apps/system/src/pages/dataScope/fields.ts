// Data scopes (PAGES.md "Data scopes, API scopes"): per menu, the rules that narrow what its lists show.

import { crudApi } from '@lingxi/core';
import { defineResource, type Field } from '@lingxi/ui';
import { createElement } from 'react';
import type { Menu } from '../menu/fields';
import { type Scope, ScopeMenu, ScopeTypeInput } from './ScopeInputs';

export interface DataScope extends Scope {
  scopeField?: string;
  scopeClass?: string;
  scopeColumn?: string;
  scopeValue?: string;
}

/** SPEC §7 "data-scope": the only place its URLs live. */
export const dataScopeApi = crudApi<DataScope>('/lingxi-system/data-scope');

/** The rules of one menu; permission codes dataScope_add / _edit / _delete / _view. */
export function dataScopeOf(menu: Menu) {
  const fields: Field<DataScope>[] = [
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
      valueEnum: { dict: 'data_scope_type' },
      rules: ['required'],
      input: (props) =>
        createElement(ScopeTypeInput, { ...props, kind: 'data', dict: 'data_scope_type', menu }),
      width: 150,
    },
    { name: 'scopeName', label: 'scope.name', rules: ['required'], width: 200 },
    { name: 'resourceCode', label: 'scope.resourceCode', rules: ['required'], width: 150 },
    { name: 'scopeColumn', label: 'scope.column', width: 130 },
    { name: 'scopeField', label: 'scope.field', initialValue: '*', width: 100 },
    { name: 'scopeClass', label: 'scope.class', span: 2, hideIn: ['table'] },
    { name: 'scopeValue', label: 'scope.value', valueType: 'textarea', hideIn: ['table'] },
    { name: 'remark', label: 'scope.remark', valueType: 'textarea', hideIn: ['table'] },
  ];
  return defineResource<DataScope>({
    name: 'dataScope',
    api: dataScopeApi,
    fields,
    baseQuery: { menuId: String(menu.id) },
    dateRange: false,
  });
}
