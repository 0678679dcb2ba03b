/**
 * The business centre's data calls (SPEC §7 "Projects and enterprise data", issue 20): service
 * resources, the enterprise directory, the investment and regional enterprise libraries with their
 * Excel imports (every refused row reported, nothing stored when one is refused, overwrite, several
 * workbooks in one request) and the import templates. Each call: envelope, paging, 400 with `msg`,
 * tenant isolation, permission codes.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, type Page } from './helpers';

let gw: Gw;
let admin: string;
let park: string;
let operator: string;
const post = (path: string, body?: unknown, token = admin) => call(gw, path, { method: 'POST', token, body });
const get = (path: string, token = admin) => call(gw, path, { token });
/** A credit code no other test uses: 91 + region + MA + 8 characters from the clock and `n`. */
const STEM = (Date.now() % 1e6).toString().padStart(6, '0');
const code = (n: number) => `91330106MB${STEM}${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
  park = (await login(gw, 'admin', 'admin', '100000')).access_token;
  operator = (await login(gw, 'operator', 'operator')).access_token;
});

function envelope(body: Record<string, unknown>) {
  expect(body).toMatchObject({ code: 200, success: true });
  expect(typeof body.msg).toBe('string');
}

async function xlsx(rows: (string | number)[][]): Promise<Blob> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('企业');
  for (const r of rows) ws.addRow(r);
  return new Blob([await wb.xlsx.writeBuffer()]);
}

interface ImportAnswer {
  status: number;
  body: {
    code: number;
    msg: string;
    data: {
      count?: number;
      total: number;
      success: number;
      failed: number;
      inserted?: number;
      updated?: number;
      errors: { file?: string; row: number; message: string }[];
    };
  };
}

async function upload(
  path: string,
  files: { name: string; data: Blob }[],
  fields: Record<string, string> = {},
  token = admin,
): Promise<ImportAnswer> {
  const form = new FormData();
  for (const f of files) form.append('file', f.data, f.name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${gw.url}${path}`, {
    method: 'POST',
    headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: JSON.parse(await res.text()) };
}

