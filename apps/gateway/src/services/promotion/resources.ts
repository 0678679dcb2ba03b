/** Messages of /api/lx-operation/message and the business notices of /api/lingxi-business-notice. */
import { badRequest } from '../../http';
import type { ResourceDef } from '../../resource';
import { idf, int, newestFirst, str } from '../fields';

export const messageResource: ResourceDef = {
  name: 'message',
  title: '消息管理',
  path: '/api/lx-operation/message',
  table: 'lingxi_message',
  tenantOwned: true,
  permission: 'businessMsg',
  fields: [
    str('title', '消息标题', { required: '请输入消息标题', sortable: true }),
    str('content', '消息内容', { required: '请输入消息内容', maxLength: 2000 }),
    int('msgType', '消息类型', { values: [1, 2, 3], required: '请选择消息类型' }),
    str('sendScope', '发送范围'),
    int('sendCount', '发送人数', { min: 0, writable: false }),
  ],
  defaultOrder: newestFirst,
  endpoints: { list: ['page', 'list'], detail: ['detail'], submit: ['submit'], remove: ['remove'] },
};

export const messageUserResource: ResourceDef = {
  name: 'message-user',
  title: '群发消息用户',
  path: '/api/lx-operation/message',
  table: 'lingxi_message_user',
  tenantOwned: true,
  permission: 'groupMessageUser',
  fields: [
    idf('messageId', '消息', { writable: false }),
    str('userName', '用户姓名', { writable: false }),
    str('phone', '手机号码', { writable: false }),
    str('enterpriseName', '企业名称', { writable: false }),
    int('readStatus', '阅读状态', { values: [0, 1], writable: false }),
  ],
  defaultOrder: newestFirst,
  endpoints: { list: ['groupMessageUserPage'] },
};

export const businessNoticeResource: ResourceDef = {
  name: 'business-notice',
  title: '业务通知',
  path: '/api/lingxi-business-notice/businessnotice',
  table: 'lingxi_business_notice',
  tenantOwned: true,
  permission: 'businessMsg',
  fields: [
    str('title', '通知标题', { required: '请输入通知标题', sortable: true }),
    str('content', '通知内容', { maxLength: 4000 }),
    int('noticeType', '通知类型', { values: [1, 2, 3, 4], required: '请选择通知类型' }),
    idf('deptId', '机构'),
    idf('userId', '用户'),
    int('finishStatus', '办结状态', { values: [0, 1] }),
    int('readStatus', '阅读状态', { values: [0, 1] }),
  ],
  defaultOrder: newestFirst,
  // marking handled is update with finishStatus 1; a handled notice is not reopened
  async beforeSave({ values, existing }) {
    if (
      Number(existing?.finish_status) === 1 &&
      values.has('finish_status') &&
      Number(values.get('finish_status')) !== 1
    )
      throw badRequest('已办结的通知不能恢复为未办结');
  },
  endpoints: {
    list: ['page'],
    detail: ['detail'],
    submit: ['submit'],
    update: ['update'],
    remove: ['remove'],
  },
};
