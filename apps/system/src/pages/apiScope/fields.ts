// API scopes (PAGES.md "Data scopes, API scopes"): per menu, the API paths its rules cover.

import { crudApi } from '@lingxi/core';
import type { Scope } from '../dataScope/ScopeInputs';
import { scopeResource } from '../dataScope/scopeResource';
import type { Menu } from '../menu/fields';

export interface ApiScope extends Scope {
  scopePath?: string;
}

/** SPEC §7 "api-scope": the only place its URLs live. */
export const apiScopeApi = crudApi<ApiScope>('/lingxi-system/api-scope');

/** The rules of one menu; permission codes apiScope_add / _edit / _delete / _view. */
export const apiScopeOf = (menu: Menu) =>
  scopeResource<ApiScope>('api', menu, apiScopeApi, [
    { name: 'scopePath', label: 'scope.path', rules: ['required'], span: 2, width: 260 },
  ]);
