/**
 * Issue 19, item 11: uploads. Two `file` parts are refused (one file per call), nothing stored; a name
 * over 255 characters keeps its extension; the stored `domain` and the answered link come from
 * configuration, never from the request's Host; an attachment an appeal lists cannot be removed while
 * the appeal lives (both removal endpoints and the engine's), and can once the appeal is gone.
 */
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, type Page, uniq } from './helpers';

let gw: Gw;
let admin: string;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const E = '/api/lingxi-resource/oss/endpoint';

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
});

/** A multipart upload written by hand (node:http: the Host header is the caller's to choose). */
function upload(
  path: string,
  files: { name: string; data: Buffer }[],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { msg: string; data: Record<string, string> } }> {
  const boundary = `----lx${uniq()}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  const body = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  const url = new URL(gw.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path,
        agent: false,
        headers: {
          Authorization: gw.basic,
          'lingxi-auth': `bearer ${admin}`,
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(body.length),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const attachments = async (originalName: string) =>
  (
    (
      await call(gw, `/api/lingxi-resource/attach/list?originalName=${encodeURIComponent(originalName)}`, {
        token: admin,
      })
    ).body.data as Page<Record<string, unknown>>
  ).total;

describe('uploads', () => {
  it('two file parts are refused with a clear msg, nothing stored', async () => {
    const tag = uniq();
    const res = await upload(`${E}/put-file-attach`, [
      { name: `a${tag}.png`, data: PNG },
      { name: `b${tag}.png`, data: PNG },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('一次只能上传一个文件(字段名file)');
    expect(await attachments(tag)).toBe(0);
  });

  it('a name over 255 characters keeps its extension', async () => {
    const name = `${'长'.repeat(300)}.png`;
    const res = await upload(`${E}/put-file-attach`, [{ name, data: PNG }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.originalName).toHaveLength(255);
    expect(res.body.data.originalName?.endsWith('.png')).toBe(true);
    const detail = await call(gw, `/api/lingxi-resource/attach/detail?id=${res.body.data.attachId}`, {
      token: admin,
    });
    expect(detail.body.data).toMatchObject({ originalName: res.body.data.originalName, extension: 'png' });
  });

  it("the stored domain and the link never come from the request's Host", async () => {
    const res = await upload(`${E}/put-file-attach`, [{ name: 'host.png', data: PNG }], {
      Host: 'evil.example',
      'X-Forwarded-Host': 'evil.example',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(JSON.stringify(res.body.data)).not.toContain('evil.example');
    const detail = await call(gw, `/api/lingxi-resource/attach/detail?id=${res.body.data.attachId}`, {
      token: admin,
    });
    expect(JSON.stringify(detail.body.data)).not.toContain('evil.example');
    // the link still leads to the file (a path, resolved against the gateway called)
    const file = await fetch(new URL(res.body.data.link ?? '', gw.url));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const linked = await call(gw, `${E}/file-link?fileName=${encodeURIComponent(res.body.data.name ?? '')}`, {
      token: admin,
      headers: { 'X-Forwarded-Host': 'evil.example' },
    });
    expect(linked.body.data).toBe(res.body.data.link);
  });

  it('an attachment an appeal lists is not removed while the appeal lives', async () => {
    const up = await upload(`${E}/put-file-attach`, [{ name: '诉求附件.png', data: PNG }]);
    expect(up.status).toBe(200);
    const attachId = up.body.data.attachId ?? '';
    const types = (await call(gw, '/api/lingxi-appeal-type/apltype/list?size=100', { token: admin })).body
      .data as Page<{ id: string; level: number }>;
    const typeId = types.records.find((t) => t.level === 2)?.id;
    expect(typeId).toBeDefined();
    const appeal = await call(gw, '/api/lingxi-appeal/appeal/saveOrUpdate', {
      method: 'POST',
      token: admin,
      body: {
        typeId,
        title: `附件引用${uniq()}`,
        content: '附件引用测试',
        enterpriseName: '杭州测试科技有限公司',
        contactPhone: '13912345678',
        attachIds: attachId,
        saveStatus: 0,
      },
    });
    expect(appeal.status, JSON.stringify(appeal.body)).toBe(200);
    const appealId = (appeal.body.data as { id: string }).id;
    const MSG = '该附件已被诉求引用，不能删除';
    for (const path of [
      `${E}/remove-attachment?id=${attachId}`,
      `${E}/remove-attachment?fileName=${encodeURIComponent(up.body.data.name ?? '')}`,
      `${E}/remove-attachments?ids=${attachId}`,
      `/api/lingxi-resource/attach/remove?ids=${attachId}`,
    ]) {
      const res = await call(gw, path, { method: 'POST', token: admin });
      expect(res.status, path).toBe(400);
      expect(res.body.msg, path).toBe(MSG);
    }
    expect((await fetch(new URL(up.body.data.link ?? '', gw.url))).status).toBe(200);
    // the appeal still shows it
    const detail = await call(gw, `/api/lingxi-appeal/appeal/detail?id=${appealId}`, { token: admin });
    expect(JSON.stringify(detail.body.data)).toContain(attachId);
    // once the appeal is removed, so can the attachment be
    expect(
      (await call(gw, `/api/lingxi-appeal/appeal/remove?ids=${appealId}`, { method: 'POST', token: admin }))
        .status,
    ).toBe(200);
    const removed = await call(gw, `${E}/remove-attachment?id=${attachId}`, { method: 'POST', token: admin });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  });
});
