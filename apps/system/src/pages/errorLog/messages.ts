import { serviceLogMessages } from '../serviceLog/shared';

export const messages = {
  zh: {
    translation: {
      serviceLog: serviceLogMessages.zh,
      errorLog: {
        exceptionName: '异常名',
        message: '异常信息',
        fileName: '文件名',
        lineNumber: '行号',
        logTime: '发生时间',
        stackTrace: '堆栈',
      },
    },
  },
  en: {
    translation: {
      serviceLog: serviceLogMessages.en,
      errorLog: {
        exceptionName: 'exception',
        message: 'message',
        fileName: 'file',
        lineNumber: 'line',
        logTime: 'time',
        stackTrace: 'stack trace',
      },
    },
  },
};
