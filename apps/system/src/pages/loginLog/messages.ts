export const messages = {
  zh: {
    translation: {
      loginLog: {
        account: '登录账号',
        userName: '用户姓名',
        grantType: '登录方式',
        status: '登录结果',
        success: '成功',
        failure: '失败',
        msg: '说明',
        ip: '登录IP',
        userAgent: '浏览器',
      },
    },
  },
  en: {
    translation: {
      loginLog: {
        account: 'account',
        userName: 'user name',
        grantType: 'login type',
        status: 'result',
        success: 'Succeeded',
        failure: 'Failed',
        msg: 'message',
        ip: 'IP',
        userAgent: 'browser',
      },
    },
  },
};
