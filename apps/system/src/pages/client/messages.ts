export const messages = {
  zh: {
    translation: {
      client: {
        clientId: '客户端id',
        clientSecret: '客户端密钥',
        grantTypes: '授权类型',
        scope: '授权范围',
        accessTokenValidity: '令牌秒数',
        refreshTokenValidity: '刷新令牌秒数',
        redirect: '回调地址',
        resourceIds: '资源集合',
        authorities: '权限',
        autoapprove: '自动授权',
        remark: '附加说明',
      },
    },
  },
  en: {
    translation: {
      client: {
        clientId: 'client id',
        clientSecret: 'client secret',
        grantTypes: 'grant types',
        scope: 'scope',
        accessTokenValidity: 'token seconds',
        refreshTokenValidity: 'refresh token seconds',
        redirect: 'redirect URI',
        resourceIds: 'resources',
        authorities: 'authorities',
        autoapprove: 'auto-approve',
        remark: 'remark',
      },
    },
  },
};
