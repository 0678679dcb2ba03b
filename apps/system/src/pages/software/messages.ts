import { pageMessages } from '../shared/messages';

export const messages = pageMessages(
  'project',
  {
    name: '项目名称',
    code: '项目编号',
    parent: '上级项目',
    category: '项目类型',
    leader: '负责人',
    phone: '联系电话',
    startDate: '开始日期',
    endDate: '结束日期',
    budget: '预算(万元)',
    description: '项目描述',
    addSubproject: '新增子项目',
  },
  {
    name: 'project name',
    code: 'project code',
    parent: 'parent project',
    category: 'project type',
    leader: 'leader',
    phone: 'phone',
    startDate: 'start date',
    endDate: 'end date',
    budget: 'budget (10k yuan)',
    description: 'description',
    addSubproject: 'Add subproject',
  },
);
