// The roles page's tree table (PAGES.md "Roles": not paged): role/lazy-list answers one level at a
// time with hasChildren, or the matches of a search in the whole tree; a tenant sees only its roles.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, uniq } from './helpers';

interface Role {
  id: string;
  parentId: string;
  tenantId: string;
  roleName: string;
  roleAlias: string;
  hasChildren: boolean;
}

const R = '/api/lingxi-system/role';
let gw: Gw;
let admin: string;

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
});

async function level(query: string, token = admin): Promise<Role[]> {
  const res = await call(gw, `${R}/lazy-list${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Role[];
}

async function create(body: Record<string, unknown>): Promise<Role> {
  const res = await call(gw, `${R}/submit`, { method: 'POST', token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Role;
}

describe('role lazy-list', () => {
  it('answers the top level, then the children of a parent, each with hasChildren', async () => {
    const tag = uniq();
    const parent = await create({ roleName: `父角色${tag}`, roleAlias: `p${tag}`, sort: 1 });
    const child = await create({
      roleName: `子角色${tag}`,
      roleAlias: `c${tag}`,
      sort: 1,
      parentId: parent.id,
    });

    const top = await level('');
    const listed = top.find((role) => role.id === parent.id);
    expect(listed).toMatchObject({ roleName: `父角色${tag}`, tenantId: '000000', hasChildren: true });
    expect(top.every((role) => role.parentId === '0')).toBe(true);
    expect(top.some((role) => role.id === child.id)).toBe(false);

    const under = await level(`?parentId=${parent.id}`);
    expect(under.map((role) => role.id)).toEqual([child.id]);
    expect(under[0]?.hasChildren).toBe(false);
  });

  it('answers the matches of a search in the whole tree', async () => {
    const tag = uniq();
    const parent = await create({ roleName: `检索父${tag}`, roleAlias: `sp${tag}`, sort: 1 });
    const child = await create({
      roleName: `检索子${tag}`,
      roleAlias: `sc${tag}`,
      sort: 2,
      parentId: parent.id,
    });
    const found = await level(`?roleName=${encodeURIComponent(`检索子${tag}`)}`);
    expect(found.map((role) => role.id)).toEqual([child.id]);
  });

  it("shows another tenant's administrator only that tenant's roles", async () => {
    const other = (await login(gw, 'admin', 'admin', '100000')).access_token;
    const top = await level('', other);
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((role) => role.tenantId === '100000')).toBe(true);
  });

  it('refuses a malformed parent', async () => {
    const res = await call(gw, `${R}/lazy-list?parentId=abc`, { token: admin });
    expect(res.status).toBe(400);
  });
});
