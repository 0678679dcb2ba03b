// SPEC §2 "Login behaviour", §4 "Login success", §7; CONTRACT "Login and session".
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, fetchCaptcha, getStore, login, logout, sessionStore, setConfig } from '../src';
import { fakeServer } from './fake-server';

const TOKEN = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  expires_in: 3600,
  tenant_id: '000000',
  user_id: '1123598821738675201',
  user_name: 'admin',
  real_name: '管理员',
  avatar: '',
};

beforeEach(() => {
  setConfig({ apiBase: '/api', clientSecret: 's' });
  localStorage.clear();
  clearSession();
});

describe('login', () => {
  it('posts the captcha grant with the MD5 of the password and the tenant/captcha headers', async () => {
    const sent = fakeServer(() => ({ status: 200, body: TOKEN }));
    await login({
      tenantId: '000000',
      username: 'admin',
      password: 'admin',
      captchaKey: 'k1',
      captchaCode: '8888',
    });
    const call = sent[0];
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/api/lingxi-auth/oauth/token');
    expect(call?.params).toEqual({
      tenantId: '000000',
      username: 'admin',
      password: '21232f297a57a5a743894a0e4a801fc3', // md5('admin')
      grant_type: 'captcha',
      scope: 'all',
      type: 'account',
    });
    expect(call?.headers).toMatchObject({
      'Tenant-Id': '000000',
      'Captcha-Key': 'k1',
      'Captcha-Code': '8888',
    });
    expect(call?.headers['lingxi-auth']).toBeUndefined();
  });

  it('stores tokens, tenant and user info, and clears the lock', async () => {
    fakeServer(() => ({ status: 200, body: TOKEN }));
    sessionStore.setState({ locked: true });
    await login({
      tenantId: '000000',
      username: 'admin',
      password: 'admin',
      captchaKey: 'k',
      captchaCode: 'c',
    });
    const state = sessionStore.getState();
    expect(state).toMatchObject({
      token: 'access-1',
      refreshToken: 'refresh-1',
      tenantId: '000000',
      locked: false,
    });
    expect(state.userInfo?.real_name).toBe('管理员');
    expect(getStore('token')).toBe('access-1');
    expect(document.cookie).toContain('saber-access-token=access-1');
    expect(document.cookie).toContain('saber-refresh-token=refresh-1');
  });

  it('stores nothing when the server answers error_description', async () => {
    fakeServer(() => ({ status: 400, body: { error_code: 400, error_description: '用户名或密码不正确' } }));
    await expect(
      login({ tenantId: '000000', username: 'admin', password: 'x', captchaKey: 'k', captchaCode: 'c' }),
    ).rejects.toThrow('用户名或密码不正确');
    expect(sessionStore.getState().token).toBe('');
    expect(localStorage.length).toBe(0);
  });

  it('uses the password grant without a captcha key', async () => {
    const sent = fakeServer(() => ({ status: 200, body: TOKEN }));
    await login({ tenantId: '000000', username: 'admin', password: 'admin' });
    expect(sent[0]?.params.grant_type).toBe('password');
    expect(sent[0]?.headers['Captcha-Key']).toBeUndefined();
  });
});

describe('captcha and logout', () => {
  it('reads the bare captcha object', async () => {
    fakeServer(() => ({ status: 200, body: { key: 'k', image: 'data:image/png;base64,AAAA' } }));
    await expect(fetchCaptcha()).resolves.toEqual({ key: 'k', image: 'data:image/png;base64,AAAA' });
  });

  it('logs out locally even when the server call fails, removing the token cookies', async () => {
    fakeServer(() => ({ status: 200, body: TOKEN }));
    await login({ tenantId: '000000', username: 'admin', password: 'admin' });
    const sent = fakeServer(() => 'network-error');
    await logout();
    expect(sent[0]?.url).toBe('/api/lingxi-auth/oauth/logout');
    expect(sessionStore.getState()).toMatchObject({ token: '', userInfo: null, menus: null });
    expect(document.cookie).not.toContain('saber-access-token=access-1');
  });
});
