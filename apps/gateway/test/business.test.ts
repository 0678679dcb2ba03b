/** Projects, enterprises, members, business notices, messages, single sign-on and the large table. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, md5, type Page } from './helpers';

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

describe('projects', () => {
  const P = '/api/lingxi-project/project';

  it('subprojects hang under a top-level project; enable takes a body; listAll lists everything', async () => {
    const top = await post(`${P}/submit`, { projectName: '测试总项目', projectCode: `TP-${uniq()}` });
    const topId = (top.body.data as { id: string }).id;
    const sub = await post(`${P}/addSubproject`, {
      parentId: topId,
      projectName: '测试子项目',
      projectCode: `SP-${uniq()}`,
    });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const subId = (sub.body.data as { id: string }).id;
    const deeper = await post(`${P}/addSubproject`, {
      parentId: subId,
      projectName: '孙项目',
      projectCode: `GP-${uniq()}`,
    });
    expect(deeper.body.msg).toBe('子项目下不能再建子项目');
    expect((await post(`${P}/addSubproject`, { projectName: 'x', projectCode: 'x' })).body.msg).toBe(
      '请选择上级项目',
    );
    const page = (await get(`${P}/page?parentId=0&size=100`)).body.data as Page<{
      id: string;
      hasChildren: boolean;
    }>;
    expect(page.records.find((r) => r.id === topId)?.hasChildren).toBe(true);
    expect((await post(`${P}/enable`, { ids: [subId], status: 0 })).status).toBe(200);
    expect(((await get(`${P}/detail?id=${subId}`)).body.data as { status: number }).status).toBe(0);
    expect((await post(`${P}/enable`, { ids: [subId], status: 3 })).status).toBe(400);
    const all = (await get(`${P}/listAll`)).body.data as { id: string }[];
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining([topId, subId]));
    expect((await post(`${P}/remove?ids=${topId}`)).body.msg).toBe('请先删除子节点');
    expect((await post(`${P}/remove?ids=${topId},${subId}`)).status).toBe(200);
  });
});

describe('the regional enterprise library (100,000 rows)', () => {
  it('pages through the large table, deep pages included, with filters and sorting', async () => {
    const first = (await get('/api/lingxi-area-enterprise/page?size=200')).body.data as Page<{
      creditCode: string;
    }>;
    expect(first.total).toBeGreaterThanOrEqual(Number(process.env.LINGXI_SEED_ROWS ?? 100_000));
    expect(first.records).toHaveLength(200);
    const deepPage = Math.floor((first.total - 1) / 10) - 3;
    const deep = (await get(`/api/lingxi-area-enterprise/page?size=10&current=${deepPage}`)).body
      .data as Page<unknown>;
    expect(deep.records).toHaveLength(10);
    const past = (await get(`/api/lingxi-area-enterprise/page?size=200&current=${first.pages + 1}`)).body
      .data as Page<unknown>;
    expect(past.records).toHaveLength(0);
    const filtered = (
      await get('/api/lingxi-area-enterprise/page?regionName=滨江区&scale=2&industry=生物医药')
    ).body.data as Page<{ regionName: string; scale: number }>;
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.records.every((r) => r.regionName === '滨江区' && r.scale === 2)).toBe(true);
    const sorted = (await get('/api/lingxi-area-enterprise/page?ascs=registeredCapital&size=5')).body
      .data as Page<{
      registeredCapital: number;
    }>;
    const caps = sorted.records.map((r) => r.registeredCapital);
    expect(caps).toEqual([...caps].sort((a, b) => a - b));
    const parkPage = (await get('/api/lingxi-area-enterprise/page', park)).body.data as Page<unknown>;
    expect(parkPage.total).toBeLessThan(1000);
  });
});

describe('certified enterprises and members', () => {
  it('lists registered users of an enterprise, their detail, their enterprises, and resets a password', async () => {
    const CE = '/api/lingxi-web-uniformIA/certifiedEnterprise';
    const ents = (await get(`${CE}/page`)).body.data as Page<{ id: string }>;
    const eid = ents.records[0]?.id;
    const users = (await get(`${CE}/listRegisterUser?enterpriseId=${eid}`)).body.data as Page<{
      id: string;
      enterpriseId: string;
    }>;
    expect(users.total).toBeGreaterThanOrEqual(2);
    expect(users.records.every((u) => u.enterpriseId === eid)).toBe(true);
    const uid = users.records[0]?.id;
    expect((await get(`${CE}/registerUserDetail?id=${uid}`)).body.data).not.toHaveProperty('password');
    const theirs = (await get(`${CE}/listEnterpriseByUser?userId=${uid}`)).body.data as { id: string }[];
    expect(theirs.map((e) => e.id)).toEqual([eid]);
    expect((await get(`${CE}/resetPassword?id=${uid}`)).status).toBe(200);
    expect((await get(`${CE}/resetPassword?id=${uid}`, park)).status).toBe(400);
    expect((await get(`${CE}/listRegisterUser`)).status).toBe(400);
  });

  it('administrators and child accounts, each recorded in the member operation log', async () => {
    const M = '/api/lx-appserver/lingxi-member-oper-log/memberoperlog';
    const A = '/api/lx-appserver/lingxi-app-enterprise/enterprise';
    const members = (await get(`${M}/pageEntUser?size=100`)).body.data as Page<{
      id: string;
      enterpriseId: string;
      isAdmin: number;
      parentId: string;
    }>;
    const adminMember = members.records.find((m) => m.isAdmin === 1);
    expect(adminMember).toBeTruthy();
    const account = `child_${uniq()}`;
    const saved = await post(`${A}/saveChildAccount`, {
      parentId: adminMember?.id,
      account,
      password: md5('Child#1'),
      realName: '子账号',
      phone: '13700001111',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const child = saved.body.data as { id: string; enterpriseId: string; parentId: string };
    expect(child).toMatchObject({ enterpriseId: adminMember?.enterpriseId, parentId: adminMember?.id });
    expect(
      (await post(`${A}/settingAdministrators?enterpriseId=${child.enterpriseId}&userId=${child.id}`)).body
        .msg,
    ).toBe('子账号不能设为管理员');
    const log = (await get(`${M}/listRecord?registerUserId=${child.id}`)).body.data as Page<{
      operation: string;
    }>;
    expect(log.records.map((r) => r.operation)).toContain('新增子账号');
    const entUsers = (await get(`${M}/listEntUser?enterpriseId=${child.enterpriseId}`)).body.data as {
      id: string;
    }[];
    expect(entUsers.map((u) => u.id)).toContain(child.id);
    expect((await post(`${A}/deleteChildAccount?id=${child.id}`)).status).toBe(200);
    expect((await post(`${A}/deleteChildAccount?id=${adminMember?.id}`)).body.msg).toBe('子账号不存在');
    expect(
      (await post(`${A}/saveChildAccount`, { parentId: child.id, account: 'x', password: md5('x') })).body
        .msg,
    ).toBe('主账号不存在或不是企业管理员');
    expect(
      (
        await post(
          `${A}/settingAdministrators?enterpriseId=${adminMember?.enterpriseId}&userId=${adminMember?.id}`,
        )
      ).status,
    ).toBe(200);
  });
});

describe('business notices and messages', () => {
  it('finished notices page by POST, lists by type, updates', async () => {
    const BN = '/api/lingxi-business-notice/businessnotice';
    const finished = (await post(`${BN}/getFinishNoticeByDeptIdAndUserId`, { current: 1, size: 5 })).body
      .data as Page<{
      finishStatus: number;
    }>;
    expect(finished.total).toBeGreaterThan(0);
    expect(finished.records.every((r) => r.finishStatus === 1)).toBe(true);
    const byType = (await get(`${BN}/getMsgListByType?noticeType=2`)).body.data as {
      id: string;
      noticeType: number;
    }[];
    expect(byType.every((n) => n.noticeType === 2)).toBe(true);
    const target = byType[0];
    const upd = await post(`${BN}/update`, { ...target, readStatus: 1 });
    expect((upd.body.data as { readStatus: number }).readStatus).toBe(1);
    expect((await get(`${BN}/getMsgListByType?noticeType=9`)).status).toBe(400);
    expect((await post(`${BN}/update`, { title: 'x', noticeType: 1 })).body.msg).toBe('请传入正确的主键id');
  });

  it('group message users page by message', async () => {
    const msgs = (await get('/api/lx-operation/message/page')).body.data as Page<{ id: string }>;
    const mid = msgs.records[0]?.id;
    const users = (await get(`/api/lx-operation/message/groupMessageUserPage?messageId=${mid}`)).body
      .data as Page<{
      messageId: string;
    }>;
    expect(users.total).toBeGreaterThan(0);
    expect(users.records.every((u) => u.messageId === mid)).toBe(true);
  });
});

describe('single sign-on', () => {
  it('binds a platform account to a user system, pages bindings and checks authorisation', async () => {
    const SSO = '/api/lingxi-sso/usersystem';
    const page = (await post(`${SSO}/bindPage?account=admin`)).body.data as Page<{
      id: string;
      systemCode: string;
      bound: boolean;
    }>;
    expect(page.records.find((r) => r.systemCode === 'bigdata')?.bound).toBe(true);
    const oa = page.records.find((r) => r.systemCode === 'oa');
    expect(oa?.bound).toBe(false);
    expect(
      ((await get(`${SSO}/checkAuth?systemCode=oa`)).body.data as { authorized: boolean }).authorized,
    ).toBe(false);
    expect(
      (await post(`${SSO}/bind`, { systemId: oa?.id, account: 'admin', extAccount: 'oa_admin' })).status,
    ).toBe(200);
    expect((await get(`${SSO}/checkAuth?systemCode=oa`)).body.data).toEqual({
      authorized: true,
      extAccount: 'oa_admin',
    });
    expect((await post(`${SSO}/bind`, { systemId: oa?.id, account: 'nobody-here' })).body.msg).toBe(
      '平台账号不存在',
    );
    expect((await post(`${SSO}/bind`, { systemId: oa?.id, account: 'admin', extAccount: '' })).body.msg).toBe(
      '已解除绑定',
    );
    expect((await post(`${SSO}/bind`, { systemId: oa?.id }, park)).body.msg).toBe('用户系统不存在');
    expect((await get(`${SSO}/checkAuth`)).status).toBe(400);
  });
});
