import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Captcha,
  call,
  captcha,
  connect,
  type Gw,
  login,
  md5,
  refresh,
  type TokenResponse,
  tokenRequest,
} from './helpers';

let gw: Gw;
beforeAll(async () => {
  gw = await connect();
});

const TOKEN_FIELDS = [
  'access_token',
  'token_type',
  'refresh_token',
  'expires_in',
  'tenant_id',
  'user_id',
  'dept_id',
  'post_id',
  'role_id',
  'role_name',
  'oauth_id',
  'account',
  'user_name',
  'nick_name',
  'real_name',
  'avatar',
  'license',
];

describe('captcha', () => {
  it('answers a bare {key, image} with a real PNG data URL', async () => {
    const res = await call(gw, '/api/lingxi-auth/oauth/captcha');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['image', 'key']);
    const { key, image } = res.body as unknown as Captcha;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(image.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    const width = png.readUInt32BE(16);
    const height = png.readUInt32BE(20);
    expect(width).toBeGreaterThanOrEqual(100);
    expect(height).toBeGreaterThanOrEqual(30);
    // The pixel data inflates to exactly height rows of (1 filter byte + 3 bytes per pixel).
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe(height * (1 + width * 3));
    // Not a blank image: there is dark ink (the characters) on the light background.
    let dark = 0;
    for (let i = 0; i < raw.length; i++) if (i % (1 + width * 3) !== 0 && (raw[i] ?? 255) < 130) dark++;
    expect(dark).toBeGreaterThan(200);
  });

  it('gives a fresh key each time', async () => {
    const a = await captcha(gw);
    const b = await captcha(gw);
    expect(a.key).not.toBe(b.key);
  });

  it('requires the client credential', async () => {
    const res = await call(gw, '/api/lingxi-auth/oauth/captcha', { basic: null });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
    expect(res.body.success).toBe(false);
  });
});

