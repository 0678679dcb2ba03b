/**
 * Isolation and escalation, over every engine resource:
 * - the second tenant's administrator can neither read nor change a record of the first tenant by its
 *   id, on every tenant-owned resource: detail (404), update with the foreign id, remove, switch-status
 *   (400, or 403 where the endpoint is platform-only), nor through the grant endpoints; the owner reads
 *   the record back unchanged;
 * - the restricted operator answers 403 on every endpoint behind a menu or button its roles lack, and
 *   cannot give itself roles, menus or scopes through any grant, menu, role or user endpoint: its roles
 *   and buttons are the same afterwards.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_PAGES } from '../src/menu';
import { paths, type ResourceDef } from '../src/resource';
import { RESOURCES } from '../src/services/index';
import { call, connect, flatten, type Gw, login, type MenuNode, type Page } from './helpers';

let gw: Gw;
let owner: string; // administrator of 000000
let other: string; // administrator of 100000
let operator: string;

beforeAll(async () => {
  gw = await connect();
  owner = (await login(gw, 'admin', 'admin')).access_token;
  other = (await login(gw, 'admin', 'admin', '100000')).access_token;
  operator = (await login(gw, 'operator', 'operator')).access_token;
});

type Endpoints = Partial<Record<string, readonly string[]>>;
const endpointsOf = (def: ResourceDef): Endpoints =>
  def.endpoints ??
  (def.plain
    ? { list: ['list'], detail: ['detail'] }
    : { list: ['list'], detail: ['detail'], submit: ['submit'], remove: ['remove'] });
const first = (e: Endpoints, kind: string) => e[kind]?.[0];

const TENANT_OWNED = RESOURCES.filter(
  (d) => d.tenantOwned && first(endpointsOf(d), 'list') && first(endpointsOf(d), 'detail'),
);

describe('the second tenant cannot reach the first tenant’s records by id', () => {
  const checked: string[] = [];

  it.each(TENANT_OWNED.map((d) => [d.name, d] as const))('%s', async (_name, def) => {
    const e = endpointsOf(def);
    const base = paths(def)[0] ?? '';
    // the oldest record: other suites create and change their own, newer ones
    const listed = await call(gw, `${base}/${first(e, 'list')}?size=1&ascs=id`, { token: owner });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    const record = (listed.body.data as Page<Record<string, unknown>>).records[0];
    if (!record) return; // nothing of the first tenant to attack here (counted below)
    checked.push(def.name);
    const id = String(record.id);
    const detailPath = `${base}/${first(e, 'detail')}?id=${id}`;
    const before = (await call(gw, detailPath, { token: owner })).body.data;

    const read = await call(gw, detailPath, { token: other });
    expect([403, 404], `detail ${JSON.stringify(read.body)}`).toContain(read.status);
    const writes: [string, string, unknown?][] = [];
    for (const name of [first(e, 'submit'), first(e, 'update')].filter(Boolean))
      writes.push([`${base}/${name}`, 'update', { ...record, id, tenantId: '100000' }]);
    if (first(e, 'remove')) writes.push([`${base}/${first(e, 'remove')}?ids=${id}`, 'remove']);
    if (first(e, 'switchStatus'))
      writes.push([`${base}/${first(e, 'switchStatus')}?ids=${id}&status=0`, 'switch-status']);
    for (const [path, label, body] of writes) {
      const res = await call(gw, path, { method: 'POST', token: other, body });
      expect([400, 403], `${label}: ${JSON.stringify(res.body)}`).toContain(res.status);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const after = await call(gw, detailPath, { token: owner });
    expect(after.status).toBe(200);
    expect(after.body.data, 'the owner’s record is unchanged').toEqual(before);
  });

  it('most tenant-owned resources had a record to attack', () => {
    expect(checked.length).toBeGreaterThanOrEqual(Math.floor(TENANT_OWNED.length * 0.7));
  });

  it('the grant endpoints refuse the first tenant’s roles, users and top menus', async () => {
    const me = (await call(gw, '/api/lingxi-auth/oauth/user-info', { token: owner })).body.data as {
      id: string;
      roleId: string;
    };
    const ownerRole = me.roleId.split(',')[0] ?? '';
    const keysBefore = (
      await call(gw, `/api/lingxi-system/menu/role-tree-keys?roleIds=${ownerRole}`, { token: owner })
    ).body.data;
    const tops = (await call(gw, '/api/lingxi-system/topmenu/list?size=1', { token: owner })).body
      .data as Page<{ id: string }>;
    const attempts: [string, unknown][] = [
      [
        '/api/lingxi-system/role/grant',
        { roleIds: [ownerRole], menuIds: [], dataScopeIds: [], apiScopeIds: [] },
      ],
      [`/api/lingxi-user/grant?userIds=${me.id}&roleIds=${ownerRole}`, undefined],
      ['/api/lingxi-system/topmenu/grant', { topMenuIds: [tops.records[0]?.id ?? '1'], menuIds: [] }],
      [`/api/lingxi-user/reset-password?userIds=${me.id}`, undefined],
      [`/api/lx-operation/lingxi-user/reset-password?userIds=${me.id}`, undefined],
    ];
    for (const [path, body] of attempts) {
      const res = await call(gw, path, { method: 'POST', token: other, body });
      expect([400, 403], `${path}: ${JSON.stringify(res.body)}`).toContain(res.status);
    }
    const keysAfter = (
      await call(gw, `/api/lingxi-system/menu/role-tree-keys?roleIds=${ownerRole}`, { token: owner })
    ).body.data;
    expect(keysAfter).toEqual(keysBefore);
    // the first tenant's administrator still logs in with its own password
    expect((await login(gw, 'admin', 'admin')).access_token).toBeTruthy();
  });
});

describe('the restricted operator', () => {
  let held: Set<string>;

  beforeAll(async () => {
    const routes = (
      await call(gw, '/api/lingxi-system/menu/system-routes', { method: 'POST', token: operator })
    ).body.data as MenuNode[];
    const buttons = (await call(gw, '/api/lingxi-system/menu/buttons', { token: operator })).body
      .data as MenuNode[];
    held = new Set([...flatten(routes), ...flatten(buttons)].map((n) => n.code));
  });

  it('answers 403 on every endpoint behind a menu or button it lacks', async () => {
    const refused: string[] = [];
    for (const def of RESOURCES) {
      const e = endpointsOf(def);
      for (const base of paths(def)) {
        const probes: [string, string, string, unknown?][] = [];
        for (const kind of [
          'list',
          'detail',
          'all',
          'tree',
          'lazyList',
          'parentList',
          'childList',
          'lazyTree',
        ])
          for (const name of e[kind] ?? [])
            if (!def.openReads?.includes(name))
              probes.push([def.permission, 'GET', `${base}/${name}?id=1&parentId=0`]);
        for (const name of [...(e.submit ?? []), ...(e.create ?? [])])
          probes.push([`${def.permission}_add`, 'POST', `${base}/${name}`, {}]);
        for (const name of e.update ?? [])
          probes.push([`${def.permission}_edit`, 'POST', `${base}/${name}`, { id: '1' }]);
        for (const name of e.switchStatus ?? [])
          probes.push([`${def.permission}_edit`, 'POST', `${base}/${name}?ids=1&status=1`]);
        for (const name of e.remove ?? [])
          probes.push([`${def.permission}_delete`, 'POST', `${base}/${name}?ids=1`]);
        for (const [code, method, path, body] of probes) {
          const lacks = !held.has(code) || (def.platformOnly ?? false);
          if (!lacks) continue;
          const res = await call(gw, path, { method, token: operator, body });
          expect(res.status, `${code} ${method} ${path}: ${JSON.stringify(res.body)}`).toBe(403);
          refused.push(path);
        }
      }
    }
    expect(refused.length).toBeGreaterThan(50);
    // and it holds no delete button at all
    expect([...held].some((c) => c.endsWith('_delete'))).toBe(false);
  });

  it('cannot give itself roles, menus or scopes', async () => {
    const meBefore = (await call(gw, '/api/lingxi-auth/oauth/user-info', { token: operator })).body.data as {
      id: string;
      roleId: string;
      roles: string[];
    };
    const admin = (await call(gw, '/api/lingxi-auth/oauth/user-info', { token: owner })).body.data as {
      roleId: string;
    };
    const adminRole = admin.roleId.split(',')[0] ?? '';
    const ownRole = meBefore.roleId.split(',')[0] ?? '';
    const menus = (await call(gw, '/api/lingxi-system/menu/list', { token: owner })).body.data as {
      id: string;
    }[];
    const allMenus = flatten(menus as unknown as MenuNode[]).map((m) => m.id);
    const attempts: [string, unknown][] = [
      [
        '/api/lingxi-system/role/grant',
        { roleIds: [ownRole], menuIds: allMenus, dataScopeIds: [], apiScopeIds: [] },
      ],
      [`/api/lingxi-user/grant?userIds=${meBefore.id}&roleIds=${adminRole}`, undefined],
      [
        '/api/lingxi-user/submit',
        { id: meBefore.id, account: 'operator', realName: '操作员', roleId: adminRole },
      ],
      ['/api/lingxi-user/update', { id: meBefore.id, roleId: adminRole }],
      [
        '/api/lx-operation/lingxi-user/submit',
        { id: meBefore.id, account: 'operator', realName: '操作员', roleId: adminRole },
      ],
      ['/api/lingxi-system/role/submit', { id: ownRole, roleName: '操作员', roleAlias: 'administrator' }],
      ['/api/lingxi-system/role/submit', { roleName: '提权', roleAlias: 'administrator2' }],
      ['/api/lingxi-system/menu/submit', { code: 'escalate', name: '提权', category: 2, parentId: '0' }],
      ['/api/lingxi-system/topmenu/grant', { topMenuIds: ['1'], menuIds: allMenus }],
      [
        '/api/lingxi-system/data-scope/submit',
        { menuId: allMenus[0], resourceCode: 'x', scopeName: 'x', scopeType: 1 },
      ],
      [
        '/api/lingxi-system/api-scope/submit',
        { menuId: allMenus[0], resourceCode: 'x', scopeName: 'x', scopePath: '/x', scopeType: 1 },
      ],
      [`/api/lingxi-user/update-platform?userId=${meBefore.id}&userType=1&userExt=%7B%7D`, undefined],
    ];
    for (const [path, body] of attempts) {
      const res = await call(gw, path, { method: 'POST', token: operator, body });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(403);
    }
    // a profile update cannot carry roles either
    const info = await call(gw, '/api/lingxi-user/update-info', {
      method: 'POST',
      token: operator,
      body: { roleId: adminRole, roles: ['administrator'] },
    });
    expect(info.status).toBeLessThan(500);
    const fresh = (await login(gw, 'operator', 'operator')).access_token;
    const meAfter = (await call(gw, '/api/lingxi-auth/oauth/user-info', { token: fresh })).body.data as {
      roleId: string;
      roles: string[];
    };
    expect(meAfter.roleId).toBe(meBefore.roleId);
    expect(meAfter.roles).toEqual(meBefore.roles);
    const buttons = (await call(gw, '/api/lingxi-system/menu/buttons', { token: fresh })).body
      .data as MenuNode[];
    expect(new Set(flatten(buttons).map((n) => n.code)).size).toBeLessThanOrEqual(held.size);
    expect(flatten(buttons).some((n) => n.code.endsWith('_delete'))).toBe(false);
  });
});

describe('another tenant’s administrator: menus, buttons and the API agree', () => {
  const platformOnly = RESOURCES.filter((d) => d.platformOnly);

  it('the platform pages are exactly the platform-only resources', () => {
    expect(new Set(platformOnly.map((d) => d.permission))).toEqual(PLATFORM_PAGES);
  });

  it('offers no platform page or button, whose API answers 403; the platform administrator has them', async () => {
    const offered = async (token: string) => {
      const routes = (await call(gw, '/api/lingxi-system/menu/system-routes', { method: 'POST', token })).body
        .data as MenuNode[];
      const buttons = (await call(gw, '/api/lingxi-system/menu/buttons', { token })).body.data as MenuNode[];
      return new Set([...flatten(routes), ...flatten(buttons)].map((n) => n.code));
    };
    const mine = await offered(other);
    const platform = await offered(owner);
    for (const page of PLATFORM_PAGES) {
      expect(platform.has(page), page).toBe(true);
      expect(platform.has(`${page}_add`), page).toBe(true);
      expect(mine.has(page), page).toBe(false);
      expect(
        [...mine].filter((code) => code.startsWith(`${page}_`)),
        page,
      ).toEqual([]);
    }
    for (const def of platformOnly) {
      const base = paths(def)[0] ?? '';
      const list = first(endpointsOf(def), 'list');
      expect((await call(gw, `${base}/${list}`, { token: other })).status, def.name).toBe(403);
      expect((await call(gw, `${base}/${list}`, { token: owner })).status, def.name).toBe(200);
    }
    // the rest of the administrator's menu is there: the other pages of the same group
    expect(mine.has('param')).toBe(true);
    expect(mine.has('post')).toBe(true);
    expect(mine.has('role')).toBe(true);
  });
});
