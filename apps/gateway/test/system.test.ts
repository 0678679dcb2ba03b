/** System administration beyond plain CRUD: trees, lazy trees, grants, tenants, the help page. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, flatten, type Gw, login, type MenuNode, md5, type TreeNode } from './helpers';

let gw: Gw;
let admin: string;
let park: string;
const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const post = (path: string, body?: unknown, token = admin) => call(gw, path, { method: 'POST', token, body });
const get = (path: string, token = admin) => call(gw, path, { token });

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
  park = (await login(gw, 'admin', 'admin', '100000')).access_token;
});

describe('dictionaries', () => {
  const D = '/api/lingxi-system/dict';

  it('dictionary?code answers the entries of one code in order, for any logged-in user', async () => {
    const res = await get(`${D}/dictionary?code=sex`);
    expect(res.status).toBe(200);
    const list = res.body.data as { dictKey: string; dictValue: string; sort: number }[];
    expect(list.map((d) => d.dictValue)).toEqual(['男', '女', '未知']);
    expect((await get(`${D}/dictionary`)).status).toBe(400);
  });

  it('parent-list, child-list and tree share the parent/child shape', async () => {
    const parents = (await get(`${D}/parent-list?size=50`)).body.data as {
      records: { id: string; code: string; parentId: string; hasChildren: boolean }[];
    };
    expect(parents.records.every((r) => r.parentId === '0')).toBe(true);
    const sex = parents.records.find((r) => r.code === 'sex');
    expect(sex?.hasChildren).toBe(true);
    const children = (await get(`${D}/child-list?parentId=${sex?.id}`)).body.data as { total: number };
    expect(children.total).toBe(3);
    expect((await get(`${D}/child-list`)).status).toBe(400);
    expect((await get(`${D}/child-list?parentId=abc`)).status).toBe(400);
    const tree = (await get(`${D}/tree?code=DICT`)).body.data as TreeNode[];
    const node = tree.find((n) => n.id === sex?.id);
    expect(node?.children?.map((c) => c.title)).toEqual(['男', '女', '未知']);
  });

  it('a child takes its parent code, needs a key, keys are unique per code, parents with children stay', async () => {
    const code = `t_${uniq()}`;
    const parent = await post(`${D}/submit`, { code, dictValue: '测试父字典', sort: 1 });
    expect(parent.status).toBe(200);
    const pid = (parent.body.data as { id: string }).id;
    const noKey = await post(`${D}/submit`, { parentId: pid, code: 'other', dictValue: '子', sort: 1 });
    expect(noKey.body.msg).toBe('请输入字典键值');
    const child = await post(`${D}/submit`, {
      parentId: pid,
      code: 'other',
      dictKey: '1',
      dictValue: '子',
      sort: 1,
    });
    expect(child.status).toBe(200);
    expect((child.body.data as { code: string }).code).toBe(code);
    const dup = await post(`${D}/submit`, { parentId: pid, code, dictKey: '1', dictValue: '子2', sort: 2 });
    expect(dup.status).toBe(400);
    expect(dup.body.msg).toBe('当前字典键值已存在');
    const dupParent = await post(`${D}/submit`, { code, dictValue: '重复', sort: 1 });
    expect(dupParent.body.msg).toBe('当前字典编码已存在');
    const blocked = await post(`${D}/remove?ids=${pid}`);
    expect(blocked.status).toBe(400);
    expect(blocked.body.msg).toBe('请先删除子节点');
    const badParent = await post(`${D}/submit`, {
      parentId: '999999999',
      code,
      dictKey: '2',
      dictValue: 'x',
      sort: 1,
    });
    expect(badParent.body.msg).toBe('上级字典不存在');
    expect((await post(`${D}/remove?ids=${pid},${(child.body.data as { id: string }).id}`)).status).toBe(200);
  });

  it('platform dictionaries are read-only for another tenant; business dictionaries are its own', async () => {
    expect((await post(`${D}/submit`, { code: `t_${uniq()}`, dictValue: 'x', sort: 1 }, park)).status).toBe(
      403,
    );
    const mine = (await get('/api/lingxi-system/dict-biz/dictionary?code=industry', park)).body.data as {
      tenantId: string;
    }[];
    expect(mine.length).toBe(7);
    expect(mine.every((d) => d.tenantId === '100000')).toBe(true);
  });

  it('business dictionary entries switch status', async () => {
    const list = (await get('/api/lingxi-system/dict-biz/dictionary?code=park_level')).body.data as {
      id: string;
    }[];
    const id = list[0]?.id;
    expect((await post(`/api/lingxi-system/dict-biz/switch-status?ids=${id}&status=0`)).status).toBe(200);
    expect(
      ((await get(`/api/lingxi-system/dict-biz/detail?id=${id}`)).body.data as { status: number }).status,
    ).toBe(0);
    expect((await post(`/api/lingxi-system/dict-biz/switch-status?ids=${id}&status=7`)).status).toBe(400);
    expect((await post(`/api/lingxi-system/dict-biz/switch-status?ids=${id}&status=1`)).status).toBe(200);
  });

  it('base codes page parents and children', async () => {
    const B = '/api/lingxi-basecode-general/basecodegeneral';
    const parents = (await get(`${B}/parentPage`)).body.data as { records: { id: string; code: string }[] };
    const zjlx = parents.records.find((r) => r.code === 'ZJLX');
    const kids = (await get(`${B}/childPage?parentId=${zjlx?.id}`)).body.data as { total: number };
    expect(kids.total).toBe(5);
  });

  it('base codes refuse a second parent of the same code, with a clear message (issue 18)', async () => {
    const B = '/api/lingxi-basecode-general/basecodegeneral';
    const again = await post(`${B}/submit`, { parentId: '0', code: 'ZJLX', name: '证件类型二', sort: 1 });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('当前编码已存在');
    const code = `DUP${String(Date.now()).slice(-5)}`;
    const first = await post(`${B}/submit`, { parentId: '0', code, name: '甲', sort: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const id = (first.body.data as { id: string }).id;
    // saving the same parent again keeps its own code
    expect((await post(`${B}/update`, { id, code, name: '甲二', sort: 2 })).status).toBe(200);
    expect((await post(`${B}/submit`, { parentId: '0', code, name: '乙', sort: 1 })).body.msg).toBe(
      '当前编码已存在',
    );
    // an entry under the parent carries the parent's code
    const entry = await post(`${B}/submit`, { parentId: id, code, name: '条目', codeValue: '1', sort: 1 });
    expect(entry.status, JSON.stringify(entry.body)).toBe(200);
    expect((await post(`${B}/remove?ids=${(entry.body.data as { id: string }).id},${id}`)).status).toBe(200);
  });
});

describe('regions', () => {
  const R = '/api/lingxi-system/region';

  it('lazy-tree opens one level at a time, by parentCode', async () => {
    const top = (await get(`${R}/lazy-tree`)).body.data as TreeNode[];
    const zj = top.find((n) => n.title === '浙江省');
    expect(zj).toMatchObject({ key: '33', hasChildren: true });
    const cities = (await get(`${R}/lazy-tree?parentCode=33`)).body.data as TreeNode[];
    expect(cities.map((c) => c.title)).toContain('杭州市');
    const list = (await get(`${R}/lazy-list?parentCode=3301`)).body.data as {
      code: string;
      hasChildren: boolean;
    }[];
    expect(list.find((r) => r.code === '330106')?.hasChildren).toBe(true);
    expect((await get(`${R}/lazy-tree?parentCode=33;drop`)).status).toBe(400);
  });

  it('detail and remove by code; codes follow the parent; switch-status', async () => {
    expect(((await get(`${R}/detail?code=330106`)).body.data as { name: string }).name).toBe('西湖区');
    // 9xx: no seeded street of 西湖区 (330106001, 004, 012, 013) can be drawn
    const code = `3301069${String(Date.now()).slice(-2)}`;
    const wrongPrefix = await post(`${R}/submit`, { code: '440199', parentCode: '3301', name: '错' });
    expect(wrongPrefix.body.msg).toBe('区划编号必须以上级区划编号开头');
    const created = await post(`${R}/submit`, { code, parentCode: '330106', name: '测试街道' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ regionLevel: 4, ancestors: '00,33,3301,330106' });
    const id = (created.body.data as { id: string }).id;
    expect((await post(`${R}/switch-status?ids=${id}&status=0`)).status).toBe(200);
    expect((await post(`${R}/remove?code=${code}`)).status).toBe(200);
    expect((await get(`${R}/detail?code=${code}`)).status).toBe(404);
    expect((await post(`${R}/remove?code=3301`)).body.msg).toBe('请先删除子节点');
  });
});

describe('departments', () => {
  const P = '/api/lingxi-system/dept';

  it('tree, lazy-tree and the -boot variants', async () => {
    const tree = (await get(`${P}/tree`)).body.data as TreeNode[];
    expect(tree.map((n) => n.title)).toContain('灵犀运营中心');
    const boot = (await get(`${P}/tree-boot`)).body.data as TreeNode[];
    expect(boot.length).toBe(tree.length);
    const lazy = (await get(`${P}/lazy-tree-boot?parentId=0`)).body.data as TreeNode[];
    expect(lazy.every((n) => n.parentId === '0')).toBe(true);
    const parkTree = (await get(`${P}/tree`, park)).body.data as TreeNode[];
    expect(parkTree.map((n) => n.title)).toEqual(['示范园区管委会']);
  });

  it('a child gets its ancestors; a node cannot move under itself; sort', async () => {
    const root = await post(`${P}/submit-boot`, { deptName: '测试根机构', deptCategory: 1 });
    const rootId = (root.body.data as { id: string }).id;
    const child = await post(`${P}/submit`, { parentId: rootId, deptName: '测试子机构' });
    const childId = (child.body.data as { id: string }).id;
    expect((child.body.data as { ancestors: string }).ancestors).toBe(`0,${rootId}`);
    const loop = await post(`${P}/submit`, { id: rootId, parentId: childId, deptName: '测试根机构' });
    expect(loop.body.msg).toBe('上级机构不能是自己的下级');
    expect((await post(`${P}/sort`, [{ id: childId, sort: 9 }])).status).toBe(200);
    expect(((await get(`${P}/detail-boot?id=${childId}`)).body.data as { sort: number }).sort).toBe(9);
    expect((await post(`${P}/sort`, [{ id: childId, sort: 'x' }])).status).toBe(400);
    expect((await post(`${P}/remove-boot?ids=${childId},${rootId}`)).status).toBe(200);
  });
});

describe('roles, menus and grants', () => {
  it('a role granted a menu gives its users that menu on their next token', async () => {
    const R = '/api/lingxi-system/role';
    const role = await post(`${R}/submit`, { roleName: '测试授权角色', roleAlias: `g_${uniq()}` });
    const roleId = (role.body.data as { id: string }).id;
    const account = `grant_${uniq()}`;
    const user = await post('/api/lingxi-user/submit', {
      account,
      password: md5('Pass1234'),
      realName: '授权测试',
      roleId,
    });
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    const before = (await login(gw, account, 'Pass1234')).access_token;
    expect((await get('/api/lingxi-desk/notice/list', before)).status).toBe(403);

    const tree = (await get('/api/lingxi-system/menu/grant-tree')).body.data as { menu: TreeNode[] };
    const all = (tree.menu as unknown as MenuNode[]).flatMap((n) => flatten([n as MenuNode]));
    const notice = all.find((n) => (n as unknown as TreeNode).title === '通知公告');
    const content = all.find((n) => (n as unknown as TreeNode).title === '内容管理');
    expect(notice && content).toBeTruthy();
    const bad = await post(`${R}/grant`, { roleIds: [roleId], menuIds: ['123abc'] });
    expect(bad.status).toBe(400);
    const granted = await post(`${R}/grant`, { roleIds: [roleId], menuIds: [content?.id, notice?.id] });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const keys = (await get(`/api/lingxi-system/menu/role-tree-keys?roleIds=${roleId}`)).body.data as {
      menu: string[];
    };
    expect(keys.menu.sort()).toEqual([content?.id, notice?.id].sort());

    const after = (await login(gw, account, 'Pass1234')).access_token;
    expect((await get('/api/lingxi-desk/notice/list', after)).status).toBe(200);
    expect((await post('/api/lingxi-desk/notice/remove?ids=1', undefined, after)).status).toBe(403);
    const routes = (await post('/api/lingxi-system/menu/system-routes', undefined, after)).body
      .data as MenuNode[];
    expect(flatten(routes).map((n) => n.name)).toEqual(['内容管理', '通知公告']);
    // a role still held by a user cannot be removed
    expect((await post(`${R}/remove?ids=${roleId}`)).body.msg).toBe('角色下仍有用户，不能删除');
  });

  it('another tenant cannot grant roles of the platform', async () => {
    const roles = (await get('/api/lingxi-system/role/list')).body.data as { records: { id: string }[] };
    const res = await post(
      '/api/lingxi-system/role/grant',
      { roleIds: [roles.records[0]?.id], menuIds: [] },
      park,
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('角色不存在');
  });

  it('menu trees, top menus and their grants', async () => {
    const list = (await get('/api/lingxi-system/menu/list')).body.data as TreeNode[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    const menuList = (await get('/api/lingxi-system/menu/menu-list')).body.data as (TreeNode & {
      category: number;
    })[];
    expect(flatten(menuList as unknown as MenuNode[]).every((n) => n.category === 1)).toBe(true);
    const lazy = (await get('/api/lingxi-system/menu/lazy-menu-list?parentId=0')).body.data as unknown[];
    expect(lazy.length).toBe(list.length);
    const tops = (await get('/api/lingxi-system/topmenu/list')).body.data as {
      records: { id: string; code: string }[];
    };
    const desk = tops.records.find((t) => t.code === 'desk');
    const topTree = (await get('/api/lingxi-system/menu/grant-top-tree')).body.data as { menu: TreeNode[] };
    const first = topTree.menu[0];
    expect(
      (await post('/api/lingxi-system/topmenu/grant', { topMenuIds: [desk?.id], menuIds: [first?.id] }))
        .status,
    ).toBe(200);
    const keys = (await get(`/api/lingxi-system/menu/top-tree-keys?topMenuIds=${desk?.id}`)).body.data as {
      menu: string[];
    };
    expect(keys.menu).toEqual([first?.id]);
    const top = (await get('/api/lingxi-system/menu/top-menu')).body.data as unknown[];
    expect(top.length).toBeGreaterThanOrEqual(3);
    const mod = (await get('/api/lingxi-system/menu/modules_routes?moduleId=promotion')).body
      .data as MenuNode[];
    expect(mod.every((n) => n.alias === 'promotion')).toBe(true);
    expect(mod.length).toBeGreaterThan(0);
  });

  it('posts offer a select list', async () => {
    const res = await get('/api/lingxi-system/post/select?tenantId=000000');
    expect((res.body.data as { postCode: string }[]).map((p) => p.postCode)).toContain('ceo');
  });
});

describe('tenants and clients', () => {
  const T = '/api/lingxi-system/tenant';

  it('a new tenant gets an administrator who can log in with the initial password', async () => {
    const created = await post(`${T}/submit`, { tenantName: '测试租户', domain: `t${uniq()}.example` });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const tenant = created.body.data as { id: string; tenantId: string; domain: string };
    expect(tenant.tenantId).toMatch(/^\d{6}$/);
    const token = await login(gw, 'admin', '123456', tenant.tenantId);
    expect(token.tenant_id).toBe(tenant.tenantId);
    const params = (await get('/api/lingxi-system/param/list', token.access_token)).body.data as {
      total: number;
    };
    expect(params.total).toBe(0);
    expect(
      (await post(`${T}/setting?ids=${tenant.id}&accountNumber=2&expireTime=2099-12-31 00:00:00`)).status,
    ).toBe(200);
    const full = await post(
      '/api/lingxi-user/submit',
      { account: 'second', password: md5('x'), realName: '二号' },
      token.access_token,
    );
    expect(full.status).toBe(200);
    const over = await post(
      '/api/lingxi-user/submit',
      { account: 'third', password: md5('x'), realName: '三号' },
      token.access_token,
    );
    expect(over.body.msg).toBe('当前租户已到最大账号额度');
    const info = (await get(`${T}/info?domain=${tenant.domain}`)).body.data as { tenantId: string };
    expect(info.tenantId).toBe(tenant.tenantId);
    const ds = (await get('/api/lingxi-develop/datasource/list')).body.data as { records: { id: string }[] };
    expect(
      (await post(`${T}/datasource?tenantId=${tenant.tenantId}&datasourceId=${ds.records[0]?.id}`)).status,
    ).toBe(200);
    expect((await post(`${T}/datasource?tenantId=${tenant.tenantId}&datasourceId=1`)).body.msg).toBe(
      '数据源不存在',
    );
    expect((await post(`${T}/remove?ids=${tenant.id}`)).status).toBe(200);
  });

  it('only the platform tenant manages tenants; the platform tenant stays', async () => {
    expect((await get(`${T}/list`, park)).status).toBe(403);
    const list = (await get(`${T}/list?tenantId=000000`)).body.data as { records: { id: string }[] };
    expect((await post(`${T}/remove?ids=${list.records[0]?.id}`)).body.msg).toBe('平台租户不能删除');
    expect((await post(`${T}/submit`, { tenantName: 'x', tenantId: '12' })).body.msg).toBe(
      '租户ID必须是6位数字',
    );
  });

  it('the console client cannot be removed', async () => {
    const list = (await get('/api/lingxi-system/client/list?clientId=lx_operation')).body.data as {
      records: { id: string; clientId: string }[];
    };
    const id = list.records.find((r) => r.clientId === 'lx_operation')?.id;
    expect((await post(`/api/lingxi-system/client/remove?ids=${id}`)).body.msg).toBe('控制台客户端不能删除');
  });
});

describe('help page', () => {
  it('is a menu entry of the product system management centre served by the gateway', async () => {
    const routes = (await post('/api/lingxi-system/menu/system-routes')).body.data as MenuNode[];
    const system = routes.find((g) => g.code === 'system');
    const help = system?.children?.find((n) => n.path === '/help/guide.html');
    expect(help).toMatchObject({ name: '帮助文档', category: 1 });
    const res = await fetch(`${gw.url}/help/guide.html`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>灵犀运营管理后台 · 帮助文档</title>');
    expect(html).not.toContain('id="root"');
  });
});
