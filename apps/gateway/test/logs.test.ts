/** Every login lands in the login log, every write in the operation log; both export as .xlsx. */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, tokenRequest } from './helpers';

let gw: Gw;
let admin: string;
let park: string;
const get = (path: string, token = admin) => call(gw, path, { token });

interface LoginRecord {
  account: string;
  status: number;
  msg: string;
  tenantId: string;
  userId: string | null;
  grantType: string;
  createTime: string;
}
interface OperationRecord {
  account: string;
  tenantId: string;
  userId: string;
  path: string;
  method: string;
  title: string;
  query: string;
  statusCode: number;
  createTime: string;
}

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
  park = (await login(gw, 'admin', 'admin', '100000')).access_token;
});

describe('login log', () => {
  it('records successes and failures, with the reason', async () => {
    const account = `nobody_${Date.now()}`;
    expect((await tokenRequest(gw, account, 'wrong')).status).toBe(400);
    expect((await tokenRequest(gw, 'admin', 'admin', { code: 'nope' })).status).toBe(400);
    await login(gw, 'admin', 'admin');
    const failed = (await get(`/api/lingxi-app-loginRecode/loginrecord/page?account=${account}`)).body
      .data as {
      records: LoginRecord[];
    };
    expect(failed.records[0]).toMatchObject({
      account,
      status: 0,
      msg: '用户名或密码不正确',
      tenantId: '000000',
    });
    const mine = (await get('/api/lingxi-app-loginRecode/loginrecord/page?account_equal=admin&status=1')).body
      .data as { records: LoginRecord[] };
    expect(mine.records[0]).toMatchObject({
      account: 'admin',
      status: 1,
      msg: '登录成功',
      grantType: 'captcha',
    });
    expect(mine.records[0]?.userId).toMatch(/^\d+$/);
    const captcha = (await get('/api/lingxi-app-loginRecode/loginrecord/page?msg=验证码')).body.data as {
      total: number;
    };
    expect(captcha.total).toBeGreaterThan(0);
  });

  it('keeps tenants apart', async () => {
    const page = (await get('/api/lingxi-app-loginRecode/loginrecord/page?size=100', park)).body.data as {
      records: LoginRecord[];
    };
    expect(page.records.every((r) => r.tenantId === '100000')).toBe(true);
  });

  it('save records a console login of the caller', async () => {
    expect(
      (
        await call(gw, '/api/lingxi-app-loginRecode/loginrecord/save?status=1', {
          method: 'POST',
          token: park,
        })
      ).status,
    ).toBe(200);
    const page = (await get('/api/lingxi-app-loginRecode/loginrecord/page?grantType=console', park)).body
      .data as {
      records: LoginRecord[];
    };
    expect(page.records[0]).toMatchObject({ account: 'admin', status: 1 });
    expect(
      (
        await call(gw, '/api/lingxi-app-loginRecode/loginrecord/save?status=x', {
          method: 'POST',
          token: park,
        })
      ).status,
    ).toBe(400);
  });
});

describe('operation log', () => {
  it('records a write with user, tenant, path and time; not reads, not failures', async () => {
    const key = `oplog.${Date.now()}`;
    const res = await call(gw, '/api/lingxi-system/param/submit', {
      method: 'POST',
      token: park,
      body: { paramName: '操作日志测试', paramKey: key, paramValue: '1' },
    });
    expect(res.status).toBe(200);
    const bad = await call(gw, '/api/lingxi-system/param/submit', { method: 'POST', token: park, body: {} });
    expect(bad.status).toBe(400);
    const page = (await get('/api/lingxi-operation-log/list?path=/api/lingxi-system/param/submit', park)).body
      .data as {
      records: OperationRecord[];
      total: number;
    };
    const entry = page.records[0];
    expect(entry).toMatchObject({
      account: 'admin',
      tenantId: '100000',
      path: '/api/lingxi-system/param/submit',
      method: 'POST',
      title: '参数管理',
      statusCode: 200,
    });
    expect(entry?.userId).toMatch(/^\d+$/);
    expect(Date.now() - new Date(entry?.createTime.replace(' ', 'T') ?? 0).getTime()).toBeLessThan(120_000);
    const id = (res.body.data as { id: string }).id;
    await call(gw, `/api/lingxi-system/param/remove?ids=${id}`, { method: 'POST', token: park });
    const removed = (await get('/api/lingxi-operation-log/list?path=/api/lingxi-system/param/remove', park))
      .body.data as { records: OperationRecord[] };
    expect(removed.records[0]?.query).toBe(`ids=${id}`);
    const reads = (await get('/api/lingxi-operation-log/list?path_equal=/api/lingxi-system/param/list', park))
      .body.data as { total: number };
    expect(reads.total).toBe(0);
    // the platform's log does not show the park's writes
    const platform = (await get(`/api/lingxi-operation-log/list?query=ids=${id}`)).body.data as {
      total: number;
    };
    expect(platform.total).toBe(0);
  });
});

describe('exports', () => {
  const xlsxRows = async (res: Response) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const rows: string[][] = [];
    wb.worksheets[0]?.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')));
    });
    return rows;
  };

  it('login log and operation log download as .xlsx with the token in the query, filters applied', async () => {
    const login = await fetch(
      `${gw.url}/api/lingxi-app-loginRecode/loginrecord/export?lingxi-auth=${encodeURIComponent(`bearer ${park}`)}&status=1`,
    );
    expect(login.status).toBe(200);
    expect(decodeURIComponent(login.headers.get('content-disposition') ?? '')).toContain('登录日志.xlsx');
    const rows = await xlsxRows(login);
    expect(rows[0]?.[0]).toBe('登录账号');
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => r[3] === '成功')).toBe(true);

    const ops = await fetch(
      `${gw.url}/api/lingxi-operation-log/export?lingxi-auth=${encodeURIComponent(admin)}`,
    );
    expect(ops.status).toBe(200);
    expect(decodeURIComponent(ops.headers.get('content-disposition') ?? '')).toContain('操作日志.xlsx');
    const opRows = await xlsxRows(ops);
    expect(opRows[0]).toContain('请求地址');

    const badFilter = await fetch(
      `${gw.url}/api/lingxi-operation-log/export?lingxi-auth=${encodeURIComponent(admin)}&createTime_datege=yesterday`,
    );
    expect(badFilter.status).toBe(400);
    expect((await fetch(`${gw.url}/api/lingxi-operation-log/export`)).status).toBe(401);
  });
});
