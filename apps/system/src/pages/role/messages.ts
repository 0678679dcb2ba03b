/** Texts of the roles page and the permission pages (zh and en). */
export const messages = {
  zh: {
    translation: {
      role: {
        name: '角色名称',
        tenant: '所属租户',
        alias: '角色别名',
        parent: '上级角色',
        sort: '角色排序',
        addChild: '新增下级',
        grant: '权限设置',
        grantTitle: '权限设置：{{name}}',
        granted: '授权成功',
        frontEnd: '前端权限',
        backEnd: '后端权限',
        tabs: { menu: '菜单权限', dataScope: '数据权限', apiScope: '接口权限' },
        pickRole: '角色',
        pickRoleHint: '请选择要分配权限的角色',
        back: '返回角色管理',
      },
    },
  },
  en: {
    translation: {
      role: {
        name: 'role name',
        tenant: 'tenant',
        alias: 'role alias',
        parent: 'parent role',
        sort: 'role sort',
        addChild: 'Add child role',
        grant: 'Permission settings',
        grantTitle: 'Permission settings: {{name}}',
        granted: 'Permissions granted',
        frontEnd: 'Front-end permissions',
        backEnd: 'Back-end permissions',
        tabs: { menu: 'Menus', dataScope: 'Data scopes', apiScope: 'API scopes' },
        pickRole: 'role',
        pickRoleHint: 'Please select the role to grant',
        back: 'Back to roles',
      },
    },
  },
};
