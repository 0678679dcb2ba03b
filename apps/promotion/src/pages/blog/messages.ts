export const messages = {
  zh: {
    translation: {
      promotion: {
        blog: { title: '博客标题', category: '博客分类', date: '发布时间', content: '博客内容' },
      },
    },
  },
  en: {
    translation: {
      promotion: {
        blog: { title: 'title', category: 'category', date: 'release time', content: 'content' },
      },
    },
  },
};
