import { pageMessages } from '../shared/messages';

export const messages = pageMessages(
  'park',
  {
    name: '机构名称',
    fullName: '机构全称',
    parent: '上级机构',
    category: '机构类型',
    park: '园区',
    institution: '运营机构',
    sort: '排序',
    remark: '备注',
  },
  {
    name: 'name',
    fullName: 'full name',
    parent: 'parent',
    category: 'category',
    park: 'park',
    institution: 'operating institution',
    sort: 'sort',
    remark: 'remark',
  },
);
