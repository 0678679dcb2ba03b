/**
 * The identity centre's calls (issue 22; SPEC §7 "Projects and enterprise data", "Members", §3 single
 * sign-on): certified enterprises and their registered users, personal users, the member operation log,
 * administrators (exactly one per enterprise), child accounts (SPEC §5 phone), user systems and bindings.
 * Each: the envelope, paging, bad input → 400 with msg, tenant isolation, permission codes (the seeded
 * `identity` account holds every code of the centre, `idviewer` only its pages, `operator` none).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, md5, type Page, uniq } from './helpers';

let gw: Gw;
let identity: string;
let viewer: string;
let operator: string;
let park: string;

const get = (path: string, token = identity) => call(gw, path, { token });
const post = (path: string, body?: unknown, token = identity) =>
  call(gw, path, { method: 'POST', token, body });
const data = <T>(res: { body: { data?: unknown } }) => res.body.data as T;

const CE = '/api/lingxi-web-uniformIA/certifiedEnterprise';
const RU = '/api/lingxi-web-uniformIA/registerUser';
const M = '/api/lx-appserver/lingxi-member-oper-log/memberoperlog';
const A = '/api/lx-appserver/lingxi-app-enterprise/enterprise';
const SSO = '/api/lingxi-sso/usersystem';

interface Enterprise {
  id: string;
  enterpriseName: string;
  creditCode: string;
  certifyTime: string;
  tenantId: string;
}
interface Member {
  id: string;
  account: string;
  enterpriseId: string;
  enterpriseName: string | null;
  isAdmin: number;
  parentId: string;
  childCount: number;
}

function expectPage(res: { status: number; body: Record<string, unknown> }, size: number) {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  expect(res.body).toMatchObject({ code: 200, success: true });
  const page = res.body.data as Page<unknown>;
  expect(page).toMatchObject({ size, current: expect.any(Number), pages: expect.any(Number) });
  expect(page.records.length).toBeLessThanOrEqual(size);
  return page;
}

beforeAll(async () => {
  gw = await connect();
  identity = (await login(gw, 'identity', 'identity')).access_token;
  viewer = (await login(gw, 'idviewer', 'idviewer')).access_token;
  operator = (await login(gw, 'operator', 'operator')).access_token;
  park = (await login(gw, 'admin', 'admin', '100000')).access_token;
});

describe('certified enterprises', () => {
  it('pages tens of enterprises, newest certification first, and searches name, credit code and dates', async () => {
    const first = expectPage(await get(`${CE}/page?current=1&size=10`), 10) as Page<Enterprise>;
    expect(first.total).toBeGreaterThanOrEqual(50);
    const second = data<Page<Enterprise>>(await get(`${CE}/page?current=2&size=10`));
    expect(second.records.map((e) => e.id)).not.toContain(first.records[0]?.id);
    const times = first.records.map((e) => e.certifyTime);
    expect([...times].sort().reverse()).toEqual(times);

    const target = second.records[3] as Enterprise;
    const byName = data<Page<Enterprise>>(
      await get(
        `${CE}/page?enterpriseName=${encodeURIComponent(target.enterpriseName.slice(2, 8))}&size=100`,
      ),
    );
    expect(byName.records.map((e) => e.id)).toContain(target.id);
    expect(byName.records.every((e) => e.enterpriseName.includes(target.enterpriseName.slice(2, 8)))).toBe(
      true,
    );
    const byCode = data<Page<Enterprise>>(await get(`${CE}/page?creditCode=${target.creditCode}`));
    expect(byCode.records.map((e) => e.id)).toEqual([target.id]);
    const day = target.certifyTime.slice(0, 10);
    const range = data<Page<Enterprise>>(
      await get(
        `${CE}/page?size=100&certifyTime_datege=${encodeURIComponent(`${day} 00:00:00`)}&certifyTime_datelt=${encodeURIComponent(`${day} 23:59:59`)}`,
      ),
    );
    expect(range.records.map((e) => e.id)).toContain(target.id);
    expect(range.records.every((e) => e.certifyTime.startsWith(day))).toBe(true);

    const bad = await get(`${CE}/page?certifyTime_datege=yesterday`);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('查询条件certifyTime_datege格式不正确');
    expect((await get(`${CE}/page?size=500`)).status).toBe(400);
  });

  it('keeps each tenant to its own enterprises and asks for the page code', async () => {
    const ours = data<Page<Enterprise>>(await get(`${CE}/page?size=5`));
    const theirs = data<Page<Enterprise>>(await get(`${CE}/page?size=200`, park));
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.records.every((e) => e.tenantId === '100000')).toBe(true);
    const id = ours.records[0]?.id;
    expect((await get(`${CE}/detail?id=${id}`)).body.data).toMatchObject({ id });
    expect((await get(`${CE}/detail?id=${id}`, park)).status).toBe(404);
    expect((await get(`${CE}/listRegisterUser?enterpriseId=${id}`, park)).body.data).toMatchObject({
      total: 0,
    });
    expect((await get(`${CE}/page`, operator)).status).toBe(403);
    expect((await get(`${CE}/page`, operator)).body.msg).toBe('缺失功能权限');
    expect((await get(`${CE}/page`, viewer)).status).toBe(200);
  });

  it("lists an enterprise's registered users, a user's detail without the password, and resets it", async () => {
    const enterprise = data<Page<Enterprise>>(await get(`${CE}/page?size=1&current=3`))
      .records[0] as Enterprise;
    const users = expectPage(
      await get(`${CE}/listRegisterUser?enterpriseId=${enterprise.id}&size=10`),
      10,
    ) as Page<Member>;
    expect(users.total).toBeGreaterThanOrEqual(2);
    expect(users.records.every((u) => u.enterpriseId === enterprise.id)).toBe(true);
    const missing = await get(`${CE}/listRegisterUser`);
    expect([missing.status, missing.body.msg]).toEqual([400, '请传入企业id']);

    const member = users.records[0] as Member;
    const detail = await get(`${CE}/registerUserDetail?id=${member.id}`);
    expect(detail.body.data).toMatchObject({ id: member.id, account: member.account });
    expect(detail.body.data).not.toHaveProperty('password');
    expect((await get(`${CE}/registerUserDetail?id=${member.id}`, park)).status).toBe(404);
    expect((await get(`${CE}/registerUserDetail?id=abc`)).body.msg).toBe('请传入正确的主键id');

    // the viewer sees, but may not reset (certifiedEnterprise_resetPassword)
    expect((await get(`${CE}/resetPassword?id=${member.id}`, viewer)).status).toBe(403);
    const reset = await get(`${CE}/resetPassword?id=${member.id}`);
    expect([reset.status, reset.body.msg]).toEqual([200, '重置密码成功']);
    const log = data<Page<{ operation: string; account: string }>>(
      await get(`${M}/listRecord?registerUserId=${member.id}&size=50`),
    );
    expect(log.records.find((r) => r.operation === '重置密码')?.account).toBe(member.account);
    expect((await get(`${CE}/resetPassword?id=${member.id}`, park)).body.msg).toBe('用户不存在');
    expect((await get(`${CE}/resetPassword`)).body.msg).toBe('请传入用户id');
  });
});

describe('registered personal users', () => {
  it('pages the users, searches them, and lists the enterprises each belongs to', async () => {
    const page = expectPage(await get(`${RU}/page?size=30`), 30) as Page<Member>;
    expect(page.total).toBeGreaterThanOrEqual(100);
    const persons = data<Page<Member>>(await get(`${RU}/page?account=person0&size=100`));
    expect(persons.total).toBeGreaterThanOrEqual(9);
    expect(persons.records.every((u) => u.account.includes('person0'))).toBe(true);

    const loner = persons.records[0] as Member;
    expect((await get(`${RU}/detail?id=${loner.id}`)).body.data).not.toHaveProperty('password');
    expect(data<unknown[]>(await get(`${CE}/listEnterpriseByUser?userId=${loner.id}`))).toEqual([]);

    const member = data<Page<Member>>(await get(`${M}/pageEntUser?size=1`)).records[0] as Member;
    const theirs = data<Enterprise[]>(await get(`${CE}/listEnterpriseByUser?userId=${member.id}`, viewer));
    expect(theirs.map((e) => e.id)).toEqual([member.enterpriseId]);
    expect(theirs[0]?.enterpriseName).toBe(member.enterpriseName);
    expect(data<unknown[]>(await get(`${CE}/listEnterpriseByUser?userId=${member.id}`, park))).toEqual([]);
    expect((await get(`${CE}/listEnterpriseByUser`)).body.msg).toBe('请传入用户id');
    expect((await get(`${CE}/listEnterpriseByUser?userId=${member.id}`, operator)).status).toBe(403);
    expect((await get(`${RU}/page`, operator)).status).toBe(403);
    expect((await get(`${RU}/detail?id=${loner.id}`, park)).status).toBe(404);
  });
});

describe('the member operation log', () => {
  it("pages the enterprises' users with their enterprise, then one user's records", async () => {
    expect(data<Page<Member>>(await get(`${M}/pageEntUser?size=10`, viewer)).total).toBeGreaterThanOrEqual(
      150,
    );
    const page = expectPage(await get(`${M}/pageEntUser?size=10&account=m0`, viewer), 10) as Page<Member>;
    expect(page.records.every((m) => m.enterpriseId && m.enterpriseName)).toBe(true);
    const someone = page.records[0] as Member;
    const named = data<Page<Member>>(
      await get(
        `${M}/pageEntUser?size=100&enterpriseName=${encodeURIComponent(someone.enterpriseName ?? '')}`,
      ),
    );
    expect(named.records.map((m) => m.id)).toContain(someone.id);
    expect(named.records.every((m) => m.enterpriseName === someone.enterpriseName)).toBe(true);

    const records = expectPage(
      await get(`${M}/listRecord?registerUserId=${someone.id}&size=10`, viewer),
      10,
    ) as Page<{ registerUserId: string; operation: string }>;
    expect(records.total).toBeGreaterThanOrEqual(2);
    expect(records.records.every((r) => r.registerUserId === someone.id)).toBe(true);

    const all = data<Member[]>(await get(`${M}/listEntUser?enterpriseId=${someone.enterpriseId}`));
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.every((m) => m.enterpriseId === someone.enterpriseId)).toBe(true);
    expect((await get(`${M}/listEntUser`)).body.msg).toBe('请传入企业id');
    expect((await get(`${M}/pageEntUser?isAdmin=x`)).body.msg).toBe('查询条件isAdmin格式不正确');
    expect(data<Member[]>(await get(`${M}/listEntUser?enterpriseId=${someone.enterpriseId}`, park))).toEqual(
      [],
    );
    expect(data<Page<unknown>>(await get(`${M}/listRecord?registerUserId=${someone.id}`, park)).total).toBe(
      0,
    );
    expect((await get(`${M}/pageEntUser`, operator)).status).toBe(403);
    expect((await get(`${M}/listRecord`, operator)).status).toBe(403);
  });
});

describe('administrators: exactly one per enterprise', () => {
  const membersOf = async (enterpriseId: string) =>
    data<Member[]>(await get(`${M}/listEntUser?enterpriseId=${enterpriseId}`));

  it('makes a member the administrator, takes the office from the one before, with its child accounts', async () => {
    // an enterprise seeded without an administrator
    const page = data<Page<Member>>(await get(`${M}/pageEntUser?size=200&parentId=0`));
    const byEnterprise = new Map<string, Member[]>();
    for (const m of page.records)
      byEnterprise.set(m.enterpriseId, [...(byEnterprise.get(m.enterpriseId) ?? []), m]);
    const [enterpriseId, members] =
      [...byEnterprise.entries()].find(
        ([, list]) => list.length >= 3 && list.every((m) => m.isAdmin === 0),
      ) ?? [];
    expect(enterpriseId).toBeTruthy();
    const [first, second] = members as Member[];
    if (!enterpriseId || !first || !second) return;

    expect(
      (
        await post(
          `${A}/settingAdministrators?enterpriseId=${enterpriseId}&userId=${first.id}`,
          undefined,
          viewer,
        )
      ).status,
    ).toBe(403);
    const set = await post(`${A}/settingAdministrators?enterpriseId=${enterpriseId}&userId=${first.id}`);
    expect([set.status, set.body.msg]).toEqual([200, '设置成功']);
    expect((await membersOf(enterpriseId)).filter((m) => m.isAdmin === 1).map((m) => m.id)).toEqual([
      first.id,
    ]);

    const child = await post(`${A}/saveChildAccount`, {
      parentId: first.id,
      account: `sub_${uniq()}`,
      password: md5('Sub#1234'),
      realName: '随行子账号',
      phone: '13912345678',
    });
    expect(child.status, JSON.stringify(child.body)).toBe(200);
    const childId = (child.body.data as Member).id;

    expect(
      (await post(`${A}/settingAdministrators?enterpriseId=${enterpriseId}&userId=${second.id}`)).status,
    ).toBe(200);
    const after = await membersOf(enterpriseId);
    expect(after.filter((m) => m.isAdmin === 1).map((m) => m.id)).toEqual([second.id]);
    expect(after.find((m) => m.id === childId)?.parentId).toBe(second.id);
    expect(after.find((m) => m.id === second.id)?.childCount).toBe(1);

    const refused = await post(`${A}/settingAdministrators?enterpriseId=${enterpriseId}&userId=${childId}`);
    expect([refused.status, refused.body.msg]).toEqual([400, '子账号不能设为管理员']);
    const elsewhere = page.records.find((m) => m.enterpriseId !== enterpriseId) as Member;
    expect(
      (await post(`${A}/settingAdministrators?enterpriseId=${enterpriseId}&userId=${elsewhere.id}`)).body.msg,
    ).toBe('该用户不是企业成员');
    expect((await post(`${A}/settingAdministrators?userId=${first.id}`)).body.msg).toBe('请选择企业');
    expect((await post(`${A}/settingAdministrators?enterpriseId=${enterpriseId}`)).body.msg).toBe(
      '请选择用户',
    );
    expect(
      (
        await post(
          `${A}/settingAdministrators?enterpriseId=${enterpriseId}&userId=${first.id}`,
          undefined,
          park,
        )
      ).body.msg,
    ).toBe('该用户不是企业成员');
    const log = data<Page<{ operation: string }>>(await get(`${M}/listRecord?registerUserId=${second.id}`));
    expect(log.records.map((r) => r.operation)).toContain('设置管理员');
  });

  it('stays one administrator when two are set at the same time', async () => {
    const page = data<Page<Member>>(await get(`${M}/pageEntUser?size=200&parentId=0`));
    const byEnterprise = new Map<string, Member[]>();
    for (const m of page.records)
      byEnterprise.set(m.enterpriseId, [...(byEnterprise.get(m.enterpriseId) ?? []), m]);
    // the last enterprise with an administrator and five members (none the other tests change)
    const [enterpriseId, members] =
      [...byEnterprise.entries()]
        .reverse()
        .find(([, list]) => list.length >= 5 && list.some((m) => m.isAdmin)) ?? [];
    if (!enterpriseId || !members) throw new Error('no enterprise with three members');
    const answers = await Promise.all(
      members
        .slice(0, 3)
        .map((m) => post(`${A}/settingAdministrators?enterpriseId=${enterpriseId}&userId=${m.id}`)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await membersOf(enterpriseId)).filter((m) => m.isAdmin === 1)).toHaveLength(1);
  });
});

describe('child accounts', () => {
  it("adds an administrator's sub-account with SPEC §5's phone check, lists it, and removes it", async () => {
    const admins = data<Page<Member>>(await get(`${M}/pageEntUser?isAdmin=1&size=50`));
    expect(admins.total).toBeGreaterThanOrEqual(30);
    const parent = admins.records[admins.records.length - 1] as Member;
    const account = `sub_${uniq()}`;
    const body = { parentId: parent.id, account, password: md5('Sub#1234'), realName: '子账号甲' };
    const before = data<Member[]>(await get(`${M}/listEntUser?parentId=${parent.id}`)).length;
    for (const [phone, msg] of [
      [undefined, '手机号码不能为空'],
      ['', '手机号码不能为空'],
      ['13a00000000', '请输入数字'],
      ['1380000', '手机号码长度不为11位'],
      ['12345678901', '手机号码格式不正确'],
    ] as const) {
      const res = await post(`${A}/saveChildAccount`, { ...body, phone });
      expect([res.status, res.body.msg], String(phone)).toEqual([400, msg]);
    }
    expect(data<Member[]>(await get(`${M}/listEntUser?parentId=${parent.id}`))).toHaveLength(before);
    expect((await post(`${A}/saveChildAccount`, { ...body, phone: '13812345678' }, viewer)).status).toBe(403);
    expect((await post(`${A}/saveChildAccount`, { ...body, phone: '13812345678' }, park)).body.msg).toBe(
      '主账号不存在或不是企业管理员',
    );

    const saved = await post(`${A}/saveChildAccount`, { ...body, phone: '13812345678' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const child = saved.body.data as Member;
    expect(child).toMatchObject({
      account,
      parentId: parent.id,
      enterpriseId: parent.enterpriseId,
      isAdmin: 0,
    });
    expect(child).not.toHaveProperty('password');
    expect((await post(`${A}/saveChildAccount`, { ...body, phone: '13812345678' })).body.msg).toBe(
      '当前账号已存在',
    );
    const listed = data<Member[]>(await get(`${M}/listEntUser?parentId=${parent.id}`));
    expect(listed.map((m) => m.account)).toContain(account);

    expect((await post(`${A}/deleteChildAccount?id=${child.id}`, undefined, viewer)).status).toBe(403);
    expect((await post(`${A}/deleteChildAccount?id=${child.id}`, undefined, park)).body.msg).toBe(
      '子账号不存在',
    );
    const removed = await post(`${A}/deleteChildAccount?id=${child.id}`);
    expect([removed.status, removed.body.msg]).toEqual([200, '删除成功']);
    expect(
      data<Member[]>(await get(`${M}/listEntUser?parentId=${parent.id}`)).map((m) => m.id),
    ).not.toContain(child.id);
    expect((await post(`${A}/deleteChildAccount?id=${parent.id}`)).body.msg).toBe('子账号不存在');
    expect((await post(`${A}/deleteChildAccount`)).body.msg).toBe('请选择子账号');
  });
});

describe('single sign-on user systems', () => {
  interface System {
    id: string;
    systemCode: string;
    systemName: string;
    status: number;
    bound?: boolean;
    extAccount?: string | null;
  }
  interface Binding {
    account: string;
    extAccount: string;
    systemId: string;
    realName: string | null;
  }

  it('pages the systems, an account across them, and the accounts bound to one', async () => {
    const page = expectPage(await get(`${SSO}/page?size=5`, viewer), 5) as Page<System>;
    expect(page.total).toBeGreaterThanOrEqual(10);
    const mine = data<Page<System>>(await post(`${SSO}/bindPage?account=identity&size=50`));
    expect(mine.records.some((s) => s.bound)).toBe(true);
    const system = mine.records.find((s) => s.bound) as System;
    const bound = expectPage(
      await get(`${SSO}/bindPage?systemId=${system.id}&size=100`),
      100,
    ) as Page<Binding>;
    expect(bound.total).toBeGreaterThanOrEqual(10);
    expect(bound.records.every((b) => b.systemId === system.id)).toBe(true);
    expect(bound.records.find((b) => b.account === 'identity')).toMatchObject({
      extAccount: system.extAccount,
      realName: '沈认证',
    });
    const filtered = data<Page<Binding>>(await get(`${SSO}/bindPage?systemId=${system.id}&account=identity`));
    expect(filtered.records.map((b) => b.account)).toEqual(['identity']);
    expect((await get(`${SSO}/bindPage?systemId=${system.id}`, park)).body.msg).toBe('用户系统不存在');
    expect((await get(`${SSO}/bindPage?systemId=abc`)).body.msg).toBe('用户系统编号格式不正确');
    expect((await get(`${SSO}/bindPage`, operator)).status).toBe(403);
  });

  it('binds an account once checkAuth says it may, and says why when it may not', async () => {
    const code = `sso_${uniq()}`;
    const created = await post(`${SSO}/submit`, {
      systemName: '测试接入系统',
      systemCode: code,
      url: 'https://sso.example',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const systemId = (created.body.data as System).id;
    const ext = `ext_${uniq()}`;

    const check = await get(`${SSO}/checkAuth?systemId=${systemId}&account=idviewer&extAccount=${ext}`);
    expect(check.body.data).toEqual({ authorized: false, extAccount: null, bindable: true, reason: null });
    expect((await get(`${SSO}/checkAuth?systemId=${systemId}&account=idviewer`, viewer)).status).toBe(403);
    expect(
      (await post(`${SSO}/bind`, { systemId, account: 'idviewer', extAccount: ext }, viewer)).status,
    ).toBe(403);
    const bind = await post(`${SSO}/bind`, { systemId, account: 'idviewer', extAccount: ext });
    expect([bind.status, bind.body.msg]).toEqual([200, '绑定成功']);
    expect(data<Page<Binding>>(await get(`${SSO}/bindPage?systemId=${systemId}`)).records).toMatchObject([
      { account: 'idviewer', extAccount: ext, realName: '韩查看' },
    ]);
    expect(data(await get(`${SSO}/checkAuth?systemCode=${code}`, viewer))).toEqual({
      authorized: true,
      extAccount: ext,
    });

    // the same system account for another platform account: refused, with the reason before and on bind
    const taken = data<{ bindable: boolean; reason: string }>(
      await get(`${SSO}/checkAuth?systemCode=${code}&account=operator&extAccount=${ext}`),
    );
    expect(taken).toMatchObject({
      authorized: false,
      bindable: false,
      reason: `系统账号${ext}已绑定平台账号idviewer`,
    });
    const refused = await post(`${SSO}/bind`, { systemId, account: 'operator', extAccount: ext });
    expect([refused.status, refused.body.msg]).toEqual([400, taken.reason]);
    const unknown = data<{ reason: string }>(
      await get(`${SSO}/checkAuth?systemId=${systemId}&account=nobody_${uniq()}&extAccount=x`),
    );
    expect(unknown.reason).toBe('平台账号不存在');

    // a disabled system takes no binding
    const legacy = data<Page<System>>(await get(`${SSO}/page?systemCode=legacy`)).records[0] as System;
    expect(legacy.status).toBe(0);
    const off = data<{ bindable: boolean; reason: string }>(
      await get(`${SSO}/checkAuth?systemId=${legacy.id}&account=identity&extAccount=x`),
    );
    expect(off).toMatchObject({ bindable: false, reason: '该用户系统已停用，不能绑定账号' });
    expect(
      (await post(`${SSO}/bind`, { systemId: legacy.id, account: 'identity', extAccount: 'x' })).body.msg,
    ).toBe('该用户系统已停用，不能绑定账号');
    expect(
      data(await get(`${SSO}/checkAuth?systemId=${systemId}&account=idviewer&extAccount=x`, park)),
    ).toMatchObject({
      bindable: false,
      reason: '用户系统不存在',
    });
    expect((await get(`${SSO}/checkAuth?systemId=${systemId}&account=`)).body.msg).toBe('请输入平台账号');

    // unbinding: an empty system account
    expect((await post(`${SSO}/bind`, { systemId, account: 'idviewer', extAccount: '' })).body.msg).toBe(
      '已解除绑定',
    );
    expect(data<Page<Binding>>(await get(`${SSO}/bindPage?systemId=${systemId}`)).total).toBe(0);
  });
});
