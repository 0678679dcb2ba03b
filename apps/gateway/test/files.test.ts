/** Uploads into the local object store, file links, SMS sending, Excel imports and the code generator. */
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login } from './helpers';

let gw: Gw;
let admin: string;
let park: string;
let operator: string;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
  park = (await login(gw, 'admin', 'admin', '100000')).access_token;
  operator = (await login(gw, 'operator', 'operator')).access_token;
});

async function multipart(path: string, files: { name: string; data: Blob }[], token = admin) {
  const form = new FormData();
  for (const f of files) form.append('file', f.data, f.name);
  const res = await fetch(`${gw.url}${path}`, {
    method: 'POST',
    headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as { msg: string; data: Record<string, unknown> } };
}

const E = '/api/lingxi-resource/oss/endpoint';

describe('uploads', () => {
  it('stores a file, records the attachment, serves it, links it and removes it', async () => {
    const up = await multipart(`${E}/put-file-attach`, [{ name: '营业执照.png', data: new Blob([PNG]) }]);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const { link, name, originalName, attachId } = up.body.data as Record<string, string>;
    expect(originalName).toBe('营业执照.png');
    expect(name).toMatch(/^\/oss\/000000\/\d{8}\/[0-9a-f-]{36}\.png$/);
    const file = await fetch(new URL(link ?? '', gw.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const attach = (await call(gw, `/api/lingxi-resource/attach/detail?id=${attachId}`, { token: admin }))
      .body.data;
    expect(attach).toMatchObject({ originalName: '营业执照.png', extension: 'png', attachSize: PNG.length });
    const linked = await call(gw, `${E}/file-link?fileName=${encodeURIComponent(name ?? '')}`, {
      token: admin,
    });
    expect(linked.body.data).toBe(link);
    expect(
      (await call(gw, `${E}/file-link?fileName=${encodeURIComponent(name ?? '')}`, { token: park })).status,
    ).toBe(404);
    expect(
      (await call(gw, `${E}/remove-attachment?id=${attachId}`, { method: 'POST', token: park })).status,
    ).toBe(400);
    expect(
      (await call(gw, `${E}/remove-attachment?id=${attachId}`, { method: 'POST', token: admin })).status,
    ).toBe(200);
    expect((await fetch(new URL(link ?? '', gw.url))).status).toBe(404);
  });

  it('appends tagged attachments and removes several', async () => {
    const a = await multipart(`${E}/put-file-attachment-append?fileTag=contract`, [
      { name: '说明.txt', data: new Blob(['合同说明']) },
    ]);
    expect(a.status).toBe(200);
    const b = await multipart(`${E}/put-file-attachment`, [
      { name: 'b.pdf', data: new Blob(['%PDF-1.4\n%%EOF']) },
    ]);
    const ids = [a.body.data.attachId, b.body.data.attachId].join(',');
    const tagged = (await call(gw, '/api/lingxi-resource/attach/list?fileTag=contract', { token: admin }))
      .body.data as {
      total: number;
    };
    expect(tagged.total).toBeGreaterThan(0);
    expect(
      (await call(gw, `${E}/remove-attachments?ids=${ids}`, { method: 'POST', token: admin })).status,
    ).toBe(200);
    expect(
      (await multipart(`${E}/put-file-attachment-append`, [{ name: 'x.txt', data: new Blob(['x']) }])).body
        .msg,
    ).toBe('请传入附件标签fileTag');
  });

  it.each([
    ['evil.exe', new Blob(['MZ']), '不支持的文件类型: .exe'],
    ['page.html', new Blob(['<script>']), '不支持的文件类型: .html'],
    ['fake.png', new Blob(['GIF89a not a png']), '文件内容与扩展名.png不符'],
    ['empty.pdf', new Blob([]), '上传的文件是空的'],
  ])('refuses %s', async (name, data, msg) => {
    const res = await multipart(`${E}/put-file-attach`, [{ name, data }]);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('refuses oversized uploads with 400, and uploads without a file', async () => {
    const big = new Blob([Buffer.concat([PNG, Buffer.alloc(11 * 1024 * 1024)])]);
    const res = await multipart(`${E}/put-file-attach`, [{ name: 'big.png', data: big }]);
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/上传文件不能超过\d+MB/);
    const none = await call(gw, `${E}/put-file-attach`, { method: 'POST', token: admin, body: {} });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请使用multipart/form-data上传文件');
  });

  it('a stored name never escapes the object-store folder', async () => {
    expect((await fetch(`${gw.url}/oss/000000/20240101/../../secret.txt`)).status).toBe(404);
    expect(
      (await fetch(`${gw.url}/oss/000000/20240101/00000000-0000-0000-0000-000000000000.png`)).status,
    ).toBe(404);
  });
});

describe('resources endpoints', () => {
  it('server time', async () => {
    const res = await call(gw, '/api/lingxi-server/server-time', { token: admin });
    expect((res.body.data as { time: string }).time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await call(gw, '/api/lingxi-server/server-time')).status).toBe(401);
  });

  it('send-message needs an enabled config and valid phones; it is recorded', async () => {
    const S = '/api/lingxi-resource/sms/endpoint/send-message';
    const ok = await call(
      gw,
      `${S}?code=aliyun-login&phones=13800001111,13900002222&params={"code":"1234"}`,
      {
        method: 'POST',
        token: admin,
      },
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((ok.body.data as { count: number }).count).toBe(2);
    const disabled = await call(gw, `${S}?code=tx-notice&phones=13800001111`, {
      method: 'POST',
      token: admin,
    });
    expect(disabled.body.msg).toBe('短信配置不存在或未启用');
    const phone = await call(gw, `${S}?code=aliyun-login&phones=12345`, { method: 'POST', token: admin });
    expect(phone.body.msg).toBe('手机号码格式不正确: 12345');
    const params = await call(gw, `${S}?code=aliyun-login&phones=13800001111&params=[1]`, {
      method: 'POST',
      token: admin,
    });
    expect(params.body.msg).toBe('短信参数必须是JSON对象');
    expect(
      (await call(gw, `${S}?code=aliyun-login&phones=13800001111`, { method: 'POST', token: operator }))
        .status,
    ).toBe(403);
  });

  it('SMS and OSS configs are enabled and disabled', async () => {
    const list = (await call(gw, '/api/lingxi-resource/oss/list', { token: admin })).body.data as {
      records: { id: string; ossCode: string }[];
    };
    const minio = list.records.find((r) => r.ossCode === 'minio-prod');
    expect(
      (
        await call(gw, `/api/lingxi-resource/oss/enable?ids=${minio?.id}&status=1`, {
          method: 'POST',
          token: admin,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        (await call(gw, `/api/lingxi-resource/oss/detail?id=${minio?.id}`, { token: admin })).body.data as {
          status: number;
        }
      ).status,
    ).toBe(1);
    expect(
      (await call(gw, `/api/lingxi-resource/oss/enable?ids=${minio?.id}`, { method: 'POST', token: admin }))
        .status,
    ).toBe(400);
  });
});

describe('Excel imports', () => {
  async function xlsx(rows: (string | number)[][]): Promise<Blob> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('企业');
    for (const r of rows) ws.addRow(r);
    return new Blob([await wb.xlsx.writeBuffer()]);
  }
  const code = (n: number) => `91330106MA${String(Date.now() % 1e7).padStart(7, '0')}${n}`;

  it('project enterprises: a bad row rejects the whole file', async () => {
    const a = code(1);
    const bad = await multipart('/api/lingxi-project-enterprise/importFromExcel', [
      {
        name: '招商企业.xlsx',
        data: await xlsx([
          ['企业名称', '统一社会信用代码', '注册资本(万元)'],
          ['导入企业一有限公司', a, 100],
          ['导入企业二有限公司', 'BAD', 200],
        ]),
      },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('第3行：统一社会信用代码格式不正确');
    const none = (await call(gw, `/api/lingxi-project-enterprise/page?creditCode=${a}`, { token: admin }))
      .body.data as {
      total: number;
    };
    expect(none.total).toBe(0);
    const dup = await multipart('/api/lingxi-project-enterprise/importFromExcel', [
      {
        name: 'x.xlsx',
        data: await xlsx([
          ['企业名称', '统一社会信用代码'],
          ['甲有限公司', a],
          ['乙有限公司', a],
        ]),
      },
    ]);
    expect(dup.body.msg).toBe(`第3行：统一社会信用代码${a}在文件中重复`);
    const good = await multipart('/api/lingxi-project-enterprise/importFromExcel', [
      {
        name: 'x.xlsx',
        data: await xlsx([
          ['企业名称', '统一社会信用代码', '所属行业'],
          ['导入企业一有限公司', a, '新材料'],
        ]),
      },
    ]);
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    const found = (await call(gw, `/api/lingxi-project-enterprise/page?creditCode=${a}`, { token: admin }))
      .body.data as {
      records: { industry: string }[];
    };
    expect(found.records[0]?.industry).toBe('新材料');
    const again = await multipart('/api/lingxi-project-enterprise/importFromExcel', [
      {
        name: 'x.xlsx',
        data: await xlsx([
          ['企业名称', '统一社会信用代码'],
          ['重复', a],
        ]),
      },
    ]);
    expect(again.body.msg).toBe('第2行：该统一社会信用代码已存在');
  });

  it('area enterprises accept several files; malformed files are refused', async () => {
    const b = code(2);
    const c = code(3);
    const res = await multipart('/api/lingxi-area-enterprise/importFromExcel', [
      {
        name: '一.xlsx',
        data: await xlsx([
          ['企业名称', '统一社会信用代码', '成立日期'],
          ['区域一有限公司', b, '2020-05-01'],
        ]),
      },
      {
        name: '二.xlsx',
        data: await xlsx([
          ['企业名称', '统一社会信用代码'],
          ['区域二有限公司', c],
        ]),
      },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.count).toBe(2);
    const found = (await call(gw, `/api/lingxi-area-enterprise/page?creditCode=${b}`, { token: admin })).body
      .data as {
      records: { establishedDate: string }[];
    };
    expect(found.records[0]?.establishedDate).toBe('2020-05-01');
    const broken = await multipart('/api/lingxi-area-enterprise/importFromExcel', [
      { name: 'a.xlsx', data: new Blob(['PK\u0003\u0004 truncated']) },
    ]);
    expect(broken.body.msg).toBe('Excel文件格式不正确');
    const empty = await multipart('/api/lingxi-area-enterprise/importFromExcel', [
      { name: 'a.xlsx', data: await xlsx([['企业名称', '统一社会信用代码']]) },
    ]);
    expect(empty.body.msg).toBe('Excel文件没有数据');
    expect((await multipart('/api/lingxi-area-enterprise/importFromExcel', [])).body.msg).toBe(
      '请上传Excel文件(字段名file)',
    );
    expect(
      (
        await multipart(
          '/api/lingxi-area-enterprise/importFromExcel',
          [{ name: 'a.xlsx', data: new Blob(['x']) }],
          operator,
        )
      ).status,
    ).toBe(403);
  });
});

describe('code generator', () => {
  it('gen-code answers a zip of generated files built from the table columns', async () => {
    const list = (await call(gw, '/api/lingxi-develop/code/list', { token: admin })).body.data as {
      records: { id: string; tableName: string }[];
    };
    const notice = list.records.find((r) => r.tableName === 'blade_notice');
    const res = await fetch(`${gw.url}/api/lingxi-develop/code/gen-code?ids=${notice?.id}&system=saber`, {
      method: 'POST',
      headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const names = Object.keys(files).sort();
    expect(names).toEqual([
      'notice/README.md',
      'notice/api/notice.ts',
      'notice/sql/blade_notice.sql',
      'notice/web/NoticePage.tsx',
    ]);
    const resource = strFromU8(files['notice/api/notice.ts'] as Uint8Array);
    expect(resource).toContain("column: 'release_time'");
    expect(resource).toContain("table: 'blade_notice'");
    expect(strFromU8(files['notice/sql/blade_notice.sql'] as Uint8Array)).toContain(
      'title character varying(255) not null',
    );
  });

  it('copy duplicates a definition; a missing table is a 400', async () => {
    const created = await call(gw, '/api/lingxi-develop/code/submit', {
      method: 'POST',
      token: admin,
      body: {
        serviceName: 'lingxi-x',
        codeName: '不存在的表',
        tableName: 'no_such_table',
        packageName: 'org.x',
      },
    });
    const id = (created.body.data as { id: string }).id;
    const copy = await call(gw, `/api/lingxi-develop/code/copy?id=${id}`, { method: 'POST', token: admin });
    expect((copy.body.data as { codeName: string }).codeName).toBe('不存在的表-copy');
    const gen = await call(gw, `/api/lingxi-develop/code/gen-code?ids=${id}`, {
      method: 'POST',
      token: admin,
    });
    expect(gen.status).toBe(400);
    expect(gen.body.msg).toBe('数据表no_such_table不存在');
    expect(
      (await call(gw, '/api/lingxi-develop/code/gen-code?ids=', { method: 'POST', token: admin })).status,
    ).toBe(400);
    expect(
      (await call(gw, `/api/lingxi-develop/code/gen-code?ids=${id}`, { method: 'POST', token: park })).status,
    ).toBe(403);
  });
});
