/**
 * The one HTTP client of the console (SPEC §7, §8; CONTRACT.md). Every centre and the shell use it,
 * through `request` or a resource's `crudApi`.
 */
import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { getConfig } from './config';
import { endSession } from './ending';
import { notices, requestEnded, requestStarted } from './events';
import { sessionStore } from './session';

/** The R<T> envelope of ordinary responses. */
export interface R<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Reject without a toast (SPEC §8 whitelist). */
    silent?: boolean;
    /** The call does not need the bearer token (captcha, token). */
    anonymous?: boolean;
  }
}

export const http = axios.create({
  timeout: 10_000, // SPEC §9
  // Statuses 200..500 reach the response handler; anything else fails (SPEC §8).
  validateStatus: (status) => status >= 200 && status <= 500,
  // The token travels in a header (CONTRACT "Headers"), never in an XSRF cookie. Left on, axios 1.21
  // reads that cookie through the asynchronous Cookie Store before each same-origin call is sent: a
  // round trip to the browser that waits behind whatever the page is drawing (measured: the menus asked
  // 20-30 ms after the login's token, once the console's first render had run).
  withXSRFToken: false,
});

function basicAuth(): string {
  const { clientId, clientSecret } = getConfig();
  return `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
}

http.interceptors.request.use((config) => {
  requestStarted();
  const { apiBase, tokenHeader } = getConfig();
  config.baseURL ??= apiBase;
  config.headers.set('Authorization', basicAuth());
  const { token } = sessionStore.getState();
  if (token && !config.anonymous) config.headers.set(tokenHeader, `bearer ${token}`);
  return config;
});

interface ErrorBody {
  code?: number;
  status?: number;
  error_code?: number;
  msg?: string;
  error_description?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function fail(status: number, body: ErrorBody | undefined, silent: boolean): never {
  const text = body?.msg || body?.error_description;
  if (status === 401) endSession('unauthorized');
  if (!silent && !getConfig().silentStatuses.includes(status)) {
    notices.emit(text ? { level: 'error', text } : { level: 'error', key: 'unknownError' });
  }
  throw new ApiError(status, text ?? 'unknown error', body);
}

/** A failed download answers JSON although a blob was asked for: read it so its `msg` shows. */
async function readBlobError(response: AxiosResponse): Promise<void> {
  const data = response.data as unknown;
  if (typeof Blob === 'undefined' || !(data instanceof Blob) || !/json/i.test(data.type)) return;
  try {
    response.data = JSON.parse(await data.text());
  } catch {
    // not JSON after all: the HTTP status decides
  }
}

http.interceptors.response.use(
  async (response: AxiosResponse) => {
    requestEnded();
    if (response.status !== 200) await readBlobError(response);
    const body = response.data as ErrorBody | undefined;
    // A blob or a bare token object has no code: its HTTP status decides.
    const isJson = body !== null && typeof body === 'object' && !(body instanceof Blob);
    const code = (isJson && (body.error_code ?? body.code ?? body.status)) || response.status;
    if (code !== 200) fail(code, isJson ? body : undefined, response.config.silent === true);
    return response;
  },
  (error: AxiosError) => {
    requestEnded();
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      notices.emit({ level: 'error', key: 'timeout' });
    } else if (!error.response) {
      notices.emit({ level: 'error', key: 'networkError' });
    } else {
      notices.emit({ level: 'error', key: 'unknownError' });
    }
    return Promise.reject(error);
  },
);

/** Calls an endpoint that answers R<T> and returns its data. */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await http.request<R<T>>(config);
  return response.data.data;
}
