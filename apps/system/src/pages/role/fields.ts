// Roles (PAGES.md "Roles"): a tree of roles, each granted menus, data scopes and API scopes.
import { crudApi, type TreeNode } from '@lingxi/core';
import { defineResource, type Option } from '@lingxi/ui';
import { createElement } from 'react';
import { OptionText } from './OptionText';

export interface Role {
  id?: string;
  parentId?: string;
  tenantId?: string;
  roleName: string;
  roleAlias: string;
  sort?: number;
  hasChildren?: boolean;
}

/** SPEC §7 "role": the only place the role URLs live. */
export const roleApi = crudApi<Role>('/lingxi-system/role').having({
  lazyList: 'lazy-list',
  detail: 'detail',
  submit: 'submit',
  remove: 'remove',
  tree: 'tree',
});

/** SPEC §3 "Role grant": the rights of the roles become exactly these ids. */
export const grantRoles = (grant: {
  roleIds: string[];
  menuIds: string[];
  dataScopeIds: string[];
  apiScopeIds: string[];
}) => roleApi.custom('grant', { method: 'POST', data: grant });

const roleChoices = async (): Promise<Option[]> => {
  const toOptions = (nodes: readonly TreeNode[]): Option[] =>
    nodes.map((node) => ({
      value: node.id,
      label: String(node.title ?? node.id),
      ...(node.children?.length ? { children: toOptions(node.children) } : {}),
    }));
  return toOptions(await roleApi.tree());
};

const ROLE_CHOICES = { key: 'role.parents', load: roleChoices };

/** Permission codes role_add / _edit / _delete / _view; the grant is role_edit (as the gateway checks). */
export const role = defineResource<Role>({
  name: 'role',
  api: roleApi,
  dateRange: false,
  createTime: false,
  fields: [
    { name: 'roleName', label: 'role.name', search: true, rules: ['required'], width: 220 },
    { name: 'tenantId', label: 'role.tenant', hideIn: ['add', 'edit'], width: 110 },
    {
      name: 'roleAlias',
      label: 'role.alias',
      search: true,
      rules: ['required', { pattern: /^[A-Za-z][\w-]{0,63}$/, message: 'crud.rule.codeChars' }],
      width: 180,
    },
    {
      name: 'parentId',
      label: 'role.parent',
      valueType: 'treeSelect',
      valueEnum: ROLE_CHOICES,
      // a top-level role has parent 0: nothing to show
      render: (value) =>
        value && value !== '0' ? createElement(OptionText, { valueEnum: ROLE_CHOICES, value }) : null,
      width: 180,
    },
    {
      name: 'sort',
      label: 'role.sort',
      valueType: 'number',
      rules: ['required'],
      initialValue: 1,
      width: 90,
    },
  ],
});
