// SPEC §2 "Login behaviour", §3 registration, §4 (login success, logout, screen lock, re-login check), §8.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  checkRelogin,
  clearSession,
  dispatchTabs,
  endSession,
  frameLogin,
  getStore,
  handleReloginAnswer,
  hasLockPassword,
  i18n,
  initI18n,
  lockScreen,
  login,
  type Notice,
  navigation,
  notices,
  registerGuest,
  saysPasswordIncorrect,
  sessionStore,
  setConfig,
  setLockPassword,
  setMenuType,
  setStore,
  startSessionKeeper,
  storeTokens,
  tabsStore,
  unlockScreen,
  updateUserInfo,
  userRoles,
} from '../src';
import { fakeServer, ok } from './fake-server';

const TOKEN = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  tenant_id: '000000',
  user_id: '1',
  user_name: 'admin',
  role_name: 'administrator,auditor',
};

let shown: Notice[] = [];
let navigated: string[] = [];

beforeAll(async () => {
  await initI18n();
  notices.subscribe((notice) => shown.push(notice));
  navigation.subscribe((path) => navigated.push(path));
});
beforeEach(() => {
  setConfig({ apiBase: '/api', clientSecret: 's', externalApi: '/api/lingxi-external' });
  localStorage.clear();
  sessionStorage.clear();
  clearSession();
  shown = [];
  navigated = [];
});

describe('login success and logout (SPEC §4)', () => {
  it('login clears tabs and lock', async () => {
    dispatchTabs({ type: 'open', tab: { label: 'A', value: '/a' } });
    setLockPassword('1234');
    lockScreen();
    fakeServer(() => ({ status: 200, body: TOKEN }));
    await login({ tenantId: '000000', username: 'admin', password: 'admin' });
    expect(tabsStore.getState().list).toEqual([]);
    expect(sessionStore.getState().locked).toBe(false);
    expect(getStore('isLock')).toBeUndefined();
  });

  it('logout clears token, menus, project index, roles, tabs and lock, and removes the token cookies', () => {
    storeTokens(TOKEN);
    sessionStore.setState({ menus: [], permissions: { param_add: true } });
    setMenuType('promotion');
    dispatchTabs({ type: 'open', tab: { label: 'A', value: '/a' } });
    setLockPassword('1234');
    lockScreen();
    expect(userRoles(sessionStore.getState().userInfo)).toEqual(['administrator', 'auditor']);

    endSession('logout');
    expect(sessionStore.getState()).toMatchObject({
      token: '',
      refreshToken: '',
      userInfo: null,
      menus: null,
      permissions: {},
      menuType: '',
      locked: false,
    });
    expect(userRoles(sessionStore.getState().userInfo)).toEqual([]);
    expect(tabsStore.getState().list).toEqual([]);
    for (const key of ['token', 'refreshToken', 'userInfo', 'menuType', 'isLock', 'lockPassword']) {
      expect(getStore(key), key).toBeUndefined();
    }
    expect(getStore('tagList')).toEqual({ list: [], active: '/home/index' });
    expect(document.cookie).not.toContain('saber-access-token=access-1');
    expect(document.cookie).not.toContain('saber-refresh-token=refresh-1');
  });

  it('prefers user-info roles over the token role names', () => {
    expect(userRoles({ tenant_id: '1', user_id: '1', user_name: 'a', roles: ['x'], role_name: 'y' })).toEqual(
      ['x'],
    );
  });
});

describe('isFrame auto-login (SPEC §2)', () => {
  it('logs in with tenant 000000 and type missPassword, storing the refresh token as the token', async () => {
    const sent = fakeServer(() => ({ status: 200, body: TOKEN }));
    await expect(frameLogin('?isFrame=1&account=admin&password=admin')).resolves.toBe(true);
    expect(sent[0]?.params).toMatchObject({
      tenantId: '000000',
      username: 'admin',
      password: '21232f297a57a5a743894a0e4a801fc3',
      type: 'missPassword',
      grant_type: 'password',
    });
    expect(sent[0]?.headers['Tenant-Id']).toBe('000000');
    expect(sessionStore.getState().token).toBe('refresh-1');
    expect(getStore('token')).toBe('refresh-1');
  });

  it('does nothing without the flag, the account or the password', async () => {
    const sent = fakeServer(() => ({ status: 200, body: TOKEN }));
    for (const search of ['?account=a&password=b', '?isFrame=1&account=a', '?isFrame=1&password=b', '']) {
      await expect(frameLogin(search)).resolves.toBe(false);
    }
    expect(sent).toHaveLength(0);
  });
});

