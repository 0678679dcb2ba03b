export const messages = {
  zh: { translation: { promotion: { report: { name: '报表名称', content: '报表定义' } } } },
  en: { translation: { promotion: { report: { name: 'report name', content: 'definition' } } } },
};