describe('service resources (/lingxi-service-resource/web)', () => {
  const S = '/api/lingxi-service-resource/web';

  it('pages by service category, seeded with every category and rich-text content', async () => {
    const all = await get(`${S}/pageByService?current=1&size=10`);
    envelope(all.body);
    const page = all.body.data as Page<{ serviceType: number; content: string }>;
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.records).toHaveLength(10);
    expect(page.size).toBe(10);
    const legal = (await get(`${S}/pageByService?serviceType=2&size=100`)).body.data as Page<{
      serviceType: number;
      serviceName: string;
      content: string | null;
    }>;
    expect(legal.total).toBeGreaterThanOrEqual(5);
    expect(legal.records.every((r) => r.serviceType === 2)).toBe(true);
    expect(legal.records.find((r) => r.serviceName === '常年法律顾问')?.content).toContain(
      '<li>合同审查</li>',
    );
    const second = (await get(`${S}/pageByService?current=2&size=10`)).body.data as Page<{ id: string }>;
    expect(second.current).toBe(2);
    expect(second.records[0]?.id).not.toBe(page.records[0] && (page.records[0] as { id?: string }).id);
  });

  it('saves, reads, updates and removes a resource with its contact, content and picture', async () => {
    const saved = await post(`${S}/save`, {
      serviceName: '跨境电商合规辅导',
      serviceType: 2,
      provider: '浙江金道律师事务所',
      contact: '沈律师',
      phone: '13812345678',
      picture: '/oss/000000/20260101/picture.png',
      content: '<p>出口<strong>合规</strong>辅导</p><img src=x onerror="alert(1)">',
    });
    envelope(saved.body);
    const id = (saved.body.data as { id: string }).id;
    const detail = (await get(`${S}/detail?id=${id}`)).body.data as Record<string, unknown>;
    expect(detail).toMatchObject({
      serviceName: '跨境电商合规辅导',
      serviceType: 2,
      contact: '沈律师',
      picture: '/oss/000000/20260101/picture.png',
    });
    // stored as written: the console sanitises where it shows it
    expect(detail.content).toContain('<strong>合规</strong>');
    envelope((await post(`${S}/update`, { id, contact: '钱律师', serviceType: 3 })).body);
    expect((await get(`${S}/detail?id=${id}`)).body.data).toMatchObject({
      contact: '钱律师',
      serviceType: 3,
    });
    // another tenant neither reads nor removes it
    expect((await get(`${S}/detail?id=${id}`, park)).status).toBe(404);
    await post(`${S}/remove?ids=${id}`, undefined, park);
    expect((await get(`${S}/detail?id=${id}`)).status).toBe(200);
    envelope((await post(`${S}/remove?ids=${id}`)).body);
    expect((await get(`${S}/detail?id=${id}`)).status).toBe(404);
  });

  it('answers 400 with msg for a missing name, a bad category, phone or picture address', async () => {
    const base = { serviceName: '测试服务', serviceType: 1, provider: '测试机构' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, serviceName: '' }, '请输入服务名称'],
      [{ ...base, serviceType: 9 }, ''],
      [{ ...base, phone: '12345' }, '手机号码格式不正确'],
      [{ ...base, picture: 'javascript:alert(1)' }, '服务图片地址格式不正确'],
      [{ ...base, content: 'x'.repeat(20_001) }, ''],
    ];
    for (const [body, msg] of cases) {
      const res = await post(`${S}/save`, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.success).toBe(false);
      if (msg) expect(res.body.msg).toBe(msg);
      else expect(String(res.body.msg)).not.toBe('');
    }
  });

  it('keeps tenants apart and follows the permission codes', async () => {
    const mine = (await get(`${S}/pageByService?size=200`)).body.data as Page<{ id: string }>;
    const theirs = (await get(`${S}/pageByService?size=200`, park)).body.data as Page<{ id: string }>;
    expect(theirs.total).toBeGreaterThan(0);
    const ids = new Set(mine.records.map((r) => r.id));
    expect(theirs.records.some((r) => ids.has(r.id))).toBe(false);
    // the operator has serviceResource view/add/edit, not delete
    expect((await get(`${S}/pageByService`, operator)).status).toBe(200);
    const id = mine.records[0]?.id;
    expect((await post(`${S}/remove?ids=${id}`, undefined, operator)).status).toBe(403);
  });
});

describe('the enterprise directory (/lingxi-web-enterprise/enterprise)', () => {
  const E = '/api/lingxi-web-enterprise/enterprise';
  type Ent = {
    id: string;
    enterpriseName: string;
    creditCode: string;
    regionName: string;
    industry: string;
    scale: number;
    legalPerson: string;
    address: string;
  };

  it('pages and searches by name, credit code, region, industry and scale', async () => {
    const page = (await get(`${E}/selectWebEnterpriseList?current=1&size=20`)).body.data as Page<Ent>;
    expect(page.total).toBeGreaterThanOrEqual(100);
    expect(page.records).toHaveLength(20);
    // the first enterprises got their facts from the seed too
    expect(page.records.every((r) => r.scale >= 1 && r.scale <= 4 && r.legalPerson)).toBe(true);
    const one = page.records[3] as Ent;
    const byCode = (await get(`${E}/selectWebEnterpriseList?creditCode=${one.creditCode}`)).body
      .data as Page<Ent>;
    expect(byCode.records.map((r) => r.id)).toEqual([one.id]);
    const byName = (await get(`${E}/selectWebEnterpriseList?enterpriseName=${encodeURIComponent('之江')}`))
      .body.data as Page<Ent>;
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.records.every((r) => r.enterpriseName.includes('之江'))).toBe(true);
    const q = `regionName=${encodeURIComponent('滨江区')}&industry=${encodeURIComponent('生物医药')}&scale=3&size=100`;
    const filtered = (await get(`${E}/selectWebEnterpriseList?${q}`)).body.data as Page<Ent>;
    expect(filtered.total).toBeGreaterThan(0);
    for (const r of filtered.records)
      expect([r.regionName, r.industry, r.scale]).toEqual(['滨江区', '生物医药', 3]);
    const detail = (await get(`${E}/detail?id=${one.id}`)).body.data as Ent;
    expect(detail).toMatchObject({ creditCode: one.creditCode, address: one.address });
  });

  it('answers 400 for a bad scale filter, 404 for another tenant, 403 without the page', async () => {
    const bad = await get(`${E}/selectWebEnterpriseList?scale=big`);
    expect(bad.status).toBe(400);
    expect(String(bad.body.msg)).not.toBe('');
    const mine = (await get(`${E}/selectWebEnterpriseList?size=1`)).body.data as Page<Ent>;
    expect((await get(`${E}/detail?id=${mine.records[0]?.id}`, park)).status).toBe(404);
    const theirs = (await get(`${E}/selectWebEnterpriseList?size=200`, park)).body.data as Page<Ent>;
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.records.some((r) => r.id === mine.records[0]?.id)).toBe(false);
    // the operator holds the enterprise page of the enterprise service group
    expect((await get(`${E}/selectWebEnterpriseList`, operator)).status).toBe(200);
  });
});

