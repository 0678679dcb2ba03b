import { serviceLogMessages } from '../serviceLog/shared';

export const messages = {
  zh: {
    translation: {
      serviceLog: serviceLogMessages.zh,
      apiLog: { title: '日志标题', type: '日志类型', time: '执行时间(毫秒)' },
    },
  },
  en: {
    translation: {
      serviceLog: serviceLogMessages.en,
      apiLog: { title: 'title', type: 'type', time: 'time (ms)' },
    },
  },
};
