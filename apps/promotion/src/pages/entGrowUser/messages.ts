export const messages = {
  zh: {
    translation: {
      promotion: {
        entGrowUser: {
          account: '登录账号',
          realName: '用户姓名',
          nickname: '用户昵称',
          phone: '手机号码',
          email: '电子邮箱',
          sex: '性别',
          status: '状态',
          resetPassword: '重置密码',
          confirmReset: '确定将选择账号密码重置为初始密码?',
          resetDone: '重置密码成功',
        },
      },
    },
  },
  en: {
    translation: {
      promotion: {
        entGrowUser: {
          account: 'account',
          realName: 'name',
          nickname: 'nickname',
          phone: 'mobile number',
          email: 'e-mail',
          sex: 'sex',
          status: 'status',
          resetPassword: 'Reset password',
          confirmReset: 'Reset the selected accounts to the initial password?',
          resetDone: 'password reset',
        },
      },
    },
  },
};
