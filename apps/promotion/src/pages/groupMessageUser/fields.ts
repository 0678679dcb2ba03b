// Group messages and their users (SPEC §7 /api/lx-operation/message: page, groupMessageUserPage): the
// messages sent, and for one message the users it went to (parent and children).
import { crudApi } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';

export interface GroupMessage {
  id?: string;
  title: string;
  content?: string;
  msgType?: number | string;
  sendScope?: string;
  sendCount?: number;
}

export interface MessageUser {
  id?: string;
  messageId?: string;
  userName: string;
  phone?: string;
  enterpriseName?: string;
  readStatus?: number;
}

/** SPEC §7: these calls sit under /api/lx-operation directly. */
const BASE = '/lx-operation/message';

export const messageApi = crudApi<GroupMessage>(BASE).having({ list: 'page', detail: 'detail' });
export const messageUserApi = crudApi<MessageUser>(BASE).having({ list: 'groupMessageUserPage' });

export const groupMessage = defineResource<GroupMessage>({
  name: 'groupMessageUser', // groupMessageUser_view
  api: messageApi,
  form: 'drawer',
  fields: [
    { name: 'title', label: 'promotion.groupMessage.title', search: true, sortable: true, span: 2 },
    {
      name: 'msgType',
      label: 'promotion.groupMessage.type',
      valueType: 'select',
      valueEnum: {
        '1': 'promotion.groupMessage.types.1',
        '2': 'promotion.groupMessage.types.2',
        '3': 'promotion.groupMessage.types.3',
      },
      search: true,
    },
    { name: 'sendScope', label: 'promotion.groupMessage.scope' },
    { name: 'sendCount', label: 'promotion.groupMessage.count', valueType: 'number' },
    {
      name: 'content',
      label: 'promotion.groupMessage.content',
      valueType: 'textarea',
      hideIn: ['table'],
      span: 2,
    },
  ],
});

export const messageUser = defineResource<MessageUser>({
  name: 'groupMessageUser',
  api: messageUserApi,
  dateRange: false,
  fields: [
    { name: 'userName', label: 'promotion.groupMessage.userName', search: true },
    { name: 'phone', label: 'promotion.groupMessage.phone', search: true },
    { name: 'enterpriseName', label: 'promotion.groupMessage.enterprise', search: true },
    {
      name: 'readStatus',
      label: 'promotion.groupMessage.readStatus',
      valueType: 'select',
      valueEnum: { '0': 'promotion.groupMessage.unread', '1': 'promotion.groupMessage.read' },
    },
  ],
});
