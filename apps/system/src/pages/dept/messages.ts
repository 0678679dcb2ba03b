import { pageMessages } from '../shared/messages';

export const messages = pageMessages(
  'dept',
  {
    name: '机构名称',
    fullName: '机构全称',
    parent: '上级机构',
    category: '机构类型',
    sort: '排序',
    remark: '备注',
    sortSaved: '排序已保存',
  },
  {
    name: 'organisation name',
    fullName: 'full name',
    parent: 'parent organisation',
    category: 'organisation category',
    sort: 'sort',
    remark: 'remark',
    sortSaved: 'Sort saved',
  },
);
