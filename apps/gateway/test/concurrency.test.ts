/**
 * Concurrency, as a caller sees it (in a tenant of its own):
 * - 50 concurrent creates of one unique key store exactly one record; the other 49 answer 400 with the
 *   field's message; never a 500.
 * - 50 concurrent updates of one record: last write wins. Updates of one record are serialised (the row
 *   is locked for the update's transaction), every one is acknowledged with a 200 and recorded in the
 *   operation log, and the stored value is the value of one of them; none is lost silently: each
 *   acknowledged update was applied in turn, in the order of its operation-log rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, freshTenant, type Gw, login, operationLog, type Page, uniq } from './helpers';

let gw: Gw;
let token: string;

beforeAll(async () => {
  gw = await connect();
  token = (await freshTenant(gw, (await login(gw, 'admin', 'admin')).access_token)).token;
});

const N = 50;

describe('concurrent writes', () => {
  it.each([
    {
      name: 'parameter key',
      base: '/api/lingxi-system/param',
      filter: 'paramKey_equal',
      body: (key: string, i: number) => ({ paramName: `并发${i}`, paramKey: key, paramValue: String(i) }),
      msg: '参数键名已存在',
    },
    {
      name: 'enterprise credit code',
      base: '/api/lingxi-area-enterprise',
      filter: 'creditCode',
      body: (key: string, i: number) => ({ enterpriseName: `并发企业${i}`, creditCode: key }),
      msg: '该统一社会信用代码已存在',
    },
  ])('50 creates of one $name store one record, the rest answer 400', async (spec) => {
    const key =
      spec.name === 'parameter key' ? `race.${uniq()}` : `91330106MA${String(Date.now()).slice(-8)}`;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call(gw, `${spec.base}/submit`, { method: 'POST', token, body: spec.body(key, i) }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(N - 1);
    for (const a of answers.filter((x) => x.status === 400)) expect(a.body.msg).toBe(spec.msg);
    const listPath = spec.base.endsWith('param') ? 'list' : 'page';
    const page = (
      await call(gw, `${spec.base}/${listPath}?${spec.filter}=${encodeURIComponent(key)}`, { token })
    ).body.data as Page<{ id: string }>;
    expect(page.total).toBe(1);
    const winner = answers.find((a) => a.status === 200)?.body.data as { id: string };
    expect(page.records[0]?.id).toBe(winner.id);
  });

  it('50 updates of one record: all acknowledged and logged, the last one wins', async () => {
    const key = `race.${uniq()}`;
    const created = await call(gw, '/api/lingxi-system/param/submit', {
      method: 'POST',
      token,
      body: { paramName: '并发更新', paramKey: key, paramValue: 'start' },
    });
    expect(created.status).toBe(200);
    const id = (created.body.data as { id: string }).id;
    const marker = `upd${uniq()}`;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call(gw, `/api/lingxi-system/param/submit?mark=${marker}-${i}-`, {
          method: 'POST',
          token,
          body: { id, paramName: '并发更新', paramKey: key, paramValue: `v${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));
    // each answer is the record as that update left it
    for (const [i, a] of answers.entries())
      expect((a.body.data as { paramValue: string }).paramValue).toBe(`v${i}`);
    const logged = await operationLog(gw, token, marker);
    expect(logged).toHaveLength(N);
    // the operation log is newest first: its first row is the update that committed last
    const last = /mark=upd[^-]+-(\d+)-/.exec(logged[0]?.query ?? '')?.[1];
    const stored = await call(gw, `/api/lingxi-system/param/detail?id=${id}`, { token });
    expect(stored.body.data).toMatchObject({ paramKey: key, paramValue: `v${last}` });
  });

  it('concurrent removes and updates of one record: no 500, the record ends removed', async () => {
    const key = `race.${uniq()}`;
    const created = await call(gw, '/api/lingxi-system/param/submit', {
      method: 'POST',
      token,
      body: { paramName: '并发删除', paramKey: key, paramValue: 'x' },
    });
    const id = (created.body.data as { id: string }).id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? call(gw, `/api/lingxi-system/param/remove?ids=${id}`, { method: 'POST', token })
          : call(gw, '/api/lingxi-system/param/submit', {
              method: 'POST',
              token,
              body: { id, paramName: '并发删除', paramKey: key, paramValue: `v${i}` },
            }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    for (const a of answers) expect([200, 400]).toContain(a.status);
    // exactly one removal took effect; the others found nothing left to remove
    const removals = answers.filter((_, i) => i % 2);
    expect(removals.filter((a) => a.status === 200)).toHaveLength(1);
    expect((await call(gw, `/api/lingxi-system/param/detail?id=${id}`, { token })).status).toBe(404);
  });
});
