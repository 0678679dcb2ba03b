// The service logs' common part (SPEC §7 /lingxi-log: usual, api, error; PAGES.md: read-only, view opens a
// drawer from `detail`): where the request ran and who made it. Each log page adds its own fields.
import { crudApi } from '@lingxi/core';
import type { Field } from '@lingxi/ui';

export interface ServiceLog {
  id?: string;
  serviceId?: string;
  serverHost?: string;
  serverIp?: string;
  env?: string;
  method?: string;
  requestUri?: string;
  userAgent?: string;
  remoteIp?: string;
  params?: string;
  createBy?: string;
}

/** A service log's calls: a paged list and a record's detail. */
export const serviceLogApi = <T>(kind: 'usual' | 'api' | 'error') =>
  crudApi<T>(`/lingxi-log/${kind}`).having({ list: 'list', detail: 'detail' });

/** The fields every service log has, listed after the page's own leading ones. */
export function serviceLogFields<T extends ServiceLog>(): Field<T>[] {
  const fields: Field<ServiceLog>[] = [
    { name: 'serviceId', label: 'serviceLog.serviceId', search: true, width: 130 },
    { name: 'serverHost', label: 'serviceLog.serverHost', hideIn: ['table'] },
    { name: 'serverIp', label: 'serviceLog.serverIp', width: 130 },
    { name: 'env', label: 'serviceLog.env', width: 80 },
    { name: 'method', label: 'serviceLog.method', width: 90 },
    { name: 'requestUri', label: 'serviceLog.requestUri', search: true, width: 240 },
    { name: 'remoteIp', label: 'serviceLog.remoteIp', hideIn: ['table'] },
    { name: 'createBy', label: 'serviceLog.createBy', width: 100 },
    { name: 'params', label: 'serviceLog.params', hideIn: ['table'], span: 2 },
    { name: 'userAgent', label: 'serviceLog.userAgent', hideIn: ['table'], span: 2 },
  ];
  return fields as unknown as Field<T>[];
}

export const serviceLogMessages = {
  zh: {
    serviceId: '服务ID',
    serverHost: '服务器名',
    serverIp: '服务器IP',
    env: '环境',
    method: '请求方法',
    requestUri: '请求地址',
    remoteIp: '操作IP',
    createBy: '操作人',
    params: '请求参数',
    userAgent: '用户代理',
  },
  en: {
    serviceId: 'service id',
    serverHost: 'server host',
    serverIp: 'server IP',
    env: 'environment',
    method: 'method',
    requestUri: 'request URI',
    remoteIp: 'client IP',
    createBy: 'operator',
    params: 'parameters',
    userAgent: 'user agent',
  },
};
