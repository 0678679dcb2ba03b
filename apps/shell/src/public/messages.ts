/**
 * Texts of the public pages (login, registration, error pages) in both interface languages. Spec texts
 * are quoted exactly (SPEC §2, §5, §8). Registered by the bootstrap when i18next starts.
 */
export const publicMessages = {
  zh: {
    translation: {
      product: '灵犀运营管理平台',
      login: {
        welcome: '欢迎登录',
        submitting: '登录中…',
        captchaFailed: '验证码加载失败，点击重试',
        required: '请输入{{label}}',
        slogan: '区域企业服务与产业大数据决策平台',
        register: '第三方注册',
      },
      language: { zh: '中文', en: 'English' },
      loading: '加载中…',
      error: {
        '404': '抱歉，您访问的页面不存在',
        '403': '抱歉，您无权访问此页面',
        '500': '抱歉，服务器出错了',
        back: '返回首页',
      },
      register: {
        title: '账号注册',
        tenantId: '租户编号',
        account: '账号名称',
        name: '用户姓名',
        password: '密码',
        password2: '确认密码',
        submit: '注册',
        cancel: '取消',
        done: '注册成功',
        ok: '知道了',
      },
    },
  },
  en: {
    translation: {
      product: 'Lingxi Operations Console',
      login: {
        welcome: 'Welcome',
        submitting: 'Logging in…',
        captchaFailed: 'The captcha could not be loaded, click to retry',
        required: 'Please enter the {{label}}',
        slogan: 'Regional enterprise services and industrial big-data decision platform',
        register: 'Third-party registration',
      },
      language: { zh: '中文', en: 'English' },
      loading: 'Loading…',
      error: {
        '404': 'Sorry, the page you visited does not exist',
        '403': 'Sorry, you are not allowed to open this page',
        '500': 'Sorry, the server went wrong',
        back: 'Back to home',
      },
      register: {
        title: 'Register an account',
        tenantId: 'Tenant number',
        account: 'Account name',
        name: 'Name',
        password: 'Password',
        password2: 'Confirm password',
        submit: 'Register',
        cancel: 'Cancel',
        done: 'Registered',
        ok: 'OK',
      },
    },
  },
};
