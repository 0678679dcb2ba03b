/** Texts core produces, in both interface languages (SPEC §8). The UI registers them with i18next. */
export const coreMessages = {
  zh: {
    unknownError: '未知错误',
    networkError: '网络异常，请检查网络连接',
    timeout: '请求超时，请稍后重试',
    passwordChanged: '密码已修改，请重新登录！',
  },
  en: {
    unknownError: 'unknown error',
    networkError: 'Network error, please check the connection',
    timeout: 'The request timed out, please try again',
    passwordChanged: 'the password has been changed, please log in again!',
  },
} as const;

export type CoreMessageKey = keyof (typeof coreMessages)['zh'];
