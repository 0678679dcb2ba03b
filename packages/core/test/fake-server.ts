/** Answers the HTTP client's requests in-process, recording what was sent (an axios adapter). */
import type { AxiosAdapter, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { http } from '../src/http';

export interface Sent {
  method: string;
  url: string;
  params: Record<string, unknown>;
  headers: Record<string, string>;
  data: unknown;
}

type Answer = { status: number; body: unknown } | 'network-error' | 'timeout';

export function fakeServer(answer: (sent: Sent) => Answer | Promise<Answer>) {
  return fakeServerOn(http, answer);
}

/** The same, for the client of another module instance (a second simulated browser tab). */
export function fakeServerOn(client: AxiosInstance, answer: (sent: Sent) => Answer | Promise<Answer>) {
  const sent: Sent[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: Sent = {
      method: (config.method ?? 'get').toUpperCase(),
      url: `${config.baseURL ?? ''}${config.url ?? ''}`,
      params: (config.params ?? {}) as Record<string, unknown>,
      headers: Object.fromEntries(Object.entries(config.headers.toJSON()).map(([k, v]) => [k, String(v)])),
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    sent.push(request);
    const result = await answer(request);
    if (result === 'network-error') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    if (result === 'timeout') throw new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config);
    const response = { data: result.body, status: result.status, statusText: '', headers: {}, config };
    if (!config.validateStatus?.(result.status)) {
      throw new AxiosError(
        `Request failed with status code ${result.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };
  client.defaults.adapter = adapter;
  return sent;
}

export const ok = <T>(data: T) => ({
  status: 200,
  body: { code: 200, success: true, data, msg: '操作成功' },
});
