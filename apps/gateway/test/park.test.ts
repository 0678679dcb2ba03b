/** 园区及运营机构 (/api/lingxi-system/park): the parks and operating institutions of the department tree. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login } from './helpers';

let gw: Gw;
let admin: string;
const get = (path: string, token = admin) => call(gw, path, { token });
const post = (path: string, body?: unknown, token = admin) => call(gw, path, { method: 'POST', token, body });

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
});

type Dept = {
  id: string;
  deptName: string;
  deptCategory: number;
  parentId: string;
  hasChildren: boolean;
  status: number;
};

describe('park resource', () => {
  it('lists only parks (2) and operating institutions (4), as a lazy tree', async () => {
    const res = await get('/api/lingxi-system/park/lazy-list?parentId=0');
    expect(res.status).toBe(200);
    const roots = res.body.data as Dept[];
    expect(roots.length).toBeGreaterThan(0);
    expect(roots.every((d) => [2, 4].includes(d.deptCategory))).toBe(true);
    expect(roots.map((d) => d.deptName)).toEqual(expect.arrayContaining(['灵犀运营中心', '未来科技城园区']));
    expect(roots.map((d) => d.deptName)).not.toContain('杭州市经济和信息化局');
    const park = roots.find((d) => d.deptName === '未来科技城园区') as Dept;
    expect(park.hasChildren).toBe(true);
    const children = (await get(`/api/lingxi-system/park/lazy-list?parentId=${park.id}`)).body.data as Dept[];
    expect(children.map((d) => d.deptName)).toEqual(expect.arrayContaining(['招商部', '园区服务中心']));
  });

  it('creates, moves under a parent, switches status and removes; other categories are refused', async () => {
    const name = `测试园区${Date.now().toString(36)}`;
    expect((await post('/api/lingxi-system/park/submit', { deptName: name, deptCategory: 1 })).status).toBe(
      400,
    );
    const created = await post('/api/lingxi-system/park/submit', {
      deptName: name,
      deptCategory: 2,
      sort: 5,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = (created.body.data as Dept).id;
    const child = await post('/api/lingxi-system/park/submit', {
      deptName: `${name}分部`,
      deptCategory: 2,
      parentId: id,
    });
    expect(child.status).toBe(200);
    const childId = (child.body.data as Dept).id;
    // the dept page sees the same rows
    expect(((await get(`/api/lingxi-system/dept/detail?id=${childId}`)).body.data as Dept).parentId).toBe(id);
    expect((await post(`/api/lingxi-system/park/switch-status?ids=${id}&status=0`)).status).toBe(200);
    expect(((await get(`/api/lingxi-system/park/detail?id=${id}`)).body.data as Dept).status).toBe(0);
    expect((await post(`/api/lingxi-system/park/remove?ids=${id}`)).status).toBe(400); // 请先删除子节点
    expect((await post(`/api/lingxi-system/park/remove?ids=${childId},${id}`)).status).toBe(200);
    expect((await get(`/api/lingxi-system/park/detail?id=${id}`)).status).toBe(404);
  });

  it('needs the park page: the operator (no platform menus) is refused', async () => {
    const operator = (await login(gw, 'operator', 'operator')).access_token;
    expect((await get('/api/lingxi-system/park/lazy-list?parentId=0', operator)).status).toBe(403);
  });
});
