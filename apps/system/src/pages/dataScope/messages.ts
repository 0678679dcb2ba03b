import { messages as menuMessages } from '../menu/messages';

/** Texts of the data-scope and API-scope pages (zh and en), with the menu tree's column names. */
export const messages = {
  zh: {
    translation: {
      ...menuMessages.zh.translation,
      scope: {
        settings: '权限配置',
        rulesOf: '{{name}} 的权限规则',
        menu: '所属菜单',
        name: '权限名称',
        resourceCode: '权限编号',
        column: '权限字段',
        field: '可见字段',
        class: '权限类名',
        value: '规则值',
        type: '规则类型',
        path: '权限路径',
        remark: '备注',
      },
    },
  },
  en: {
    translation: {
      ...menuMessages.en.translation,
      scope: {
        settings: 'Scope rules',
        rulesOf: 'Scope rules of {{name}}',
        menu: 'menu',
        name: 'scope name',
        resourceCode: 'resource code',
        column: 'scope column',
        field: 'visible fields',
        class: 'scope class',
        value: 'rule value',
        type: 'rule type',
        path: 'API path',
        remark: 'remark',
      },
    },
  },
};
