import { pageMessages } from '../shared/messages';

export const messages = pageMessages(
  'basecode',
  { code: '编码', name: '名称', value: '编码值', sort: '排序', remark: '备注', parent: '上级编码' },
  { code: 'code', name: 'name', value: 'code value', sort: 'sort', remark: 'remark', parent: 'parent code' },
);
