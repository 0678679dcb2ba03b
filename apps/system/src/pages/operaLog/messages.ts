export const messages = {
  zh: {
    translation: {
      operaLog: {
        account: '操作账号',
        userName: '用户姓名',
        title: '操作模块',
        method: '请求方法',
        path: '请求地址',
        query: '请求参数',
        statusCode: '结果码',
        ip: '操作IP',
        duration: '耗时(毫秒)',
        userAgent: '浏览器',
      },
    },
  },
  en: {
    translation: {
      operaLog: {
        account: 'account',
        userName: 'user name',
        title: 'module',
        method: 'method',
        path: 'path',
        query: 'parameters',
        statusCode: 'result code',
        ip: 'IP',
        duration: 'duration (ms)',
        userAgent: 'browser',
      },
    },
  },
};
