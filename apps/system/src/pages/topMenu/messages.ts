/** Texts of the top menus page (zh and en). */
export const messages = {
  zh: {
    translation: {
      topMenu: {
        name: '顶部菜单名称',
        icon: '顶部菜单图标',
        code: '顶部菜单编号',
        path: '路由地址',
        sort: '顶部菜单排序',
        grant: '菜单配置',
        grantTitle: '菜单配置：{{name}}',
        menus: '菜单',
        granted: '配置成功',
      },
    },
  },
  en: {
    translation: {
      topMenu: {
        name: 'top menu name',
        icon: 'top menu icon',
        code: 'top menu code',
        path: 'route path',
        sort: 'top menu sort',
        grant: 'Menu settings',
        grantTitle: 'Menu settings: {{name}}',
        menus: 'Menus',
        granted: 'Settings saved',
      },
    },
  },
};
