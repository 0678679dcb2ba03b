export const messages = {
  zh: {
    translation: {
      promotion: {
        notice: { title: '通知标题', category: '通知类型', releaseTime: '发布时间', content: '通知内容' },
      },
    },
  },
  en: {
    translation: {
      promotion: {
        notice: { title: 'title', category: 'category', releaseTime: 'release time', content: 'content' },
      },
    },
  },
};
