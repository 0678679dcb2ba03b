/**
 * Deep pages are exact. The default order of the large table (newest first) is served from cached page
 * anchors (src/resource/pages.ts); its exact reverse, `ascs=createTime,id` (then the engine's `id desc`:
 * a mixed direction), has none and is read with a plain OFFSET. Both must name the same rows, at anchor boundaries
 * and deep in the table, and a write must show in the next page's total at once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, type Page } from './helpers';

let gw: Gw;
let token: string;
const BASE = '/api/lingxi-area-enterprise/page';

beforeAll(async () => {
  gw = await connect();
  token = (await login(gw, 'admin', 'admin')).access_token;
});

const page = async (query: string) => {
  const res = await call(gw, `${BASE}?${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Page<{ id: string; createTime: string }>;
};

describe('deep pages', () => {
  it('the anchored order and the plain OFFSET of the reverse order name the same rows', async () => {
    for (const offset of [0, 190, 200, 210, 399, 400, 5000, 33333]) {
      for (let attempt = 0; ; attempt++) {
        const size = 10;
        const first = await page(`size=${size}&current=1`);
        const n = first.total;
        if (offset + size > n) break;
        // rows offset .. offset+9 newest first, via current/size: offset must be a multiple of size
        const o = offset - (offset % size);
        const desc = await page(`size=${size}&current=${o / size + 1}`);
        const ascOffset = n - o - size;
        // the same rows oldest first: the two pages of the reverse order around ascOffset, cut to it
        const p1 = Math.floor(ascOffset / size) + 1;
        const ascA = await page(`size=${size}&current=${p1}&ascs=createTime,id`);
        const ascB = await page(`size=${size}&current=${p1 + 1}&ascs=createTime,id`);
        const from = ascOffset - (p1 - 1) * size;
        const reversed = [...ascA.records, ...ascB.records]
          .slice(from, from + size)
          .reverse()
          .map((r) => r.id);
        if ((desc.total !== n || ascA.total !== n || ascB.total !== n) && attempt < 3) continue; // another suite wrote meanwhile
        expect(
          desc.records.map((r) => r.id),
          `offset ${o}`,
        ).toEqual(reversed);
        const times = desc.records.map((r) => r.createTime);
        expect(times).toEqual([...times].sort().reverse());
        break;
      }
    }
  });

  it('consecutive pages across an anchor boundary neither overlap nor skip', async () => {
    const big = await page('size=50&current=4'); // rows 150..199
    const big2 = await page('size=50&current=5'); // rows 200..249
    const small = [];
    for (let c = 16; c <= 25; c++) small.push(...(await page(`size=10&current=${c}`)).records);
    expect(small.map((r) => r.id)).toEqual([...big.records, ...big2.records].map((r) => r.id));
  });

  it('a committed write shows in the very next total, and a removal too', async () => {
    // Other suites may add enterprises at the same moment (one database), so the new row is looked for on the
    // first page rather than required to be its first row.
    const before = (await page('size=1')).total;
    const code = `91330106MA${String(Date.now()).slice(-8)}`;
    const created = await call(gw, '/api/lingxi-area-enterprise/submit', {
      method: 'POST',
      token,
      body: { enterpriseName: '分页测试企业', creditCode: code },
    });
    expect(created.status).toBe(200);
    const id = (created.body.data as { id: string }).id;
    const during = await page('size=20');
    expect(during.total).toBeGreaterThanOrEqual(before + 1);
    expect(during.records.map((r) => r.id)).toContain(id);
    expect(
      (await call(gw, `/api/lingxi-area-enterprise/remove?ids=${id}`, { method: 'POST', token })).status,
    ).toBe(200);
    expect((await page('size=20')).records.map((r) => r.id)).not.toContain(id);
  });
});
