/** Logs: /api/lingxi-log (usual, API, error), login records (/api/lingxi-app-loginRecode), the operation log (/api/lingxi-operation-log). */
import type { FieldDef, ResourceDef } from '../../resource';
import { newestFirst, ro } from '../fields';

function logResource(
  kind: 'usual' | 'api' | 'error',
  title: string,
  permission: string,
  fields: FieldDef[],
): ResourceDef {
  return {
    name: `log-${kind}`,
    title,
    path: `/api/lingxi-log/${kind}`,
    table: `blade_log_${kind}`,
    tenantOwned: true,
    plain: true,
    permission,
    fields: [
      ro('serviceId', '服务ID'),
      ro('serverHost', '服务器名'),
      ro('serverIp', '服务器IP'),
      ro('env', '环境'),
      ro('method', '请求方法'),
      ro('requestUri', '请求地址'),
      ro('userAgent', '用户代理'),
      ro('remoteIp', '操作IP'),
      ro('params', '请求参数'),
      ro('createBy', '操作人'),
      ...fields,
    ],
    defaultOrder: newestFirst,
  };
}

export const usualLogResource = logResource('usual', '通用日志', 'usualLog', [
  ro('logLevel', '日志级别'),
  ro('logId', '日志业务ID'),
  ro('logData', '日志数据'),
]);
export const apiLogResource = logResource('api', '接口日志', 'apiLog', [
  ro('type', '日志类型'),
  ro('title', '日志标题'),
  ro('time', '执行时间'),
]);
export const errorLogResource = logResource('error', '错误日志', 'errorLog', [
  ro('exceptionName', '异常名'),
  ro('message', '异常信息'),
  ro('stackTrace', '堆栈'),
  ro('fileName', '文件名'),
  ro('lineNumber', '行号', 'int'),
  ro('logTime', '发生时间'),
]);

export const loginRecordResource: ResourceDef = {
  name: 'login-record',
  title: '登录日志',
  path: '/api/lingxi-app-loginRecode/loginrecord',
  table: 'lingxi_login_record',
  tenantOwned: true,
  plain: true,
  permission: 'loginLog',
  fields: [
    ro('userId', '用户', 'id'),
    ro('account', '登录账号'),
    ro('userName', '用户姓名'),
    ro('grantType', '登录方式'),
    ro('status', '登录结果', 'int'),
    ro('msg', '说明'),
    ro('ip', '登录IP'),
    ro('userAgent', '浏览器'),
  ],
  defaultOrder: newestFirst,
  endpoints: { list: ['page', 'list'], detail: ['detail'] },
};

export const operationLogResource: ResourceDef = {
  name: 'operation-log',
  title: '操作日志',
  path: '/api/lingxi-operation-log',
  table: 'lingxi_operation_log',
  tenantOwned: true,
  plain: true,
  permission: 'operaLog',
  fields: [
    ro('userId', '用户', 'id'),
    ro('account', '操作账号'),
    ro('userName', '用户姓名'),
    ro('title', '操作模块'),
    ro('method', '请求方法'),
    ro('path', '请求地址'),
    ro('query', '请求参数'),
    ro('statusCode', '结果码', 'int'),
    ro('ip', '操作IP'),
    ro('userAgent', '浏览器'),
    ro('duration', '耗时(毫秒)', 'int'),
  ],
  defaultOrder: newestFirst,
  endpoints: { list: ['list', 'page'], detail: ['detail'] },
};
