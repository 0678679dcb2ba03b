/** Texts of the service resources page, zh and en with the same keys. */
export const messages = {
  zh: {
    translation: {
      serviceResource: {
        name: '服务名称',
        type: '服务类型',
        provider: '服务机构',
        contact: '联系人',
        phone: '联系电话',
        price: '参考价格(元)',
        description: '服务简介',
        picture: '服务图片',
        content: '服务内容',
      },
    },
  },
  en: {
    translation: {
      serviceResource: {
        name: 'Service',
        type: 'Category',
        provider: 'Provider',
        contact: 'Contact',
        phone: 'Phone',
        price: 'Reference price (CNY)',
        description: 'Summary',
        picture: 'Picture',
        content: 'Content',
      },
    },
  },
};
