// Data scopes (PAGES.md "Data scopes, API scopes"): per menu, the rules that narrow what its lists show.

import { crudApi } from '@lingxi/core';
import type { Menu } from '../menu/fields';
import type { Scope } from './ScopeInputs';
import { scopeResource } from './scopeResource';

export interface DataScope extends Scope {
  scopeField?: string;
  scopeClass?: string;
  scopeColumn?: string;
  scopeValue?: string;
}

/** SPEC §7 "data-scope": the only place its URLs live. */
export const dataScopeApi = crudApi<DataScope>('/lingxi-system/data-scope');

/** The rules of one menu; permission codes dataScope_add / _edit / _delete / _view. */
export const dataScopeOf = (menu: Menu) =>
  scopeResource<DataScope>('data', menu, dataScopeApi, [
    { name: 'scopeColumn', label: 'scope.column', width: 130 },
    { name: 'scopeField', label: 'scope.field', initialValue: '*', width: 100 },
    { name: 'scopeClass', label: 'scope.class', span: 2, hideIn: ['table'] },
    { name: 'scopeValue', label: 'scope.value', valueType: 'textarea', hideIn: ['table'] },
  ]);