describe('guest registration (SPEC §3, §5, §8)', () => {
  const form = { tenantId: '000000', account: 'zhangsan', name: '张三', password: 'abc', password2: 'abc' };

  it('answers the first failing check without calling the server', async () => {
    const sent = fakeServer(() => ok(true));
    await expect(registerGuest({ ...form, tenantId: ' ' })).resolves.toBe('validate.tenantFirst');
    await expect(registerGuest({ ...form, password2: 'x' })).resolves.toBe('validate.passwordMismatch');
    expect(sent).toHaveLength(0);
  });

  it('posts the registration with the password hashed', async () => {
    const sent = fakeServer(() => ok(true));
    await expect(registerGuest({ ...form, oauthId: '77' })).resolves.toBeUndefined();
    expect(sent[0]?.url).toBe('/api/lingxi-user/register-guest');
    expect(sent[0]?.params).toEqual({
      tenantId: '000000',
      name: '张三',
      account: 'zhangsan',
      password: '900150983cd24fb0d6963f7d28e17f72',
      oauthId: '77',
    });
  });

  it("shows the server's msg on failure, else 'submission failed'", async () => {
    fakeServer(() => ({ status: 400, body: { code: 400, success: false, msg: '账号已存在' } }));
    await expect(registerGuest(form)).rejects.toThrow();
    fakeServer(() => ({ status: 500, body: { code: 500, success: false } }));
    await expect(registerGuest(form)).rejects.toThrow();
    expect(shown).toEqual([
      { level: 'error', text: '账号已存在' },
      { level: 'error', key: 'submitFailed' },
    ]);
    await i18n.changeLanguage('en');
    expect(i18n.t('submitFailed')).toBe('submission failed');
    expect(i18n.t('registered')).toBe(
      'registration request submitted, please wait for the administrator to approve',
    );
    await i18n.changeLanguage('zh');
  });
});

describe('screen lock (SPEC §4)', () => {
  it('needs a lock password first, locks, survives a reload and unlocks only with that password', () => {
    storeTokens(TOKEN);
    expect(hasLockPassword()).toBe(false);
    expect(lockScreen()).toBe(false);
    expect(sessionStore.getState().locked).toBe(false);
    expect(setLockPassword('   ')).toBe('validate.lockPassword');
    expect(hasLockPassword()).toBe(false);
    expect(setLockPassword('2468')).toBeUndefined();
    expect(getStore('lockPassword')).not.toBe('2468'); // only a hash is kept
    expect(lockScreen()).toBe(true);
    expect(sessionStore.getState().locked).toBe(true);
    expect(getStore('isLock')).toBe(true);
    expect(unlockScreen('wrong')).toBe(false);
    expect(sessionStore.getState().locked).toBe(true);
    expect(unlockScreen('2468')).toBe(true);
    expect(sessionStore.getState().locked).toBe(false);
    expect(getStore('isLock')).toBeUndefined();
  });

  it('does not unlock without a lock password', () => {
    setStore('isLock', true);
    expect(unlockScreen('')).toBe(false);
  });
});

describe('background re-login check (SPEC §4)', () => {
  const changed = { code: 400, success: false, msg: '用户名或密码不正确' };

  it('recognises code 400 saying the password is incorrect', () => {
    expect(saysPasswordIncorrect(changed)).toBe(true);
    expect(saysPasswordIncorrect({ error_code: 400, error_description: 'password is incorrect' })).toBe(true);
    expect(saysPasswordIncorrect({ code: 400, msg: '验证码不正确' })).toBe(false);
    expect(saysPasswordIncorrect({ code: 401, msg: '用户名或密码不正确' })).toBe(false);
    expect(saysPasswordIncorrect(null)).toBe(false);
  });

  it('shows the notice once until the page is visible again, logs out and goes to /login', async () => {
    storeTokens(TOKEN);
    const stop = startSessionKeeper();
    const sent = fakeServer(() => ({ status: 400, body: changed }));
    await checkRelogin();
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('/api/lingxi-external/user/checkLoginModel');
    expect(sent[0]?.headers['lingxi-auth']).toBe('bearer access-1');
    expect(shown).toEqual([{ level: 'info', key: 'passwordChanged', duration: 2 }]);
    expect(i18n.getFixedT('en')('passwordChanged')).toBe(
      'the password has been changed, please log in again!',
    );
    expect(sessionStore.getState().token).toBe('');
    expect(navigated).toEqual(['/login']);

    expect(handleReloginAnswer(changed)).toBe(true); // a second answer: logged out, no second notice
    expect(shown).toHaveLength(1);
    document.dispatchEvent(new Event('visibilitychange')); // the page is visible again
    expect(handleReloginAnswer(changed)).toBe(true);
    expect(shown).toHaveLength(2);
    stop();
  });

  it('leaves the session alone for other answers', async () => {
    storeTokens(TOKEN);
    fakeServer(() => ok(true));
    await checkRelogin();
    fakeServer(() => ({ status: 400, body: { code: 400, msg: '其他错误' } }));
    await checkRelogin();
    expect(sessionStore.getState().token).toBe('access-1');
    expect(shown).toEqual([]);
    expect(handleReloginAnswer({ code: 200 })).toBe(false);
  });

  it('does not call without a login', async () => {
    const sent = fakeServer(() => ok(true));
    await checkRelogin();
    expect(sent).toHaveLength(0);
  });
});

describe('profile changes', () => {
  it('update the stored user info, kept for a reload; nothing without a login', () => {
    updateUserInfo({ real_name: 'nobody' });
    expect(sessionStore.getState().userInfo).toBeNull();
    storeTokens(TOKEN);
    updateUserInfo({ real_name: '张三', avatar: 'https://x/a.png' });
    expect(sessionStore.getState().userInfo).toMatchObject({
      user_name: 'admin',
      real_name: '张三',
      avatar: 'https://x/a.png',
    });
    expect(getStore<{ real_name: string }>('userInfo')?.real_name).toBe('张三');
  });
});
