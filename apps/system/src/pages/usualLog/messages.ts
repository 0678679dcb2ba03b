import { serviceLogMessages } from '../serviceLog/shared';

export const messages = {
  zh: {
    translation: {
      serviceLog: serviceLogMessages.zh,
      usualLog: { logLevel: '日志级别', logId: '日志业务ID', logData: '日志数据' },
    },
  },
  en: {
    translation: {
      serviceLog: serviceLogMessages.en,
      usualLog: { logLevel: 'level', logId: 'business id', logData: 'data' },
    },
  },
};
