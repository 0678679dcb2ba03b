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
        pictureChoose: '上传图片',
        pictureChange: '更换图片',
        pictureRemove: '移除图片',
        pictureType: '请选择 png、jpg、gif、webp 或 bmp 格式的图片',
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
        pictureChoose: 'Upload picture',
        pictureChange: 'Change picture',
        pictureRemove: 'Remove picture',
        pictureType: 'Choose a png, jpg, gif, webp or bmp picture',
        content: 'Content',
      },
    },
  },
};
