// Web and app menus (PAGES.md "Web menus, app menus"): one lazy tree table of menus and their buttons.

import { crudApi, type TreeNode } from '@lingxi/core';
import { CODE_RULE, defineResource, type Field, type Option } from '@lingxi/ui';
import { createElement } from 'react';
import { ButtonAction } from './ButtonAction';
import { rootsOf, showsAction } from './rules';

export interface Menu {
  id?: string;
  parentId?: string;
  name: string;
  path?: string;
  source?: string;
  code: string;
  /** 1 menu, 2 button (dictionary menu_category). */
  category: number;
  alias?: string;
  /** A button's place: 1 toolbar, 2 row, 3 both (dictionary button_func). */
  action?: number;
  /** 1 same window, 2 new window. */
  isOpen?: number;
  sort?: number;
  remark?: string;
  hasChildren?: boolean;
}

/** SPEC §7 "menu": the only place the menu URLs live. */
export const menuApi = crudApi<Menu>('/lingxi-system/menu').having({
  lazyList: 'lazy-list',
  detail: 'detail',
  submit: 'submit',
  remove: 'remove',
  tree: 'tree',
});

/** Only the menus (category 1) under a parent: the menu tree of the scope pages. */
export const menusUnder = (parentId: string): Promise<Menu[]> =>
  menuApi.custom<Menu[]>('lazy-menu-list', { params: { parentId } });

/** The grant trees of a role (SPEC §6): menus, data scopes and API scopes, each a forest. */
export interface GrantTrees {
  menu: TreeNode[];
  dataScope: TreeNode[];
  apiScope: TreeNode[];
}
export type GrantKeys = Record<keyof GrantTrees, string[]>;

export const grantTree = () => menuApi.custom<GrantTrees>('grant-tree');
export const roleTreeKeys = (roleIds: readonly string[]) =>
  menuApi.custom<GrantKeys>('role-tree-keys', { params: { roleIds: roleIds.join(',') } });
export const grantTopTree = () => menuApi.custom<{ menu: TreeNode[] }>('grant-top-tree');
export const topTreeKeys = (topMenuIds: readonly string[]) =>
  menuApi.custom<{ menu: string[] }>('top-tree-keys', { params: { topMenuIds: topMenuIds.join(',') } });

/** The menus (not buttons) a record may hang under, for the parent tree select. */
const parentChoices = (app: boolean) => async (): Promise<Option[]> => {
  const [tree, top] = await Promise.all([
    menuApi.tree({ category: 1 }) as Promise<TreeNode[]>,
    menuApi.lazyList({ parentId: '0' }),
  ]);
  const toOptions = (nodes: readonly TreeNode[]): Option[] =>
    nodes.map((node) => ({
      value: node.id,
      label: String(node.title ?? node.id),
      ...(node.children?.length ? { children: toOptions(node.children) } : {}),
    }));
  return toOptions(rootsOf(tree, top, app));
};

function menuFields(app: boolean): Field<Menu>[] {
  return [
    { name: 'name', label: 'menus.name', search: true, rules: ['required'], width: 200 },
    { name: 'path', label: 'menus.path', width: 220, help: 'menus.pathHelp' },
    {
      name: 'parentId',
      label: 'menus.parent',
      valueType: 'treeSelect',
      valueEnum: { key: app ? 'menuApp.parents' : 'menu.parents', load: parentChoices(app) },
      hideIn: ['table'],
    },
    { name: 'source', label: 'menus.icon', valueType: 'icon', width: 180 },
    { name: 'code', label: 'menus.code', search: true, rules: ['required', CODE_RULE], width: 170 },
    {
      name: 'category',
      label: 'menus.category',
      valueType: 'radio',
      valueEnum: { dict: 'menu_category' },
      rules: ['required'],
      initialValue: 1,
      width: 90,
    },
    { name: 'alias', label: 'menus.alias', search: true, width: 130 },
    {
      name: 'action',
      label: 'menus.action',
      valueType: 'radio',
      valueEnum: { dict: 'button_func' },
      help: 'menus.actionHelp',
      width: 110,
      render: (value, row) => (showsAction(row) ? createElement(ButtonAction, { value }) : null),
    },
    {
      name: 'isOpen',
      label: 'menus.isOpen',
      valueType: 'radio',
      valueEnum: { '1': 'crud.no', '2': 'crud.yes' },
      initialValue: 1,
      width: 90,
    },
    {
      name: 'sort',
      label: 'menus.sort',
      valueType: 'number',
      rules: ['required'],
      initialValue: 1,
      width: 80,
    },
    { name: 'remark', label: 'menus.remark', valueType: 'textarea', hideIn: ['table'] },
  ];
}

/** Web menus: permission codes menu_add / _edit / _delete / _view. */
export const menu = defineResource<Menu>({
  name: 'menu',
  platform: true, // every tenant's menus: written by the platform tenant
  api: menuApi,
  fields: menuFields(false),
  dateRange: false,
  createTime: false,
});

/** App menus: the tree under the top-level menus whose alias is `app`; codes menuApp_*. */
export const menuApp = defineResource<Menu>({
  name: 'menuApp',
  platform: true,
  api: menuApi,
  fields: menuFields(true),
  dateRange: false,
  createTime: false,
});
