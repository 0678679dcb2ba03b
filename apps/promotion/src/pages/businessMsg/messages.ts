export const messages = {
  zh: {
    translation: {
      promotion: {
        businessMsg: {
          title: '通知标题',
          type: '通知类型',
          content: '通知内容',
          finishStatus: '办结状态',
          open: '待办理',
          handled: '已办结',
          readStatus: '阅读状态',
          unread: '未读',
          read: '已读',
          handle: '标记办结',
          confirmHandle: '确定将该通知标记为已办结?',
          handledDone: '已标记为办结',
          tabs: { '1': '政策通知', '2': '诉求通知', '3': '活动通知', '4': '系统通知', finished: '已办结' },
        },
      },
    },
  },
  en: {
    translation: {
      promotion: {
        businessMsg: {
          title: 'title',
          type: 'type',
          content: 'content',
          finishStatus: 'state',
          open: 'open',
          handled: 'handled',
          readStatus: 'read',
          unread: 'unread',
          read: 'read',
          handle: 'Mark handled',
          confirmHandle: 'Mark this notice as handled?',
          handledDone: 'Marked as handled',
          tabs: { '1': 'Policy', '2': 'Appeals', '3': 'Events', '4': 'System', finished: 'Handled' },
        },
      },
    },
  },
};