describe('the investment enterprise library (/lingxi-project-enterprise)', () => {
  const P = '/api/lingxi-project-enterprise';

  it('pages, saves, updates and removes; 400 with msg; tenants apart; permission codes', async () => {
    const page = (await get(`${P}/page?size=10`)).body.data as Page<{ id: string }>;
    expect(page.total).toBeGreaterThanOrEqual(60);
    const c = code(1);
    const saved = await post(`${P}/save`, { enterpriseName: '测试招商有限公司', creditCode: c, stage: 2 });
    envelope(saved.body);
    const id = (saved.body.data as { id: string }).id;
    envelope((await post(`${P}/update`, { id, stage: 3, intention: '拟建设研发中心' })).body);
    expect((await get(`${P}/detail?id=${id}`)).body.data).toMatchObject({
      stage: 3,
      intention: '拟建设研发中心',
    });
    const again = await post(`${P}/save`, { enterpriseName: '重复', creditCode: c });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('该统一社会信用代码已存在');
    expect((await post(`${P}/save`, { enterpriseName: '坏代码', creditCode: 'ABC' })).body.msg).toBe(
      '统一社会信用代码格式不正确',
    );
    expect((await get(`${P}/detail?id=${id}`, park)).status).toBe(404);
    // the operator has no enterprise library pages
    expect((await get(`${P}/page`, operator)).status).toBe(403);
    expect((await post(`${P}/remove?ids=${id}`, undefined, operator)).status).toBe(403);
    envelope((await post(`${P}/remove?ids=${id}`)).body);
    expect((await get(`${P}/page?creditCode=${c}`)).body.data).toMatchObject({ total: 0 });
  });

  it('keeps an enterprise that signed: removing it (alone or with others) is refused and removes nothing', async () => {
    const signed = (
      await post(`${P}/save`, { enterpriseName: '已签约有限公司', creditCode: code(2), stage: 4 })
    ).body.data as { id: string };
    const open = (
      await post(`${P}/save`, { enterpriseName: '洽谈中有限公司', creditCode: code(3), stage: 2 })
    ).body.data as { id: string };
    const refused = await post(`${P}/remove?ids=${open.id},${signed.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('已签约落地的招商企业不能删除：已签约有限公司');
    expect((await get(`${P}/detail?id=${open.id}`)).status).toBe(200);
    envelope((await post(`${P}/update`, { id: signed.id, stage: 3 })).body);
    envelope((await post(`${P}/remove?ids=${open.id},${signed.id}`)).body);
    expect((await get(`${P}/detail?id=${signed.id}`)).status).toBe(404);
  });

  it('an import with bad rows reports every refused row with its reason and stores nothing', async () => {
    const [a, b, stored] = [code(11), code(12), code(13)];
    await post(`${P}/save`, { enterpriseName: '已在库企业', creditCode: stored });
    const res = await upload(`${P}/importFromExcel`, [
      {
        name: '招商企业.xlsx',
        data: await xlsx([
          ['企业名称', '统一社会信用代码', '联系电话', '注册资本(万元)'],
          ['导入一有限公司', a, '13800001111', 100],
          ['导入二有限公司', 'BAD', '13800001112', 200],
          ['', b, '13800001113', 300],
          ['导入四有限公司', a, '13800001114', 400],
          ['导入五有限公司', stored, '13800001115', 500],
          ['导入六有限公司', b, '12345', 600],
        ]),
      },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('第3行：统一社会信用代码格式不正确（共5行有误，未导入任何数据）');
    expect(res.body.data).toMatchObject({ total: 6, success: 0, failed: 5 });
    expect(res.body.data.errors).toEqual([
      { row: 3, message: '统一社会信用代码格式不正确' },
      { row: 4, message: '请输入企业名称' },
      { row: 5, message: `统一社会信用代码${a}在文件中重复` },
      { row: 6, message: '该统一社会信用代码已存在' },
      { row: 7, message: '手机号码格式不正确' },
    ]);
    // not even the good row went in
    expect((await get(`${P}/page?creditCode=${a}`)).body.data).toMatchObject({ total: 0 });
  });

  it('imports a clean workbook; the overwrite switch updates stored enterprises instead of refusing them', async () => {
    const [a, b] = [code(21), code(22)];
    const first = await upload(`${P}/importFromExcel`, [
      {
        name: 'a.xlsx',
        data: await xlsx([
          ['企业名称', '统一社会信用代码', '所属行业', '联系人'],
          ['覆盖前有限公司', a, '新材料', '赵一'],
        ]),
      },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ count: 1, total: 1, success: 1, failed: 0, inserted: 1 });
    const workbook = await xlsx([
      ['企业名称', '统一社会信用代码', '所属行业'],
      ['覆盖后有限公司', a, '新能源'],
      ['新增有限公司', b, '生物医药'],
    ]);
    const refused = await upload(`${P}/importFromExcel`, [{ name: 'b.xlsx', data: workbook }], {
      isCovered: '0',
    });
    expect(refused.body.data.errors).toEqual([{ row: 2, message: '该统一社会信用代码已存在' }]);
    expect((await get(`${P}/page?creditCode=${b}`)).body.data).toMatchObject({ total: 0 });
    const covered = await upload(`${P}/importFromExcel`, [{ name: 'b.xlsx', data: workbook }], {
      isCovered: '1',
    });
    expect(covered.status, JSON.stringify(covered.body)).toBe(200);
    expect(covered.body.msg).toBe('成功导入2条数据');
    expect(covered.body.data).toMatchObject({ inserted: 1, updated: 1, success: 2 });
    const after = (await get(`${P}/page?creditCode=${a}`)).body.data as Page<Record<string, unknown>>;
    expect(after.total).toBe(1);
    // the workbook's cells replaced the stored ones; a cell it left empty kept its value
    expect(after.records[0]).toMatchObject({
      enterpriseName: '覆盖后有限公司',
      industry: '新能源',
      contact: '赵一',
    });
    expect((await get(`${P}/page?creditCode=${b}`)).body.data).toMatchObject({ total: 1 });
    const bad = await upload(`${P}/importFromExcel`, [{ name: 'b.xlsx', data: workbook }], {
      isCovered: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('覆盖选项isCovered只能是0或1');
    // another tenant's import never touches this tenant's row with the same code
    const other = await upload(
      `${P}/importFromExcel`,
      [
        {
          name: 'c.xlsx',
          data: await xlsx([
            ['企业名称', '统一社会信用代码'],
            ['园区同码企业', a],
          ]),
        },
      ],
      { isCovered: '1' },
      park,
    );
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(other.body.data).toMatchObject({ inserted: 1, updated: 0 });
    const still = (await get(`${P}/page?creditCode=${a}`)).body.data as Page<{ enterpriseName: string }>;
    expect(still.records[0]?.enterpriseName).toBe('覆盖后有限公司');
  });

  it('one workbook at a time; the operator may not import; the template lists the columns', async () => {
    const one = await xlsx([
      ['企业名称', '统一社会信用代码'],
      ['甲有限公司', code(31)],
    ]);
    const two = await upload(`${P}/importFromExcel`, [
      { name: 'a.xlsx', data: one },
      { name: 'b.xlsx', data: one },
    ]);
    expect(two.body.msg).toBe('一次只能上传一个Excel文件');
    expect((await upload(`${P}/importFromExcel`, [{ name: 'a.xlsx', data: one }], {}, operator)).status).toBe(
      403,
    );
    const template = await fetch(`${gw.url}${P}/import-template`, {
      headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${admin}` },
    });
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toContain('spreadsheetml');
    expect(template.headers.get('content-disposition')).toContain(
      encodeURIComponent('招商企业导入模板.xlsx'),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await template.arrayBuffer());
    const header = ((wb.worksheets[0]?.getRow(1).values ?? []) as unknown[]).filter(Boolean);
    expect(header).toEqual([
      '企业名称',
      '统一社会信用代码',
      '法定代表人',
      '所属行业',
      '注册资本(万元)',
      '企业地址',
      '联系人',
      '联系电话',
      '投资意向',
    ]);
    const denied = await fetch(`${gw.url}${P}/import-template`, {
      headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${operator}` },
    });
    expect(denied.status).toBe(403);
  });
});

describe('the regional enterprise library (/lingxi-area-enterprise)', () => {
  const A = '/api/lingxi-area-enterprise';

  it('pages the library, tenants apart; the operator may not read it', async () => {
    const page = (await get(`${A}/page?current=2&size=15`)).body.data as Page<{ id: string }>;
    expect(page).toMatchObject({ current: 2, size: 15 });
    expect(page.records).toHaveLength(15);
    const theirs = (await get(`${A}/page?size=50`, park)).body.data as Page<{
      id: string;
      regionName: string;
    }>;
    expect(theirs.total).toBeGreaterThanOrEqual(30);
    expect(theirs.records.every((r) => r.regionName === '滨江区')).toBe(true);
    expect((await get(`${A}/page`, operator)).status).toBe(403);
    expect((await get(`${A}/page?scale=huge`)).status).toBe(400);
  });

  it('imports several workbooks in one request, and reports the refused rows of each by file', async () => {
    const [a, b, c, d] = [code(41), code(42), code(43), code(44)];
    const east = await xlsx([
      ['企业名称', '统一社会信用代码', '区划编号', '所属区域', '成立日期'],
      ['钱塘一有限公司', a, '330114', '钱塘区', '2019-03-01'],
      ['钱塘二有限公司', b, '330114', '钱塘区', '2020-07-15'],
    ]);
    const westBad = await xlsx([
      ['企业名称', '统一社会信用代码', '区划编号', '所属区域'],
      ['西湖一有限公司', c, '330106', '西湖区'],
      ['西湖二有限公司', code(46), '3301X', '西湖区'],
    ]);
    const refused = await upload(`${A}/importFromExcel`, [
      { name: '钱塘区.xlsx', data: east },
      { name: '西湖区.xlsx', data: westBad },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      { file: '西湖区.xlsx', row: 3, message: '区划编号格式不正确' },
    ]);
    expect(refused.body.msg).toBe('西湖区.xlsx：第3行：区划编号格式不正确');
    expect((await get(`${A}/page?creditCode=${a}`)).body.data).toMatchObject({ total: 0 });
    const westGood = await xlsx([
      ['企业名称', '统一社会信用代码', '区划编号', '所属区域'],
      ['西湖一有限公司', c, '330106', '西湖区'],
      ['西湖三有限公司', d, '330106', '西湖区'],
    ]);
    const res = await upload(`${A}/importFromExcel`, [
      { name: '钱塘区.xlsx', data: east },
      { name: '西湖区.xlsx', data: westGood },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ count: 4, total: 4, success: 4, failed: 0 });
    const found = (await get(`${A}/page?creditCode=${b}`)).body.data as Page<Record<string, unknown>>;
    expect(found.records[0]).toMatchObject({ regionName: '钱塘区', establishedDate: '2020-07-15' });
    // a code in two workbooks of one request is refused in the second
    const twice = await upload(`${A}/importFromExcel`, [
      {
        name: '一.xlsx',
        data: await xlsx([
          ['企业名称', '统一社会信用代码'],
          ['甲', code(45)],
        ]),
      },
      {
        name: '二.xlsx',
        data: await xlsx([
          ['企业名称', '统一社会信用代码'],
          ['乙', code(45)],
        ]),
      },
    ]);
    expect(twice.body.data.errors).toEqual([
      { file: '二.xlsx', row: 2, message: `统一社会信用代码${code(45)}在文件中重复` },
    ]);
    const template = await fetch(`${gw.url}${A}/import-template`, {
      headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${admin}` },
    });
    expect(template.headers.get('content-disposition')).toContain(
      encodeURIComponent('区域企业导入模板.xlsx'),
    );
  });
});
