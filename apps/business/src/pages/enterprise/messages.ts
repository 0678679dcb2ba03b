/** Texts of the enterprise directory, zh and en with the same keys. */
export const messages = {
  zh: {
    translation: {
      enterprise: {
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
        contact: '联系人',
        phone: '联系电话',
        certify: '认证状态',
        certifyStates: { '0': '未认证', '1': '认证中', '2': '已认证' },
        detail: '企业详情',
      },
    },
  },
  en: {
    translation: {
      enterprise: {
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
        contact: 'Contact',
        phone: 'Phone',
        certify: 'Certification',
        certifyStates: { '0': 'Not certified', '1': 'Under review', '2': 'Certified' },
        detail: 'Enterprise details',
      },
    },
  },
};
