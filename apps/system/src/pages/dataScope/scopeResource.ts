// What a data scope and an API scope share (PAGES.md "Data scopes, API scopes"): the menu they belong to,
// the scope type (which fills in the kind's defaults), name and resource code, then each kind's own
// fields, then the remark.

import type { AnyCrudApi } from '@lingxi/core';
import { CODE_RULE, defineResource, type Field } from '@lingxi/ui';
import { createElement } from 'react';
import type { Menu } from '../menu/fields';
import type { ScopeKind } from './rules';
import { type Scope, ScopeMenu, ScopeTypeInput } from './ScopeInputs';

/** The rules of one menu; permission codes `<kind>Scope_add` / `_edit` / `_delete` / `_view`. */
export function scopeResource<T extends Scope>(
  kind: ScopeKind,
  menu: Menu,
  api: AnyCrudApi<T>,
  own: Field<T>[],
) {
  const dict = `${kind}_scope_type`;
  const head: Field<Scope>[] = [
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
      valueEnum: { dict },
      rules: ['required'],
      input: (props) => createElement(ScopeTypeInput, { ...props, kind, dict, menu }),
      width: 150,
    },
    { name: 'scopeName', label: 'scope.name', rules: ['required'], width: 200 },
    { name: 'resourceCode', label: 'scope.resourceCode', rules: ['required', CODE_RULE], width: 160 },
  ];
  const remark: Field<Scope> = {
    name: 'remark',
    label: 'scope.remark',
    valueType: 'textarea',
    hideIn: ['table'],
  };
  // the shared fields name keys of Scope, which every T has
  const fields = [...head, ...own, remark] as Field<T>[];
  return defineResource<T>({
    name: `${kind}Scope`,
    platform: true, // a menu's scopes are the platform's
    api,
    fields,
    baseQuery: { menuId: String(menu.id) },
    dateRange: false,
  });
}
