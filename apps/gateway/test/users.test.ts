/** Users: profile, password, resets, grants, registration, operator variants, export and import. */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, md5, tokenRequest } from './helpers';

let gw: Gw;
let admin: string;
let operator: string;
const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const post = (path: string, body?: unknown, token = admin) => call(gw, path, { method: 'POST', token, body });
const get = (path: string, token = admin) => call(gw, path, { token });

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
  operator = (await login(gw, 'operator', 'operator')).access_token;
});

async function newUser(password = 'Init#123') {
  const account = `p_${uniq()}`;
  const res = await post('/api/lingxi-user/submit', {
    account,
    password: md5(password),
    realName: '资料测试',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    account,
    id: (res.body.data as { id: string }).id,
    token: (await login(gw, account, password)).access_token,
  };
}

describe('profile (update-info, info)', () => {
  it('answers the caller with role and dept names', async () => {
    const res = await get('/api/lingxi-user/info');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      account: 'admin',
      tenantId: '000000',
      roleName: '超级管理员',
      tenantName: '管理组',
    });
    expect(res.body.data).not.toHaveProperty('password');
  });

  it('updates avatar, name, realName, phone and email of the caller only', async () => {
    const u = await newUser();
    const res = await post(
      '/api/lingxi-user/update-info',
      {
        avatar: 'https://img.example/a.png',
        name: '新昵称',
        realName: '新姓名',
        phone: '13812345678',
        email: 'a@b.cn',
      },
      u.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await get('/api/lingxi-user/info', u.token)).body.data).toMatchObject({
      avatar: 'https://img.example/a.png',
      name: '新昵称',
      realName: '新姓名',
      phone: '13812345678',
      email: 'a@b.cn',
    });
    const adminInfo = (await get('/api/lingxi-user/info')).body.data as { realName: string };
    expect(adminInfo.realName).toBe('管理员');
  });

  it.each([
    [{ phone: '1381234567x' }, '请输入数字'],
    [{ phone: '1381234567' }, '手机号码长度不是11位'],
    [{ phone: '12812345678' }, '手机号码格式不正确'],
    [{ email: 'not-mail' }, '邮箱格式不正确'],
    [{ name: 'x'.repeat(21) }, '用户昵称长度不能超过20个字符'],
    [{ realName: '一二三四五六七八九十一' }, '用户姓名长度不能超过10个字符'],
    [{ avatar: 'javascript:alert(1)' }, '头像地址格式不正确'],
    [{ phone: { x: 1 } }, '手机号码格式不正确'],
    [{}, '请填写要修改的信息'],
  ])('rejects %j', async (body, msg) => {
    const res = await post('/api/lingxi-user/update-info', body);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });
});

describe('update-password', () => {
  it('changes the password (md5 hex), ends the other sessions, keeps this one', async () => {
    const u = await newUser('Old#123');
    const other = (await login(gw, u.account, 'Old#123')).access_token;
    const q = (o: string, n: string, n1: string) =>
      `/api/lingxi-user/update-password?oldPassword=${md5(o)}&newPassword=${md5(n)}&newPassword1=${md5(n1)}`;
    expect((await post(q('wrong', 'New#456', 'New#456'), undefined, u.token)).body.msg).toBe('原密码不正确');
    expect((await post(q('Old#123', 'New#456', 'Other#1'), undefined, u.token)).body.msg).toBe(
      '两次密码输入不一致',
    );
    expect(
      (
        await post(
          '/api/lingxi-user/update-password?oldPassword=abc&newPassword=1&newPassword1=1',
          undefined,
          u.token,
        )
      ).body.msg,
    ).toBe('原密码格式不正确');
    const ok = await post(
      '/api/lingxi-user/update-password',
      { oldPassword: md5('Old#123'), newPassword: md5('New#456'), newPassword1: md5('New#456') },
      u.token,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await get('/api/lingxi-user/info', u.token)).status).toBe(200);
    expect((await get('/api/lingxi-user/info', other)).status).toBe(401);
    expect((await tokenRequest(gw, u.account, 'Old#123')).body.error_description).toBe('用户名或密码不正确');
    expect((await login(gw, u.account, 'New#456')).access_token).toBeTruthy();
  });
});

