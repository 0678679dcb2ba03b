/**
 * Defect 1 (no write without its audit record): a write whose query string, headers or body carry text
 * PostgreSQL cannot store (NUL, invalid UTF-8) is either refused with a 400 and stores nothing, or is
 * stored together with its operation-log row. Never a stored record without its audit row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, freshTenant, type Gw, login, operationLog, type Page, raw, uniq } from './helpers';

let gw: Gw;
let admin: string;

beforeAll(async () => {
  gw = await connect();
  // its own tenant: the records written here never shift the pages other suites read
  admin = (await freshTenant(gw, (await login(gw, 'admin', 'admin')).access_token)).token;
});

const PARAM = '/api/lingxi-system/param';

async function paramByKey(key: string): Promise<Record<string, unknown>[]> {
  const res = await call(gw, `${PARAM}/list?paramKey_equal=${encodeURIComponent(key)}`, { token: admin });
  expect(res.status).toBe(200);
  return (res.body.data as Page<Record<string, unknown>>).records;
}

/** Either 400 with a msg and nothing stored, or 200 with the record and its operation-log row. */
async function writeIsAuditedOrRefused(
  query: string,
  headers: Record<string, string> = {},
): Promise<'refused' | 'stored'> {
  const marker = `mk${uniq()}`;
  const key = `audit.${uniq()}`;
  const res = await raw(gw, `${PARAM}/submit?${query}${query ? '&' : ''}mark=${marker}`, {
    token: admin,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ paramName: '审计测试', paramKey: key, paramValue: 'v' }),
  });
  expect([200, 400], JSON.stringify(res.body)).toContain(res.status);
  expect(res.body.msg).toEqual(expect.any(String));
  const stored = await paramByKey(key);
  const logged = await operationLog(gw, admin, marker);
  if (res.status === 400) {
    expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(stored, 'a refused write stores nothing').toHaveLength(0);
    expect(logged).toHaveLength(0);
    return 'refused';
  }
  expect(stored).toHaveLength(1);
  expect(logged, 'an accepted write has its operation-log row').toHaveLength(1);
  expect(logged[0]).toMatchObject({ path: `${PARAM}/submit`, method: 'POST', statusCode: 200 });
  return 'stored';
}

describe('every accepted write has its operation-log row', () => {
  it('the issue: POST param/submit?%00=1 is refused (a NUL in a query name), nothing stored', async () => {
    expect(await writeIsAuditedOrRefused('%00=1')).toBe('refused');
  });

  it.each([
    ['a NUL in a query value', 'x=%00'],
    ['a NUL inside a name', 'a%00b=1'],
    ['invalid UTF-8 in a name', '%FF=1'],
    ['invalid UTF-8 in a value', 'x=%C3%28'],
    ['a lone surrogate', 'x=%ED%A0%80'],
    ['a broken escape', 'x=%E4%B8'],
  ])('%s: refused with 400 or stored with its audit row', async (_label, query) => {
    await writeIsAuditedOrRefused(query);
  });

  it('text the database can store is stored and logged as sent (Chinese, emoji, quotes)', async () => {
    expect(await writeIsAuditedOrRefused(`q=${encodeURIComponent('名称😀\'";--<b>')}`)).toBe('stored');
  });

  it('a user agent with control and Latin-1 bytes is logged (escaped), never lost', async () => {
    const marker = `ua${uniq()}`;
    const key = `audit.${uniq()}`;
    const res = await raw(gw, `${PARAM}/submit?mark=${marker}`, {
      token: admin,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Mozilla/5.0 \u00ff\u00e9 "quoted" \t tab',
      },
      body: JSON.stringify({ paramName: '审计测试', paramKey: key, paramValue: 'v' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const logged = await operationLog(gw, admin, marker);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.userAgent).toContain('Mozilla');
  });

  it('NUL or a lone surrogate in a JSON field is a 400 naming the field; nothing stored', async () => {
    for (const value of ['a\u0000b', 'a\ud800b']) {
      const key = `audit.${uniq()}`;
      const res = await call(gw, `${PARAM}/submit`, {
        method: 'POST',
        token: admin,
        body: JSON.stringify({ paramName: '审计测试', paramKey: key, paramValue: value }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.msg).toMatch(/参数键值/);
      expect(await paramByKey(key)).toHaveLength(0);
    }
  });

  it('a body that is not UTF-8 is a 400, nothing stored', async () => {
    const key = `audit.${uniq()}`;
    const json = Buffer.from(JSON.stringify({ paramName: '审计测试', paramKey: key, paramValue: 'XX' }));
    const bytes = Buffer.concat([
      json.subarray(0, json.length - 4),
      Buffer.from([0xff, 0xfe]),
      json.subarray(-2),
    ]);
    const res = await raw(gw, `${PARAM}/submit`, {
      token: admin,
      headers: { 'Content-Type': 'application/json' },
      body: bytes,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.msg).toMatch(/UTF-8/);
    expect(await paramByKey(key)).toHaveLength(0);
  });
});
