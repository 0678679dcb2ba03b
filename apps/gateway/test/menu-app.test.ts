// App menus (the App menus page) share the menu table with the console's: a top-level menu aliased
// `app` holds them. They are managed like any menu but never served as the console's routes.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, type MenuNode, uniq } from './helpers';

const M = '/api/lingxi-system/menu';
let gw: Gw;
let admin: string;

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
});

describe('app menus', () => {
  it('are listed as menus but left out of the console routes', async () => {
    const tag = uniq();
    const created = await call(gw, `${M}/submit`, {
      method: 'POST',
      token: admin,
      body: {
        name: `App首页${tag}`,
        code: `app${tag}`,
        alias: 'app',
        path: `/app/${tag}`,
        category: 1,
        sort: 1,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as { id: string }).id;
    const child = await call(gw, `${M}/submit`, {
      method: 'POST',
      token: admin,
      body: { name: `App按钮${tag}`, code: `app${tag}_add`, parentId: id, category: 2, sort: 1 },
    });
    expect(child.status).toBe(200);

    const top = await call(gw, `${M}/lazy-list?parentId=0`, { token: admin });
    expect((top.body.data as { id: string; alias: string }[]).find((m) => m.id === id)).toMatchObject({
      alias: 'app',
      hasChildren: true,
    });

    for (const [method, path] of [
      ['POST', `${M}/system-routes`],
      ['GET', `${M}/routes`],
      ['GET', `${M}/modules_routes`],
    ] as const) {
      const res = await call(gw, path, { method, token: admin });
      expect(res.status).toBe(200);
      const roots = res.body.data as MenuNode[];
      expect(roots.length).toBeGreaterThan(0);
      expect(
        roots.some((node) => node.id === id || node.alias === 'app'),
        path,
      ).toBe(false);
    }
    await call(gw, `${M}/remove?ids=${(child.body.data as { id: string }).id}`, {
      method: 'POST',
      token: admin,
    });
    await call(gw, `${M}/remove?ids=${id}`, { method: 'POST', token: admin });
  });
});