describe('administration of users', () => {
  it('reset-password sets the tenant initial password and ends sessions', async () => {
    const u = await newUser('Mine#1');
    const res = await post(`/api/lingxi-user/reset-password?userIds=${u.id}`);
    expect(res.status).toBe(200);
    expect((await get('/api/lingxi-user/info', u.token)).status).toBe(401);
    expect((await login(gw, u.account, '123456')).access_token).toBeTruthy();
    expect((await post('/api/lingxi-user/reset-password?userIds=x')).status).toBe(400);
  });

  it('grant sets roles; unknown roles are refused', async () => {
    const u = await newUser();
    const roles = (await get('/api/lingxi-system/role/list?roleAlias=government')).body.data as {
      records: { id: string }[];
    };
    const roleId = roles.records[0]?.id;
    expect((await post(`/api/lingxi-user/grant?userIds=${u.id}&roleIds=${roleId}`)).status).toBe(200);
    expect(((await get(`/api/lingxi-user/detail?id=${u.id}`)).body.data as { roleId: string }).roleId).toBe(
      roleId,
    );
    expect((await post(`/api/lingxi-user/grant?userIds=${u.id}&roleIds=1`)).body.msg).toBe('角色不存在');
  });

  it('a disabled user cannot log in; the caller cannot remove or disable itself', async () => {
    const u = await newUser('Dis#1');
    expect((await post(`/api/lingxi-user/switch-status?ids=${u.id}&status=0`)).status).toBe(200);
    expect((await tokenRequest(gw, u.account, 'Dis#1')).body.error_description).toBe('该账号已被禁用');
    const me = (await get('/api/lingxi-user/info')).body.data as { id: string };
    expect((await post(`/api/lingxi-user/remove?ids=${me.id}`)).body.msg).toBe('不能删除当前登录用户');
  });

  it('page-boot filters by dept and dept category; accounts are unique per tenant', async () => {
    const all = (await get('/api/lingxi-user/page-boot?size=100')).body.data as {
      records: { deptId: string; userType: number }[];
    };
    expect(all.records.every((r) => r.userType === 1)).toBe(true);
    const dept = all.records.find((r) => r.deptId)?.deptId ?? '';
    const byDept = (await get(`/api/lingxi-user/page-boot?deptId=${dept}`)).body.data as {
      records: { deptId: string }[];
    };
    expect(byDept.records.length).toBeGreaterThan(0);
    expect(byDept.records.some((r) => r.deptId.split(',').includes(dept))).toBe(true);
    const cat = (await get('/api/lingxi-user/page-boot?deptCategory=1')).body.data as { total: number };
    expect(cat.total).toBeGreaterThan(0);
    const dup = await post('/api/lingxi-user/submit', {
      account: 'admin',
      password: md5('x'),
      realName: '重复',
    });
    expect(dup.body.msg).toBe('当前用户已存在');
  });

  it('a department’s users include those of its sub-departments (issue 18: a park showed 0 users)', async () => {
    const all = (await get('/api/lingxi-user/page-boot?size=200')).body.data as {
      records: { id: string; deptId: string }[];
    };
    let found: { user: string; dept: string; parent: string } | undefined;
    for (const record of all.records.filter((r) => r.deptId)) {
      const dept = record.deptId.split(',')[0] as string;
      const detail = (await get(`/api/lingxi-system/dept/detail?id=${dept}`)).body.data as {
        parentId: string;
      };
      if (detail && String(detail.parentId) !== '0') {
        found = { user: record.id, dept, parent: String(detail.parentId) };
        break;
      }
    }
    expect(found).toBeDefined();
    const { user, parent } = found as { user: string; parent: string };
    const byParent = (await get(`/api/lingxi-user/page-boot?deptId=${parent}&size=200`)).body.data as {
      records: { id: string; deptId: string }[];
    };
    expect(byParent.records.map((r) => r.id)).toContain(user);
    // a department with none of its own below: nobody
    const none = (await get('/api/lingxi-user/page-boot?deptId=1')).body.data as { total: number };
    expect(none.total).toBe(0);
  });

  it('operator variants: page, switch-status, reset, enterprise growth page; the operator has no access', async () => {
    const OU = '/api/lx-operation/lingxi-user';
    const page = (await get(`${OU}/page`)).body.data as { records: { id: string; userType: number }[] };
    expect(page.records.every((r) => [2, 3, 4].includes(r.userType))).toBe(true);
    const id = page.records[0]?.id;
    expect((await post(`${OU}/switch-status?ids=${id}&status=1`)).status).toBe(200);
    expect((await post(`${OU}/reset-password?userIds=${id}`)).status).toBe(200);
    const grow = (await get(`${OU}/enterpriseGrowthPage?deptCategory=4`)).body.data as {
      records: { userType: number }[];
    };
    expect(grow.records.every((r) => r.userType === 3)).toBe(true);
    expect((await get(`${OU}/page`, operator)).status).toBe(403);
    const govId = ((await get('/api/lingxi-user/page-boot')).body.data as { records: { id: string }[] })
      .records[0]?.id;
    expect((await post(`${OU}/reset-password?userIds=${govId}`)).body.msg).toBe('用户不存在');
  });

  it('update-platform stores the extension as JSON', async () => {
    const u = await newUser();
    expect(
      (await post(`/api/lingxi-user/update-platform?userId=${u.id}&userType=1&userExt={"level":2}`)).status,
    ).toBe(200);
    expect(
      ((await get(`/api/lingxi-user/platform-detail?id=${u.id}`)).body.data as { userExt: string }).userExt,
    ).toBe('{"level":2}');
    expect(
      (await post(`/api/lingxi-user/update-platform?userId=${u.id}&userType=1&userExt=nope`)).status,
    ).toBe(400);
  });
});

