import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, flatten, type Gw, login, type MenuNode, uniq } from './helpers';

let gw: Gw;
let admin: string;
let operator: string;

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
  operator = (await login(gw, 'operator', 'operator')).access_token;
});

async function routes(token: string): Promise<MenuNode[]> {
  const res = await call(gw, '/api/lingxi-system/menu/system-routes', { method: 'POST', token });
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data as MenuNode[];
}

async function buttonCodes(token: string): Promise<string[]> {
  const res = await call(gw, '/api/lingxi-system/menu/buttons', { token });
  expect(res.status).toBe(200);
  return flatten(res.body.data as MenuNode[])
    .filter((n) => n.category === 2)
    .map((n) => n.code);
}

describe('menus', () => {
  it('need a login', async () => {
    expect((await call(gw, '/api/lingxi-system/menu/system-routes', { method: 'POST' })).status).toBe(401);
    expect((await call(gw, '/api/lingxi-system/menu/buttons')).status).toBe(401);
  });

  it('gives every menu entry of the four centres, groups and pages, its own i18n key (SPEC §3 meta.i18n)', async () => {
    const all = flatten(await routes(admin));
    expect(all.length).toBeGreaterThanOrEqual(85); // 17 groups, 71 pages
    const keys = all.map((node) => node.meta.i18n);
    // the console holds the other language's text under each key (packages/core/src/menuMessages.ts)
    expect(keys.every((key) => /^[a-zA-Z]+$/.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    expect(all.every((node) => /[\u4e00-\u9fff]/.test(node.name))).toBe(true); // the Chinese text
  });

  it('admin sees the groups of all four centres, sorted, with the node shape of the contract', async () => {
    const tree = await routes(admin);
    const aliases = new Set(tree.map((g) => g.alias));
    for (const alias of ['enterpriseTerminal', 'certification', 'promotion', 'basicData', 'system']) {
      expect(aliases.has(alias), alias).toBe(true);
    }
    expect(tree.map((g) => g.sort)).toEqual([...tree.map((g) => g.sort)].sort((a, b) => a - b));
    const all = flatten(tree);
    expect(all.every((n) => n.category === 1)).toBe(true);
    const param = all.find((n) => n.code === 'param');
    expect(param).toMatchObject({
      path: '/system/param',
      name: '参数管理',
      category: 1,
      meta: { i18n: 'param', hidden: false },
    });
    for (const key of [
      'id',
      'parentId',
      'code',
      'name',
      'alias',
      'path',
      'source',
      'sort',
      'category',
      'action',
      'isOpen',
      'meta',
    ]) {
      expect(param, key).toHaveProperty(key);
    }
    expect(typeof param?.id).toBe('string');
    const system = tree.find((g) => g.code === 'system');
    expect(param?.parentId).toBe(system?.id);
    expect(system?.parentId).toBe('0');
    const paths = all.map((n) => n.path);
    for (const path of [
      '/project/software',
      '/basicData/areaPublish',
      '/platform/topMenu',
      '/managerUser/gardenUser',
      '/logManager/usualLog',
      '/system/code',
      '/enterpriseTerminal/serviceSourceManage',
      '/businessData/areaLibrary',
      '/policy/download',
      '/appeal/track',
      '/desk/leave',
      '/enterpriseCertification/alreadyCertified',
      '/member/childAccounts',
      '/sso/userSystem',
      '/msgManage/groupMessageUser',
      '/managerUser/entGrowUser',
      '/content/report',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(all.find((n) => n.path === '/basicData/editeDictionary')?.meta.hidden).toBe(true);
    expect(all.find((n) => n.path === '/platform/assigned')?.meta.hidden).toBe(true);
    const business = tree.filter((g) => g.alias === 'enterpriseTerminal').map((g) => g.name);
    expect(business).toEqual(['企业服务', '企业库', '政策服务', '诉求管理', '工作流']);
    // children are sorted too
    const systemChildren = system?.children ?? [];
    expect(systemChildren.map((c) => c.sort)).toEqual(
      [...systemChildren.map((c) => c.sort)].sort((a, b) => a - b),
    );
  });

  it('GET routes answers the same tree', async () => {
    const res = await call(gw, '/api/lingxi-system/menu/routes?topMenuId=', { token: admin });
    expect(res.status).toBe(200);
    expect(flatten(res.body.data as MenuNode[]).length).toBe(flatten(await routes(admin)).length);
  });

  it('admin buttons include every action of every page', async () => {
    const codes = await buttonCodes(admin);
    for (const code of [
      'param_add',
      'param_edit',
      'param_delete',
      'param_view',
      'appealTrack_delete',
      'report_view',
    ]) {
      expect(codes).toContain(code);
    }
  });

  it('answer a change of the menus at once, with the same token (the trees are cached per grants version)', async () => {
    const param = flatten(await routes(admin)).find((n) => n.code === 'param');
    await buttonCodes(admin); // both trees are now cached
    const code = `probe${uniq()}`;
    const added = await call(gw, '/api/lingxi-system/menu/submit', {
      method: 'POST',
      token: admin,
      body: {
        code,
        name: '探针',
        alias: 'probe',
        path: '/probe',
        sort: 99,
        category: 2,
        action: 1,
        parentId: param?.id,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(await buttonCodes(admin)).toContain(code);
    const button = flatten(
      (await call(gw, '/api/lingxi-system/menu/list', { token: admin })).body.data as MenuNode[],
    ).find((n) => n.code === code);
    expect(button).toBeTruthy();
    const renamed = await call(gw, '/api/lingxi-system/menu/submit', {
      method: 'POST',
      token: admin,
      body: { ...button, code, name: '探针二', category: 1, path: `/probe/${code}` },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    // a button turned into a page: out of the buttons, into the routes under the parameter page
    expect(await buttonCodes(admin)).not.toContain(code);
    expect(flatten(await routes(admin)).find((n) => n.code === code)?.name).toBe('探针二');
    const removed = await call(gw, `/api/lingxi-system/menu/remove?ids=${button?.id}`, {
      method: 'POST',
      token: admin,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(flatten(await routes(admin)).map((n) => n.code)).not.toContain(code);
  });

  it('operator sees only 基础数据, 系统管理 > 参数管理 and 企业服务', async () => {
    const tree = await routes(operator);
    // sorted by `sort`: the system centre's groups carry descending values (SPEC §9, seed/index.ts)
    expect(tree.map((g) => g.name)).toEqual(['企业服务', '系统管理', '基础数据']);
    const system = tree.find((g) => g.code === 'system');
    expect((system?.children ?? []).map((c) => c.code)).toEqual(['param']);
    const basic = tree.find((g) => g.code === 'basicData');
    expect((basic?.children ?? []).map((c) => c.code)).toEqual([
      'region',
      'dict',
      'dictbiz',
      'editeDictionary',
      'basecode',
      'dept',
    ]);
    expect(flatten(tree).every((n) => n.meta.roles.includes('operator'))).toBe(true);
  });

  it('operator has view/add/edit buttons but no delete button', async () => {
    const codes = await buttonCodes(operator);
    expect(codes).toEqual(
      expect.arrayContaining(['param_view', 'param_add', 'param_edit', 'dict_add', 'enterprise_edit']),
    );
    expect(codes.filter((c) => c.endsWith('_delete'))).toEqual([]);
    expect(codes).not.toContain('tenant_view');
    expect(codes).not.toContain('appeal_view');
  });
});