describe('token', () => {
  it('captcha grant answers every contract field', async () => {
    const res = await tokenRequest(gw, 'admin', 'admin');
    expect(res.status).toBe(200);
    for (const field of TOKEN_FIELDS) expect(res.body, field).toHaveProperty(field);
    expect(res.body.token_type).toBe('bearer');
    expect(res.body.expires_in).toBeGreaterThan(3000);
    expect(res.body.tenant_id).toBe('000000');
    expect(res.body.account).toBe('admin');
    expect(res.body.user_name).toBe('admin');
    expect(res.body.role_name).toBe('administrator');
    expect(typeof res.body.user_id).toBe('string');
    expect(res.body.user_id).toMatch(/^\d+$/);
    expect(String(res.body.access_token).split('.')).toHaveLength(3);
    expect(res.body).not.toHaveProperty('code');
  });

  it('captcha mode: a password grant without a captcha is refused, the right password changes nothing', async () => {
    const res = await tokenRequest(gw, 'admin', 'admin', { grant: 'password' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error_code: 400, error_description: '验证码不正确' });
  });

  it('a password grant that brings a captcha is checked as the captcha grant', async () => {
    const { key } = await captcha(gw);
    const headers = { 'Tenant-Id': '000000', 'Captcha-Key': key, 'Captcha-Code': gw.captchaCode };
    const q = new URLSearchParams({
      tenantId: '000000',
      username: 'admin',
      password: md5('admin'),
      grant_type: 'password',
      scope: 'all',
      type: 'account',
    });
    const res = await call(gw, `/api/lingxi-auth/oauth/token?${q}`, { method: 'POST', headers });
    expect(res.status).toBe(200);
    expect(res.body.account).toBe('admin');
    // the captcha was used up by it
    const again = await call(gw, `/api/lingxi-auth/oauth/token?${q}`, { method: 'POST', headers });
    expect(again.body.error_description).toBe('验证码不正确');
  });

  it('the isFrame auto-login (SPEC §2: type missPassword) logs in without a captcha', async () => {
    const q = new URLSearchParams({
      tenantId: '000000',
      username: 'gov004',
      password: md5('123456'),
      grant_type: 'password',
      scope: 'all',
      type: 'missPassword',
    });
    const res = await call(gw, `/api/lingxi-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { 'Tenant-Id': '000000', 'User-Type': 'web' },
    });
    expect(res.status).toBe(200);
    expect(res.body.account).toBe('gov004');
  });

  it('wrong password → 400 用户名或密码不正确', async () => {
    const res = await tokenRequest(gw, 'operator', 'not-the-password');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error_code: 400, error_description: '用户名或密码不正确' });
    // one failure does not lock: the right password still works (and resets the count)
    expect((await tokenRequest(gw, 'operator', 'operator')).status).toBe(200);
  });

  it('unknown account → 400 用户名或密码不正确', async () => {
    const res = await tokenRequest(gw, 'nobody-here', 'admin');
    expect(res.status).toBe(400);
    expect(res.body.error_description).toBe('用户名或密码不正确');
  });

  it('wrong captcha code → 400 验证码不正确', async () => {
    const res = await tokenRequest(gw, 'admin', 'admin', { code: 'WRONG' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error_code: 400, error_description: '验证码不正确' });
  });

  it('unknown or missing captcha key → 400 验证码不正确', async () => {
    expect(
      (await tokenRequest(gw, 'admin', 'admin', { key: '00000000-0000-0000-0000-000000000000' })).body
        .error_description,
    ).toBe('验证码不正确');
    expect((await tokenRequest(gw, 'admin', 'admin', { key: '' })).body.error_description).toBe(
      '验证码不正确',
    );
  });

  it('a captcha is single use', async () => {
    const { key } = await captcha(gw);
    expect((await tokenRequest(gw, 'admin', 'admin', { key })).status).toBe(200);
    const again = await tokenRequest(gw, 'admin', 'admin', { key });
    expect(again.status).toBe(400);
    expect(again.body.error_description).toBe('验证码不正确');
  });

  it('a captcha used with a wrong code is gone too', async () => {
    const { key } = await captcha(gw);
    expect((await tokenRequest(gw, 'admin', 'admin', { key, code: 'XXXXX' })).status).toBe(400);
    const again = await tokenRequest(gw, 'admin', 'admin', { key });
    expect(again.body.error_description).toBe('验证码不正确');
  });

  it('captcha codes are case-insensitive', async () => {
    const res = await tokenRequest(gw, 'admin', 'admin', { code: gw.captchaCode.toLowerCase() });
    expect(res.status).toBe(200);
  });

  it('unknown tenant → 400 租户ID未找到', async () => {
    const res = await tokenRequest(gw, 'admin', 'admin', { tenantId: '999999' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error_code: 400, error_description: '租户ID未找到' });
  });

  it('wrong client secret → 401', async () => {
    const bad = `Basic ${Buffer.from('lx_operation:wrong').toString('base64')}`;
    const q = new URLSearchParams({
      tenantId: '000000',
      username: 'admin',
      password: md5('admin'),
      grant_type: 'password',
    });
    const res = await call(gw, `/api/lingxi-auth/oauth/token?${q}`, {
      method: 'POST',
      basic: bad,
      headers: { 'Tenant-Id': '000000' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error_code).toBe(401);
    expect(res.body.error_description).toBe('客户端认证失败');
  });

  it('social grant is refused with a reason', async () => {
    const q = new URLSearchParams({
      tenantId: '000000',
      grant_type: 'social',
      source: 'github',
      code: 'x',
      state: 'y',
    });
    const res = await call(gw, `/api/lingxi-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: { 'Tenant-Id': '000000' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error_description).toMatch(/social/);
  });

  it('the password must arrive as md5 hex: the plain text is rejected', async () => {
    const q = new URLSearchParams({
      tenantId: '000000',
      username: 'admin',
      password: 'admin',
      grant_type: 'captcha',
    });
    const res = await call(gw, `/api/lingxi-auth/oauth/token?${q}`, {
      method: 'POST',
      headers: {
        'Tenant-Id': '000000',
        'Captcha-Key': (await captcha(gw)).key,
        'Captcha-Code': gw.captchaCode,
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error_description).toBe('用户名或密码不正确');
  });
});

describe('refresh tokens', () => {
  it('rotate on use', async () => {
    const first = await login(gw, 'admin', 'admin');
    const res = await refresh(gw, first.refresh_token);
    expect(res.status).toBe(200);
    const second = res.body as unknown as TokenResponse;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect((await call(gw, '/api/lingxi-auth/oauth/user-info', { token: second.access_token })).status).toBe(
      200,
    );
    expect((await refresh(gw, second.refresh_token)).status).toBe(200);
  });

  it('reusing a rotated token revokes the whole family', async () => {
    const first = await login(gw, 'admin', 'admin');
    const second = (await refresh(gw, first.refresh_token)).body as unknown as TokenResponse;
    const reuse = await refresh(gw, first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(typeof reuse.body.error_description).toBe('string');
    // the thief's and the owner's tokens are both dead now
    expect((await call(gw, '/api/lingxi-auth/oauth/user-info', { token: second.access_token })).status).toBe(
      401,
    );
    expect((await refresh(gw, second.refresh_token)).status).toBe(400);
    // another login is unaffected
    const other = await login(gw, 'admin', 'admin');
    expect((await call(gw, '/api/lingxi-auth/oauth/user-info', { token: other.access_token })).status).toBe(
      200,
    );
  });

  it('an unknown refresh token → 400', async () => {
    const res = await refresh(gw, 'not-a-token');
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe(400);
  });
});

describe('session', () => {
  it('user-info answers the user with role aliases', async () => {
    const t = await login(gw, 'admin', 'admin');
    const res = await call(gw, '/api/lingxi-auth/oauth/user-info', { token: t.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    const user = res.body.data as Record<string, unknown>;
    expect(user).toMatchObject({
      id: t.user_id,
      tenantId: '000000',
      account: 'admin',
      roles: ['administrator'],
    });
    for (const f of ['name', 'realName', 'avatar', 'email', 'phone', 'roleId', 'roleName', 'deptId']) {
      expect(user, f).toHaveProperty(f);
    }
  });

  it('no token → 401 R', async () => {
    const res = await call(gw, '/api/lingxi-auth/oauth/user-info');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, success: false, msg: '请求未授权' });
  });

  it('a forged or tampered token → 401', async () => {
    const t = await login(gw, 'admin', 'admin');
    const [h, p] = t.access_token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    // another payload under the original signature
    const tampered = Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 999999 })).toString(
      'base64url',
    );
    const sig = t.access_token.split('.')[2];
    for (const token of [`${h}.${tampered}.${sig}`, `${h}.${p}.AAAA`, 'garbage', `${h}.${p}`]) {
      const res = await call(gw, '/api/lingxi-auth/oauth/user-info', { token });
      expect(res.status, token.slice(-12)).toBe(401);
    }
    // alg "none" is refused
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expect((await call(gw, '/api/lingxi-auth/oauth/user-info', { token: none })).status).toBe(401);
  });

  it('the token alone is not enough: the client credential is required too', async () => {
    const t = await login(gw, 'admin', 'admin');
    const res = await call(gw, '/api/lingxi-auth/oauth/user-info', { token: t.access_token, basic: null });
    expect(res.status).toBe(401);
  });

  it('uploading error logs (POST logout) keeps the session', async () => {
    const t = await login(gw, 'admin', 'admin');
    const logs = [
      {
        type: 'error',
        message: 'boom',
        stack: 'Error: boom\n at x',
        info: 'render',
        url: '/system/param',
        time: '2024-01-01 10:00:00',
      },
    ];
    const up = await call(gw, '/api/lingxi-auth/oauth/logout', {
      method: 'POST',
      token: t.access_token,
      body: logs,
    });
    expect(up.status).toBe(200);
    expect(up.body.success).toBe(true);
    expect((await call(gw, '/api/lingxi-auth/oauth/user-info', { token: t.access_token })).status).toBe(200);
    const bad = await call(gw, '/api/lingxi-auth/oauth/logout', {
      method: 'POST',
      token: t.access_token,
      body: '{"not":"an array"}',
    });
    expect(bad.status).toBe(400);
    const broken = await call(gw, '/api/lingxi-auth/oauth/logout', {
      method: 'POST',
      token: t.access_token,
      body: '[{',
    });
    expect(broken.status).toBe(400);
  });

  it('GET logout ends the session: its access and refresh tokens stop working', async () => {
    const t = await login(gw, 'admin', 'admin');
    const out = await call(gw, '/api/lingxi-auth/oauth/logout', { token: t.access_token });
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect((await call(gw, '/api/lingxi-auth/oauth/user-info', { token: t.access_token })).status).toBe(401);
    expect((await refresh(gw, t.refresh_token)).status).toBe(400);
  });

  it('unknown API paths → 404 R', async () => {
    const t = await login(gw, 'admin', 'admin');
    const res = await call(gw, '/api/lingxi-system/nothing/list', { token: t.access_token });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
  });
});
