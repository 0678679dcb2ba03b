// SPEC §7, §8, §9 and CONTRACT "Headers"/"Envelopes": the request layer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Notice,
  navigation,
  notices,
  progress,
  request,
  sessionStore,
  setConfig,
  storeTokens,
  trackProgress,
} from '../src';
import { http } from '../src/http';
import { fakeServer, ok } from './fake-server';

let shown: Notice[] = [];
let navigated: string[] = [];
const unsubscribe: (() => void)[] = [];

beforeEach(() => {
  setConfig({
    apiBase: '/api',
    clientId: 'lx_operation',
    clientSecret: 'secret-from-config',
    tokenHeader: 'lingxi-auth',
  });
  shown = [];
  navigated = [];
  unsubscribe.push(notices.subscribe((notice) => shown.push(notice)));
  unsubscribe.push(navigation.subscribe((path) => navigated.push(path)));
  localStorage.clear();
  sessionStore.setState({ token: '' });
});
afterEach(() => {
  for (const off of unsubscribe.splice(0)) off();
});

describe('sending', () => {
  it('sends a call at once, without waiting for the browser to read an XSRF cookie', async () => {
    const adapter = http.defaults.adapter;
    const sent: string[] = [];
    const send = XMLHttpRequest.prototype.send;
    const open = XMLHttpRequest.prototype.open;
    // a cookie store whose answer never comes, as one busy with the browser's other work
    Object.defineProperty(window, 'cookieStore', {
      configurable: true,
      value: { get: () => new Promise(() => undefined) },
    });
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest & { lxUrl?: string }, ...args: unknown[]) {
      this.lxUrl = String(args[1]);
      return (open as (...all: unknown[]) => void).apply(this, args);
    } as typeof XMLHttpRequest.prototype.open;
    let xhr: XMLHttpRequest | undefined;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest & { lxUrl?: string }) {
      sent.push(this.lxUrl ?? '');
      xhr = this;
    };
    try {
      http.defaults.adapter = 'xhr';
      const call = request({ url: '/lingxi-system/menu/buttons' }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sent).toEqual(['/api/lingxi-system/menu/buttons']);
      // ended, so that the calls in flight count down again
      xhr?.onabort?.(new ProgressEvent('abort'));
      await call;
    } finally {
      http.defaults.adapter = adapter;
      XMLHttpRequest.prototype.send = send;
      XMLHttpRequest.prototype.open = open;
      Reflect.deleteProperty(window, 'cookieStore');
    }
  });
});

describe('headers', () => {
  it('sends the Basic client header from configuration on every call, under the /api prefix', async () => {
    const sent = fakeServer(() => ok(1));
    await request({ url: '/lingxi-system/param/list' });
    expect(sent[0]?.url).toBe('/api/lingxi-system/param/list');
    expect(sent[0]?.headers.Authorization).toBe(`Basic ${btoa('lx_operation:secret-from-config')}`);
    expect(sent[0]?.headers['lingxi-auth']).toBeUndefined();
  });

  it('adds `bearer <token>` under the configured header name once logged in', async () => {
    const sent = fakeServer(() => ok(1));
    storeTokens({
      access_token: 'abc',
      refresh_token: 'r',
      tenant_id: '000000',
      user_id: '1',
      user_name: 'admin',
    });
    setConfig({ tokenHeader: 'x-custom-auth' });
    await request({ url: '/x' });
    expect(sent[0]?.headers['x-custom-auth']).toBe('bearer abc');
  });

  it('uses a 10 s timeout (SPEC §9)', () => {
    expect(http.defaults.timeout).toBe(10_000);
  });
});

describe('responses', () => {
  it('returns data of a successful R envelope', async () => {
    fakeServer(() => ok({ records: [1, 2] }));
    await expect(request({ url: '/x' })).resolves.toEqual({ records: [1, 2] });
    expect(shown).toEqual([]);
  });

  it('shows msg and rejects when code is not 200', async () => {
    fakeServer(() => ({ status: 400, body: { code: 400, success: false, msg: '参数键名已存在' } }));
    await expect(request({ url: '/x' })).rejects.toThrow('参数键名已存在');
    expect(shown).toEqual([{ level: 'error', text: '参数键名已存在' }]);
  });

  it('falls back to error_description, then to the words for unknown error', async () => {
    fakeServer(() => ({ status: 400, body: { error_code: 400, error_description: '验证码不正确' } }));
    await expect(request({ url: '/x' })).rejects.toThrow('验证码不正确');
    fakeServer(() => ({ status: 500, body: { code: 500 } }));
    await expect(request({ url: '/x' })).rejects.toThrow();
    expect(shown).toEqual([
      { level: 'error', text: '验证码不正确' },
      { level: 'error', key: 'unknownError' },
    ]);
  });

  it('treats a body code of 200 inside HTTP 200 as success and a body code of 403 as failure', async () => {
    fakeServer(() => ({ status: 200, body: { code: 403, msg: '缺失功能权限' } }));
    await expect(request({ url: '/x' })).rejects.toThrow('缺失功能权限');
  });

  it('fails statuses outside 200-500 (SPEC §8)', async () => {
    fakeServer(() => ({ status: 502, body: 'Bad gateway' }));
    await expect(request({ url: '/x' })).rejects.toThrow();
    expect(shown).toEqual([{ level: 'error', key: 'unknownError' }]);
  });

  it('ends the session locally and asks for /login on a 401', async () => {
    storeTokens({
      access_token: 'abc',
      refresh_token: 'r',
      tenant_id: '000000',
      user_id: '1',
      user_name: 'admin',
    });
    fakeServer(() => ({ status: 401, body: { code: 401, msg: '请求未授权' } }));
    await expect(request({ url: '/x' })).rejects.toThrow();
    expect(sessionStore.getState().token).toBe('');
    expect(localStorage.getItem('lingxi-token')).toBeNull();
    expect(navigated).toEqual(['/login']);
  });

  it('rejects without a notice for whitelisted statuses and silent calls', async () => {
    setConfig({ silentStatuses: [404] });
    fakeServer(() => ({ status: 404, body: { code: 404, msg: 'nope' } }));
    await expect(request({ url: '/x' })).rejects.toThrow('nope');
    setConfig({ silentStatuses: [] });
    fakeServer(() => ({ status: 400, body: { code: 400, msg: 'quiet' } }));
    await expect(request({ url: '/x', silent: true })).rejects.toThrow('quiet');
    expect(shown).toEqual([]);
  });

  it('says so on network errors and timeouts', async () => {
    fakeServer(() => 'network-error');
    await expect(request({ url: '/x' })).rejects.toThrow();
    fakeServer(() => 'timeout');
    await expect(request({ url: '/x' })).rejects.toThrow();
    expect(shown.map((notice) => notice.key)).toEqual(['networkError', 'timeout']);
  });

  it('counts requests in flight for a progress bar', async () => {
    const counts: number[] = [];
    const off = progress.subscribe((count) => counts.push(count));
    fakeServer(() => ok(1));
    await Promise.all([request({ url: '/a' }), request({ url: '/b' })]);
    off();
    expect(counts).toEqual([1, 2, 1, 0]);
  });
});

describe('progress of loading code', () => {
  it('counts a tracked promise until it settles, failed or not', async () => {
    const counts: number[] = [];
    const off = progress.subscribe((count) => counts.push(count));
    await trackProgress(Promise.resolve(1));
    await trackProgress(Promise.reject(new Error('chunk'))).catch(() => {});
    off();
    expect(counts).toEqual([1, 0, 1, 0]);
  });
});
