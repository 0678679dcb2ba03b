export const messages = {
  zh: {
    translation: {
      promotion: {
        groupMessage: {
          title: '消息标题',
          type: '消息类型',
          types: { '1': '政策提醒', '2': '服务通知', '3': '活动推广' },
          scope: '发送范围',
          count: '发送人数',
          content: '消息内容',
          users: '接收用户',
          usersOf: '接收用户：{{title}}',
          userName: '用户姓名',
          phone: '手机号码',
          enterprise: '企业名称',
          readStatus: '阅读状态',
          unread: '未读',
          read: '已读',
        },
      },
    },
  },
  en: {
    translation: {
      promotion: {
        groupMessage: {
          title: 'title',
          type: 'type',
          types: { '1': 'Policy reminder', '2': 'Service notice', '3': 'Promotion' },
          scope: 'sent to',
          count: 'recipients',
          content: 'content',
          users: 'Recipients',
          usersOf: 'Recipients: {{title}}',
          userName: 'name',
          phone: 'mobile number',
          enterprise: 'enterprise',
          readStatus: 'read',
          unread: 'unread',
          read: 'read',
        },
      },
    },
  },
};
