// Top menus (PAGES.md "Top menus"): name, icon, code, sort, and the menus each one groups.
import { crudApi } from '@lingxi/core';
import { CODE_RULE, defineResource } from '@lingxi/ui';

export interface TopMenu {
  id?: string;
  name: string;
  code: string;
  source?: string;
  path?: string;
  sort?: number;
}

/** SPEC §7 "topmenu": the only place its URLs live. */
export const topMenuApi = crudApi<TopMenu>('/lingxi-system/topmenu');

/** SPEC §3 "Top menu grant": the top menus' menus become exactly these. */
export const grantTopMenus = (topMenuIds: string[], menuIds: string[]) =>
  topMenuApi.custom('grant', { method: 'POST', data: { topMenuIds, menuIds } });

/** Permission codes topmenu_add / _edit / _delete / _view; the grant is topmenu_edit. */
export const topMenu = defineResource<TopMenu>({
  name: 'topmenu',
  api: topMenuApi,
  fields: [
    { name: 'name', label: 'topMenu.name', search: true, rules: ['required'], width: 200 },
    { name: 'source', label: 'topMenu.icon', valueType: 'icon', width: 200 },
    { name: 'code', label: 'topMenu.code', search: true, rules: ['required', CODE_RULE], width: 180 },
    { name: 'path', label: 'topMenu.path', width: 200 },
    { name: 'sort', label: 'topMenu.sort', valueType: 'number', rules: ['required'], initialValue: 1 },
  ],
});
