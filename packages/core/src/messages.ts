/**
 * Texts core produces (SPEC §8), and the login form's labels, which both the shell's login page and a
 * standalone centre's show: one copy, in both interface languages. `initI18n` registers them.
 */
export const coreMessages = {
  zh: {
    unknownError: '未知错误',
    networkError: '网络异常，请检查网络连接',
    timeout: '请求超时，请稍后重试',
    passwordChanged: '密码已修改，请重新登录！',
    login: {
      title: '登录',
      tenant: '租户编号',
      account: '账号',
      password: '密码',
      captcha: '验证码',
      submit: '登录',
      refreshCaptcha: '看不清？点击换一张',
      logout: '退出登录',
    },
  },
  en: {
    unknownError: 'unknown error',
    networkError: 'Network error, please check the connection',
    timeout: 'The request timed out, please try again',
    passwordChanged: 'the password has been changed, please log in again!',
    login: {
      title: 'Log in',
      tenant: 'Tenant number',
      account: 'Account',
      password: 'Password',
      captcha: 'Captcha',
      submit: 'Log in',
      refreshCaptcha: 'Cannot read it? Click for another',
      logout: 'Log out',
    },
  },
} as const;

/** Keys of the notices core raises. */
export type CoreMessageKey = Exclude<keyof (typeof coreMessages)['zh'], 'login'>;
