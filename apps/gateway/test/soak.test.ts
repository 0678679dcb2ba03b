/**
 * Soak: the mix of the benchmark (paged list over the large table, a filtered list, the token endpoint,
 * a submit) from 16 keep-alive connections for LINGXI_SOAK_SECONDS (default 20; `pnpm bench` soaks 60 s
 * and records the figures). Holds: every answer is a 200 (0 errors), and every acknowledged submit is
 * stored and in the operation log. No timing is asserted (speed lives in `pnpm bench`).
 */
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, freshTenant, type Gw, login, md5, type Page, uniq } from './helpers';

const SECONDS = Number(process.env.LINGXI_SOAK_SECONDS ?? 20);
const CONNECTIONS = 16;

let gw: Gw;
let platform: string;
let tenant: { tenantId: string; token: string };

beforeAll(async () => {
  gw = await connect();
  platform = (await login(gw, 'admin', 'admin')).access_token;
  tenant = await freshTenant(gw, platform);
});

describe('soak', () => {
  it(
    `${SECONDS} s of mixed traffic from ${CONNECTIONS} connections: 0 errors, every acknowledged write stored and logged`,
    async () => {
      const url = new URL(gw.url);
      const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
      const run = uniq();
      const total = (
        (await call(gw, '/api/lingxi-area-enterprise/page?size=10', { token: platform })).body
          .data as Page<unknown>
      ).total;
      const pages = Math.max(1, Math.ceil(total / 10));
      const words = ['云帆', '智汇', '启明', '数澜', '博远'];
      let n = 0;
      const acknowledged: string[] = [];
      const errors: string[] = [];
      const kinds = { list: 0, filtered: 0, token: 0, submit: 0 };
      const once = (method: string, path: string, headers: Record<string, string>, body?: string) =>
        new Promise<{ status: number; text: string }>((resolve) => {
          const req = http.request(
            { host: url.hostname, port: url.port, method, path, headers, agent },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (d: Buffer) => chunks.push(d));
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
              );
            },
          );
          req.on('error', (err) => resolve({ status: 0, text: String(err) }));
          if (body) req.write(body);
          req.end();
        });
      const auth = (token: string) => ({ Authorization: gw.basic, 'lingxi-auth': `bearer ${token}` });
      const end = Date.now() + SECONDS * 1000;
      const worker = async () => {
        while (Date.now() < end) {
          const r = Math.random() * 16;
          let res: { status: number; text: string };
          let key = '';
          if (r < 8) {
            kinds.list++;
            res = await once(
              'GET',
              `/api/lingxi-area-enterprise/page?size=10&current=${1 + Math.floor(Math.random() * pages)}`,
              auth(platform),
            );
          } else if (r < 12) {
            kinds.filtered++;
            const w = encodeURIComponent(words[Math.floor(Math.random() * words.length)] ?? '');
            res = await once(
              'GET',
              `/api/lingxi-area-enterprise/page?enterpriseName=${w}&scale=${1 + Math.floor(Math.random() * 4)}`,
              auth(platform),
            );
          } else if (r < 13) {
            kinds.token++;
            // as the console logs in: a captcha, then the captcha grant (captcha mode, SPEC §9)
            const image = await once('GET', '/api/lingxi-auth/oauth/captcha', { Authorization: gw.basic });
            const q = new URLSearchParams({
              tenantId: tenant.tenantId,
              username: 'admin',
              password: md5('123456'),
              grant_type: 'captcha',
              scope: 'all',
              type: 'account',
            });
            res =
              image.status === 200
                ? await once('POST', `/api/lingxi-auth/oauth/token?${q}`, {
                    Authorization: gw.basic,
                    'Tenant-Id': tenant.tenantId,
                    'Captcha-Key': (JSON.parse(image.text) as { key: string }).key,
                    'Captcha-Code': gw.captchaCode,
                  })
                : image;
          } else {
            kinds.submit++;
            key = `soak.${run}.${n++}`;
            res = await once(
              'POST',
              `/api/lingxi-system/param/submit?soak=${key}`,
              { ...auth(tenant.token), 'Content-Type': 'application/json' },
              JSON.stringify({ paramName: '浸泡测试', paramKey: key, paramValue: key }),
            );
          }
          if (res.status !== 200) errors.push(`${res.status} ${res.text.slice(0, 200)}`);
          else if (key) acknowledged.push(key);
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, worker));
      agent.destroy();
      console.info(`soak: ${JSON.stringify(kinds)}, ${errors.length} errors`);
      expect(errors.slice(0, 5)).toEqual([]);
      expect(kinds.list + kinds.filtered + kinds.token + kinds.submit).toBeGreaterThan(SECONDS);
      // every acknowledged write is stored and logged
      const stored = (
        await call(
          gw,
          `/api/lingxi-system/param/list?size=1&paramKey=${encodeURIComponent(`soak.${run}.`)}`,
          { token: tenant.token },
        )
      ).body.data as Page<unknown>;
      expect(stored.total).toBe(acknowledged.length);
      const logged = await call(
        gw,
        `/api/lingxi-operation-log/list?size=1&query=${encodeURIComponent(`soak=soak.${run}.`)}`,
        { token: tenant.token },
      );
      expect((logged.body.data as Page<unknown>).total).toBe(acknowledged.length);
    },
    (SECONDS + 120) * 1000,
  );
});
