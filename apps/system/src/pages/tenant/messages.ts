export const messages = {
  zh: {
    translation: {
      tenant: {
        tenantId: '租户ID',
        tenantName: '租户名称',
        linkman: '联系人',
        contactNumber: '联系电话',
        address: '联系地址',
        accountNumber: '账号额度',
        expireTime: '过期时间',
        domain: '绑定域名',
        datasource: '数据源',
        unlimited: '不限制',
        setting: '授权配置',
        datasourceSetting: '数据源配置',
        quotaHelp: '留空表示不限制',
        expireHelp: '留空表示永不过期',
      },
    },
  },
  en: {
    translation: {
      tenant: {
        tenantId: 'tenant id',
        tenantName: 'tenant name',
        linkman: 'contact',
        contactNumber: 'phone',
        address: 'address',
        accountNumber: 'account quota',
        expireTime: 'expiry',
        domain: 'domain',
        datasource: 'datasource',
        unlimited: 'unlimited',
        setting: 'Settings',
        datasourceSetting: 'Datasource',
        quotaHelp: 'Leave it empty for no limit',
        expireHelp: 'Leave it empty to never expire',
      },
    },
  },
};
