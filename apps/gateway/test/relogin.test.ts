// SPEC §2 isFrame login (the refresh token stored as the token) and §4 background re-login check
// (`user/checkLoginModel` of the external gateway, served under /api/lingxi-external).
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, md5, refresh } from './helpers';

const CHECK = '/api/lingxi-external/user/checkLoginModel';
let gw: Gw;

beforeAll(async () => {
  gw = await connect();
});

describe('refresh token as the bearer (isFrame login)', () => {
  it('authenticates while it is the current one, not after rotation or logout', async () => {
    const tokens = await login(gw, 'gov003', '123456');
    const me = await call(gw, '/api/lingxi-auth/oauth/user-info', { token: tokens.refresh_token });
    expect(me.status).toBe(200);
    expect((me.body.data as { account: string }).account).toBe('gov003');

    const rotated = await refresh(gw, tokens.refresh_token);
    expect(rotated.status).toBe(200);
    const stale = await call(gw, '/api/lingxi-auth/oauth/user-info', { token: tokens.refresh_token });
    expect(stale.status).toBe(401);
    const next = rotated.body.refresh_token as string;
    expect((await call(gw, '/api/lingxi-auth/oauth/user-info', { token: next })).status).toBe(200);

    await call(gw, '/api/lingxi-auth/oauth/logout', { token: next });
    expect((await call(gw, '/api/lingxi-auth/oauth/user-info', { token: next })).status).toBe(401);
  });

  it('is not accepted when forged', async () => {
    const tokens = await login(gw, 'gov003', '123456');
    const [head, body] = tokens.refresh_token.split('.');
    const forged = `${head}.${body}.${'A'.repeat(43)}`;
    expect((await call(gw, '/api/lingxi-auth/oauth/user-info', { token: forged })).status).toBe(401);
  });
});

describe('background re-login check', () => {
  it('answers 200 while the session stands', async () => {
    const tokens = await login(gw, 'gov004', '123456');
    const res = await call(gw, CHECK, { method: 'POST', token: tokens.access_token });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
  });

  it('answers 400 saying the password is incorrect once the password was changed elsewhere', async () => {
    const here = await login(gw, 'gov005', '123456');
    const elsewhere = await login(gw, 'gov005', '123456');
    const changed = await call(
      gw,
      `/api/lingxi-user/update-password?oldPassword=${md5('123456')}&newPassword=${md5('654321')}&newPassword1=${md5('654321')}`,
      { method: 'POST', token: elsewhere.access_token },
    );
    expect(changed.status).toBe(200);
    const res = await call(gw, CHECK, { method: 'POST', token: here.access_token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toMatch(/密码不正确/);
    // the session that changed it goes on
    expect((await call(gw, CHECK, { method: 'POST', token: elsewhere.access_token })).status).toBe(200);
    // and every other call of the ended session is a 401
    expect((await call(gw, '/api/lingxi-auth/oauth/user-info', { token: here.access_token })).status).toBe(
      401,
    );
  });

  it('answers 401 for a plain logout, a missing or a forged token', async () => {
    const tokens = await login(gw, 'gov006', '123456');
    await call(gw, '/api/lingxi-auth/oauth/logout', { token: tokens.access_token });
    expect((await call(gw, CHECK, { method: 'POST', token: tokens.access_token })).status).toBe(401);
    expect((await call(gw, CHECK, { method: 'POST' })).status).toBe(401);
    expect((await call(gw, CHECK, { method: 'POST', token: 'not.a.jwt' })).status).toBe(401);
  });

  it('user/myself answers the caller', async () => {
    const tokens = await login(gw, 'gov004', '123456');
    const res = await call(gw, '/api/lingxi-external/user/myself', { token: tokens.access_token });
    expect(res.status).toBe(200);
    expect((res.body.data as { account: string }).account).toBe('gov004');
  });
});
