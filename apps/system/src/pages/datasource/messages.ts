export const messages = {
  zh: {
    translation: {
      datasource: {
        name: '名称',
        driver: '驱动类',
        username: '用户名',
        password: '密码',
        passwordHelp: '新增时必填；修改时留空则保留原密码',
        url: '连接地址',
        remark: '备注',
      },
    },
  },
  en: {
    translation: {
      datasource: {
        name: 'name',
        driver: 'driver',
        username: 'user name',
        password: 'password',
        passwordHelp: 'Required when adding; leave it blank on edit to keep the stored password',
        url: 'URL',
        remark: 'remark',
      },
    },
  },
};
