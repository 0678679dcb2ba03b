/** Texts of this centre in both interface languages (i18n namespace `translation`). */
export const messages = {
  zh: {
    translation: {
      param: {
        name: '参数名称',
        key: '参数键名',
        value: '参数键值',
      },
    },
  },
  en: {
    translation: {
      param: {
        name: 'parameter name',
        key: 'parameter key',
        value: 'parameter value',
      },
    },
  },
};
