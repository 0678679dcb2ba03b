export const messages = {
  zh: {
    translation: {
      post: {
        category: '岗位类型',
        code: '岗位编号',
        name: '岗位名称',
        sort: '岗位排序',
        remark: '岗位描述',
      },
    },
  },
  en: {
    translation: {
      post: {
        category: 'post category',
        code: 'post code',
        name: 'post name',
        sort: 'sort',
        remark: 'description',
      },
    },
  },
};
