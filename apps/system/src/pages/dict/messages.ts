import { pageMessages } from '../shared/messages';

export const messages = pageMessages(
  'dict',
  {
    code: '字典编号',
    name: '字典名称',
    key: '字典键值',
    sort: '字典排序',
    isSealed: '封存',
    remark: '字典备注',
    parent: '上级字典',
    pick: '请从字典页面选择一个字典',
    back: '返回字典列表',
  },
  {
    code: 'dictionary code',
    name: 'dictionary name',
    key: 'dictionary key value',
    sort: 'dictionary sort',
    isSealed: 'sealed',
    remark: 'remark',
    parent: 'parent dictionary',
    pick: 'Choose a dictionary on a dictionary page first',
    back: 'Back to the dictionaries',
  },
);
