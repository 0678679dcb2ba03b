/** Texts of this centre in both interface languages (i18n namespace `translation`). */
export const messages = {
  zh: {
    translation: {
      menu: {
        businessMsg: '业务通知',
        groupMessageUser: '群发消息用户',
        entGrowUser: '企业成长用户',
        notice: '通知公告',
        blog: '博客管理',
        report: '报表管理',
      },
    },
  },
  en: {
    translation: {
      menu: {
        businessMsg: 'Business notices',
        groupMessageUser: 'Group message users',
        entGrowUser: 'Enterprise-growth users',
        notice: 'Notices',
        blog: 'Blog posts',
        report: 'Reports',
      },
    },
  },
};
