/**
 * Defect 2 (no 500 on any body): every unreadable body, broken multipart, invalid JSON, a wrong content
 * type or an oversized one, is a 400 with a Chinese `msg` on the endpoints that read bodies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { connect, type Gw, login, raw } from './helpers';

let gw: Gw;
let admin: string;

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
});

const MULTIPART = [
  '/api/lingxi-auth/oauth/token',
  '/api/lingxi-resource/oss/endpoint/put-file-attach',
  '/api/lingxi-resource/oss/endpoint/put-file-attachment',
  '/api/lingxi-resource/oss/endpoint/put-file',
  '/api/lingxi-area-enterprise/importFromExcel',
  '/api/lingxi-project-enterprise/importFromExcel',
  '/api/lx-operation/lingxi-user/import-user',
  '/api/lingxi-user/update-password',
  '/api/lingxi-system/role/grant',
];

const BROKEN: [string, string, string][] = [
  ['multipart whose body is not multipart', 'multipart/form-data; boundary=xx', 'this is not multipart'],
  [
    'multipart without a boundary',
    'multipart/form-data',
    '--xx\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--xx--',
  ],
  [
    'multipart cut short',
    'multipart/form-data; boundary=xx',
    '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
  ],
  ['a urlencoded body with a broken escape', 'application/x-www-form-urlencoded', 'a=%E4%B8&b=%'],
  ['JSON that is not JSON', 'application/json', '{"broken": '],
  ['JSON of invalid UTF-8', 'application/json', '\u00ff'],
];

describe('unreadable bodies are a 400 with a msg', () => {
  for (const path of MULTIPART) {
    it.each(BROKEN)(`${path}: %s`, async (_label, type, body) => {
      const token = path.includes('oauth/token') ? undefined : admin;
      const bytes = body === '\u00ff' ? new Uint8Array([0x7b, 0xff, 0x7d]) : body;
      const res = await raw(gw, `${path}?tenantId=000000&grant_type=password&username=admin`, {
        token,
        headers: { 'Content-Type': type, 'Tenant-Id': '000000' },
        body: bytes,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      const msg = res.body.msg ?? res.body.error_description;
      expect(msg).toMatch(/[\u4e00-\u9fa5]/);
    });
  }

  it('an oversized JSON body is a 400 saying the limit', async () => {
    const res = await raw(gw, '/api/lingxi-system/param/submit', {
      token: admin,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ paramName: 'x', paramKey: 'y', paramValue: 'z'.repeat(3 * 1024 * 1024) }),
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/请求体不能超过/);
  });
});
