/** Texts of this centre in both interface languages (i18n namespace `translation`). */
export const messages = {
  zh: {
    translation: {
      menu: {
        certifiedEnterprise: '已认证企业',
        personalUser: '注册个人用户',
        memberOperLog: '企业用户操作日志',
        memberAdmin: '管理员',
        childAccount: '子账号',
        userSystem: '用户系统',
      },
    },
  },
  en: {
    translation: {
      menu: {
        certifiedEnterprise: 'Certified enterprises',
        personalUser: 'Registered personal users',
        memberOperLog: 'Enterprise user operation log',
        memberAdmin: 'Administrators',
        childAccount: 'Child accounts',
        userSystem: 'Single sign-on user systems',
      },
    },
  },
};
