/** Texts of the regional enterprise library, zh and en with the same keys. */
export const messages = {
  zh: {
    translation: {
      areaLibrary: {
        name: '企业名称',
        creditCode: '统一社会信用代码',
        region: '所属区域',
        regionCode: '区划编号',
        industry: '所属行业',
        scale: '企业规模',
        legalPerson: '法定代表人',
        capital: '注册资本(万元)',
        established: '成立日期',
        address: '企业地址',
        import: '导入',
        importTitle: '导入区域企业（可多个文件）',
        templateName: '区域企业导入模板',
      },
    },
  },
  en: {
    translation: {
      areaLibrary: {
        name: 'Enterprise',
        creditCode: 'Unified social credit code',
        region: 'District',
        regionCode: 'District code',
        industry: 'Industry',
        scale: 'Size',
        legalPerson: 'Legal representative',
        capital: 'Registered capital (10k CNY)',
        established: 'Founded',
        address: 'Address',
        import: 'Import',
        importTitle: 'Import district enterprises (several files)',
        templateName: 'District enterprise template',
      },
    },
  },
};