describe('registration (public)', () => {
  it('checks tenant, account, password and confirmation in that order, then waits for approval', async () => {
    const reg = (q: Record<string, string>) =>
      call(gw, `/api/lingxi-auth/combine/register?${new URLSearchParams(q)}`, {});
    expect((await reg({})).body.msg).toBe('请先输入租户编号');
    expect((await reg({ tenantId: '000000' })).body.msg).toBe('请输入账号名称');
    expect((await reg({ tenantId: '000000', account: 'abc' })).body.msg).toBe('请先输入密码');
    const account = `reg_${uniq()}`;
    expect(
      (await reg({ tenantId: '000000', account, password: md5('a'), password2: md5('b') })).body.msg,
    ).toBe('两次密码输入不一致');
    expect((await reg({ tenantId: '999999', account, password: md5('a') })).body.msg).toBe('租户ID未找到');
    const ok = await reg({
      tenantId: '000000',
      account,
      name: '注册者',
      password: md5('Reg#1'),
      password2: md5('Reg#1'),
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.msg).toBe('注册申请已提交，请耐心等待管理员审核');
    expect((await tokenRequest(gw, account, 'Reg#1')).body.error_description).toBe('该账号已被禁用');
    expect((await reg({ tenantId: '000000', account, password: md5('Reg#1') })).body.msg).toBe(
      '当前用户已存在',
    );
  });

  it('register-guest takes a JSON body', async () => {
    const res = await call(gw, '/api/lingxi-user/register-guest', {
      method: 'POST',
      body: {
        tenantId: '100000',
        name: '访客',
        account: `guest_${uniq()}`,
        password: md5('g'),
        oauthId: '',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const unknown = await call(gw, '/api/lingxi-user/register-guest', {
      method: 'POST',
      body: {
        tenantId: '100000',
        name: '访客',
        account: `guest_${uniq()}`,
        password: md5('g'),
        oauthId: 'wx-1',
      },
    });
    expect(unknown.body.msg).toBe('第三方账号不存在');
  });
});

describe('export and import', () => {
  it('exports government users as a real .xlsx with the token in the query', async () => {
    const res = await fetch(
      `${gw.url}/api/lingxi-user/export-user?lingxi-auth=${encodeURIComponent(`bearer ${admin}`)}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect(decodeURIComponent(res.headers.get('content-disposition') ?? '')).toContain('政府用户.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).text).toBe('登录账号');
    const accounts: string[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) accounts.push(row.getCell(1).text);
    });
    expect(accounts).toContain('gov001');
    expect(accounts).not.toContain('park001');
    expect((await fetch(`${gw.url}/api/lingxi-user/export-user`)).status).toBe(401);
    expect((await fetch(`${gw.url}/api/lingxi-user/export-user?lingxi-auth=forged.token.x`)).status).toBe(
      401,
    );
    const denied = await fetch(
      `${gw.url}/api/lingxi-user/export-user?lingxi-auth=${encodeURIComponent(operator)}`,
    );
    expect(denied.status).toBe(403);
  });

  async function xlsx(rows: (string | number)[][]): Promise<Blob> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('用户');
    for (const r of rows) ws.addRow(r);
    return new Blob([await wb.xlsx.writeBuffer()]);
  }
  const upload = async (blob: Blob, name = 'users.xlsx') => {
    const form = new FormData();
    form.append('file', blob, name);
    const res = await fetch(`${gw.url}/api/lx-operation/lingxi-user/import-user`, {
      method: 'POST',
      headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${admin}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { msg: string; data: { count: number } } };
  };

  it('imports enterprise users from Excel, all or nothing', async () => {
    const a = `imp_${uniq()}`;
    const b = `imp_${uniq()}`;
    const bad = await upload(
      await xlsx([
        ['登录账号', '用户姓名', '手机号码'],
        [a, '导入一', '13800001111'],
        [b, '导入二', '123'],
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('第3行：手机号码格式不正确');
    const none = (await get(`/api/lx-operation/lingxi-user/page?account=${a}`)).body.data as {
      total: number;
    };
    expect(none.total).toBe(0);
    const good = await upload(
      await xlsx([
        ['登录账号', '用户姓名', '手机号码'],
        [a, '导入一', '13800001111'],
        [b, '导入二', '13800002222'],
      ]),
    );
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data.count).toBe(2);
    expect((await login(gw, a, '123456')).access_token).toBeTruthy();
    expect((await upload(new Blob(['not excel']), 'users.xlsx')).body.msg).toBe('Excel文件格式不正确');
    expect((await upload(new Blob(['PK\u0003\u0004garbage']), 'users.xlsx')).body.msg).toBe(
      'Excel文件格式不正确',
    );
    expect((await upload(await xlsx([['x']]), 'users.csv')).body.msg).toBe('只支持.xlsx格式的Excel文件');
    expect((await upload(await xlsx([['姓名'], ['张三']]))).body.msg).toBe('Excel缺少列：登录账号');
  });
});
