/** Texts of the investment enterprise library, zh and en with the same keys. */
export const messages = {
  zh: {
    translation: {
      businessLibrary: {
        name: '企业名称',
        creditCode: '统一社会信用代码',
        creditCodeFormat: '统一社会信用代码格式不正确',
        industry: '所属行业',
        stage: '招商阶段',
        legalPerson: '法定代表人',
        capital: '注册资本(万元)',
        contact: '联系人',
        phone: '联系电话',
        address: '企业地址',
        intention: '投资意向',
        import: '导入',
        importTitle: '导入招商企业',
        templateName: '招商企业导入模板',
      },
    },
  },
  en: {
    translation: {
      businessLibrary: {
        name: 'Enterprise',
        creditCode: 'Unified social credit code',
        creditCodeFormat: 'The unified social credit code is not valid',
        industry: 'Industry',
        stage: 'Stage',
        legalPerson: 'Legal representative',
        capital: 'Registered capital (10k CNY)',
        contact: 'Contact',
        phone: 'Phone',
        address: 'Address',
        intention: 'Investment intention',
        import: 'Import',
        importTitle: 'Import investment enterprises',
        templateName: 'Investment enterprise template',
      },
    },
  },
};
