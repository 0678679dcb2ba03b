/** Texts of the web and app menu pages (zh and en). */
export const messages = {
  zh: {
    translation: {
      menus: {
        name: '菜单名称',
        path: '路由地址',
        pathHelp: '按钮无需路由地址',
        parent: '上级菜单',
        icon: '菜单图标',
        code: '菜单编号',
        category: '菜单类型',
        alias: '菜单别名',
        action: '按钮功能',
        actionHelp: '仅按钮：显示在工具栏、操作栏或两处',
        isOpen: '新窗口打开',
        sort: '菜单排序',
        remark: '菜单备注',
        addChild: '新增子项',
      },
      // the menu dictionaries' labels (SPEC §3 dictionary entries); Chinese shows the server's own
      dict: {
        menu_category: { '1': '菜单', '2': '按钮' },
        button_func: { '1': '工具栏', '2': '操作栏', '3': '工具操作栏' },
      },
    },
  },
  en: {
    translation: {
      menus: {
        name: 'menu name',
        path: 'route path',
        pathHelp: 'A button needs no route path',
        parent: 'parent menu',
        icon: 'menu icon',
        code: 'menu code',
        category: 'menu type',
        alias: 'menu alias',
        action: 'button place',
        actionHelp: 'Buttons only: on the toolbar, on the row, or both',
        isOpen: 'open in new window',
        sort: 'menu sort',
        remark: 'menu remark',
        addChild: 'Add child',
      },
      dict: {
        menu_category: { '1': 'Menu', '2': 'Button' },
        button_func: { '1': 'Toolbar', '2': 'Row', '3': 'Toolbar and row' },
      },
    },
  },
};
