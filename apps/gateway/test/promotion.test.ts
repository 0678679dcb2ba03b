/**
 * The operations promotion centre's calls (SPEC §7 "Business notice", "Desk, policy and content",
 * users; issue 22): business notices (page, by type, mark handled, the finished ones paged), group
 * messages and their users, enterprise-growth users, notices and blog posts (rich text stored
 * sanitised), reports. Envelope, paging, 400 with msg, tenant isolation, permission codes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, type Page, uniq } from './helpers';

let gw: Gw;
let admin: string;
let park: string;
let operator: string;
const post = (path: string, body?: unknown, token = admin) => call(gw, path, { method: 'POST', token, body });
const get = (path: string, token = admin) => call(gw, path, { token });
const page = async <T>(path: string, token = admin) => {
  const res = await get(path, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.code).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.data as Page<T>;
};

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
  park = (await login(gw, 'admin', 'admin', '100000')).access_token;
  operator = (await login(gw, 'operator', 'operator')).access_token;
});

const HOSTILE =
  '<p onclick="alert(1)">Opening <strong>hours</strong> and <em>rules</em></p>' +
  '<img src="x" onerror="alert(1)"><script>alert(1)</script>' +
  '<a href="javascript:alert(1)">Trap</a> <a href="https://example.com/guide" target="_blank">Guide</a>' +
  '<ol><li>First</li></ol><iframe src="https://evil.example"></iframe><style>p{}</style>';

const expectSanitised = (html: string) => {
  expect(html).not.toMatch(/<img|onerror|onclick|<script|javascript:|<iframe|<style|alert/);
  expect(html).toContain('<strong>hours</strong>');
  expect(html).toContain('<em>rules</em>');
  expect(html).toContain('<ol><li>First</li></ol>');
  expect(html).toContain('Trap');
  expect(html).toContain(
    '<a href="https://example.com/guide" target="_blank" rel="noopener noreferrer">Guide</a>',
  );
};

describe('notices (/lingxi-desk/notice)', () => {
  const N = '/api/lingxi-desk/notice';

  it('pages the seeded notices, searches by title, category and release time range', async () => {
    const first = await page<{ id: string; title: string; releaseTime: string }>(
      `${N}/list?current=1&size=10`,
    );
    expect(first.total).toBeGreaterThanOrEqual(60);
    expect(first.records).toHaveLength(10);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    const second = await page<{ id: string }>(`${N}/list?current=2&size=10`);
    expect(second.current).toBe(2);
    expect(second.records.map((r) => r.id)).not.toContain(first.records[0]?.id);
    // newest release first
    const times = first.records.map((r) => Date.parse(r.releaseTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const titled = await page<{ title: string }>(`${N}/list?title=${encodeURIComponent('人才公寓')}&size=50`);
    expect(titled.total).toBeGreaterThan(0);
    expect(titled.records.every((r) => r.title.includes('人才公寓'))).toBe(true);
    const category = await page<{ category: number }>(`${N}/list?category=3&size=50`);
    expect(category.total).toBeGreaterThan(0);
    expect(category.records.every((r) => r.category === 3)).toBe(true);

    const from = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    const day = (d: Date) => `${d.toISOString().slice(0, 10)} 00:00:00`;
    const ranged = await page<{ releaseTime: string }>(
      `${N}/list?size=200&releaseTime_datege=${encodeURIComponent(day(from))}`,
    );
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.total).toBeLessThan(first.total);
    expect(
      ranged.records.every((r) => Date.parse(r.releaseTime) >= Date.parse(day(from)) - 24 * 3600e3),
    ).toBe(true);
  });

  it('stores the content sanitised: no handler, no script, no javascript: link; formatting kept', async () => {
    const title = `富文本通知${uniq()}`;
    const saved = await post(`${N}/submit`, {
      title,
      category: 1,
      releaseTime: '2026-11-01 09:00:00',
      content: HOSTILE,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = (saved.body.data as { id: string }).id;
    const detail = (await get(`${N}/detail?id=${id}`)).body.data as { content: string; title: string };
    expect(detail.title).toBe(title);
    expectSanitised(detail.content);
    // an update is sanitised as well
    await post(`${N}/submit`, { id, content: '<p>ok</p><img src=x onerror=alert(1)>' });
    expect(((await get(`${N}/detail?id=${id}`)).body.data as { content: string }).content).toBe('<p>ok</p>');
    expect((await post(`${N}/remove?ids=${id}`)).status).toBe(200);
    expect((await get(`${N}/detail?id=${id}`)).body.msg).toBe('数据不存在或已删除');
  });

  it('answers 400 with the message for a bad notice, storing nothing', async () => {
    const before = (await page(`${N}/list?size=1`)).total;
    const noTitle = await post(`${N}/submit`, { category: 1, releaseTime: '2026-11-01 09:00:00' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.msg).toBe('请输入通知标题');
    const badCategory = await post(`${N}/submit`, {
      title: 'x',
      category: 9,
      releaseTime: '2026-11-01 09:00:00',
    });
    expect(badCategory.status).toBe(400);
    expect(String(badCategory.body.msg)).toContain('通知类型');
    expect((await post(`${N}/submit`, { title: 'x', category: 1 })).body.msg).toBe('请选择发布时间');
    expect((await page(`${N}/list?size=1`)).total).toBe(before);
  });

  it('keeps each tenant to its own notices; the operator without the menu is refused', async () => {
    const mine = await post(`${N}/submit`, {
      title: `平台通知${uniq()}`,
      category: 2,
      releaseTime: '2026-11-02 09:00:00',
      content: '<p>platform</p>',
    });
    const id = (mine.body.data as { id: string }).id;
    expect((await get(`${N}/detail?id=${id}`, park)).body.msg).toBe('数据不存在或已删除');
    const parkList = await page<{ id: string }>(`${N}/list?size=200`, park);
    expect(parkList.total).toBeGreaterThan(0);
    expect(parkList.records.map((r) => r.id)).not.toContain(id);
    expect((await post(`${N}/remove?ids=${id}`, undefined, park)).status).toBe(400);
    expect((await get(`${N}/detail?id=${id}`)).status).toBe(200);
    expect((await get(`${N}/list`, operator)).status).toBe(403);
    expect((await post(`${N}/remove?ids=${id}`, undefined, operator)).status).toBe(403);
  });
});

describe('blog posts (/lingxi-desk/blog)', () => {
  const B = '/api/lingxi-desk/blog';

  it('lists, stores the content sanitised, reads back, removes', async () => {
    const list = await page<{ blogTitle: string }>(`${B}/list?size=10`);
    expect(list.total).toBeGreaterThanOrEqual(48);
    const saved = await post(`${B}/submit`, {
      blogTitle: `博客${uniq()}`,
      blogCategory: 2,
      blogDate: '2026-11-03 10:00:00',
      blogContent: HOSTILE,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const id = (saved.body.data as { id: string }).id;
    expectSanitised(((await get(`${B}/detail?id=${id}`)).body.data as { blogContent: string }).blogContent);
    expect((await post(`${B}/submit`, { blogCategory: 2 })).body.msg).toBe('请输入博客标题');
    expect((await get(`${B}/detail?id=${id}`, park)).body.msg).toBe('数据不存在或已删除');
    expect((await get(`${B}/list`, operator)).status).toBe(403);
    expect((await post(`${B}/remove?ids=${id}`)).status).toBe(200);
  });
});

describe('reports (/lingxi-report/report/rest)', () => {
  const R = '/api/lingxi-report/report/rest';

  it('pages the reports and removes one; the operator is refused', async () => {
    const list = await page<{ id: string; name: string }>(`${R}/list?size=5`);
    expect(list.total).toBeGreaterThanOrEqual(15);
    expect(list.records).toHaveLength(5);
    const found = await page<{ id: string; name: string }>(
      `${R}/list?name=${encodeURIComponent('企业成长指数')}`,
    );
    expect(found.records.map((r) => r.name)).toEqual(['企业成长指数.ureport.xml']);
    expect((await post(`${R}/remove?ids=${found.records[0]?.id}`, undefined, operator)).status).toBe(403);
    expect((await get(`${R}/list`, operator)).status).toBe(403);
    expect((await post(`${R}/remove`)).status).toBe(400);
    expect((await post(`${R}/remove?ids=${found.records[0]?.id}`)).status).toBe(200);
    expect((await page(`${R}/list?name=${encodeURIComponent('企业成长指数')}`)).total).toBe(0);
  });
});

describe('business notices (/lingxi-business-notice/businessnotice)', () => {
  const BN = '/api/lingxi-business-notice/businessnotice';

  it('pages by type, marks one handled, which then shows among the finished ones', async () => {
    const open = await page<{ id: string; title: string; noticeType: number; finishStatus: number }>(
      `${BN}/page?noticeType=3&finishStatus=0&size=10`,
    );
    expect(open.total).toBeGreaterThanOrEqual(10);
    expect(open.records.every((r) => r.noticeType === 3 && r.finishStatus === 0)).toBe(true);
    const target = open.records[0];
    if (!target) throw new Error('no open notice');
    const handled = await post(`${BN}/update`, { id: target.id, finishStatus: 1 });
    expect(handled.status, JSON.stringify(handled.body)).toBe(200);
    expect((handled.body.data as { finishStatus: number }).finishStatus).toBe(1);
    const after = await page<{ id: string }>(`${BN}/page?noticeType=3&finishStatus=0&size=200`);
    expect(after.total).toBe(open.total - 1);
    expect(after.records.map((r) => r.id)).not.toContain(target.id);

    const finished = (await post(`${BN}/getFinishNoticeByDeptIdAndUserId?current=1&size=200`)).body
      .data as Page<{ id: string; finishStatus: number }>;
    expect(finished.records.map((r) => r.id)).toContain(target.id);
    expect(finished.records.every((r) => r.finishStatus === 1)).toBe(true);
    const small = (await post(`${BN}/getFinishNoticeByDeptIdAndUserId`, { current: 2, size: 5 })).body
      .data as Page<{ id: string }>;
    expect(small.size).toBe(5);
    expect(small.current).toBe(2);
    expect(small.records).toHaveLength(5);

    // a handled notice is not reopened
    const reopen = await post(`${BN}/update`, { id: target.id, finishStatus: 0 });
    expect(reopen.status).toBe(400);
    expect(reopen.body.msg).toBe('已办结的通知不能恢复为未办结');
    expect((await post(`${BN}/update`, { id: target.id, finishStatus: 5 })).status).toBe(400);
  });

  it('lists by type (tabs), refuses a type outside 1 to 4, keeps tenants apart, needs the menu', async () => {
    const byType = (await get(`${BN}/getMsgListByType?noticeType=1`)).body.data as { noticeType: number }[];
    expect(byType.length).toBeGreaterThan(0);
    expect(byType.every((n) => n.noticeType === 1)).toBe(true);
    const bad = await get(`${BN}/getMsgListByType?noticeType=7`);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请传入通知类型noticeType(1到4)');
    const platform = await page<{ id: string }>(`${BN}/page?size=1`);
    const id = platform.records[0]?.id;
    expect((await post(`${BN}/update`, { id, finishStatus: 1 }, park)).body.msg).toBe('数据不存在或已删除');
    const parkPage = await page<{ id: string }>(`${BN}/page?size=200`, park);
    expect(parkPage.total).toBeGreaterThan(0);
    expect(parkPage.records.map((r) => r.id)).not.toContain(id);
    expect((await get(`${BN}/page`, operator)).status).toBe(403);
    expect((await post(`${BN}/update`, { id, finishStatus: 1 }, operator)).status).toBe(403);
    expect((await post(`${BN}/getFinishNoticeByDeptIdAndUserId`, {}, operator)).status).toBe(403);
  });
});

describe('group messages (/lx-operation/message)', () => {
  const M = '/api/lx-operation/message';

  it('pages the messages, then the users one was sent to', async () => {
    const messages = await page<{ id: string; title: string; sendCount: number }>(`${M}/page?size=10`);
    expect(messages.total).toBeGreaterThanOrEqual(36);
    const message = messages.records[0];
    if (!message) throw new Error('no message');
    const users = await page<{ messageId: string; userName: string; phone: string }>(
      `${M}/groupMessageUserPage?messageId=${message.id}&size=100`,
    );
    expect(users.total).toBeGreaterThan(0);
    expect(users.records.every((u) => u.messageId === message.id)).toBe(true);
    expect(users.records.every((u) => /^1\d{10}$/.test(u.phone))).toBe(true);
    const named = await page<{ userName: string }>(
      `${M}/groupMessageUserPage?messageId=${message.id}&userName=${encodeURIComponent(users.records[0]?.userName ?? '')}`,
    );
    expect(named.total).toBeGreaterThan(0);
    expect((await get(`${M}/groupMessageUserPage?messageId=abc`)).status).toBe(400);
    // the park's administrator sees none of the platform's recipients
    expect((await page(`${M}/groupMessageUserPage?messageId=${message.id}`, park)).total).toBe(0);
    expect((await get(`${M}/page`, operator)).status).toBe(403);
  });
});

describe('enterprise-growth users (/lx-operation/lingxi-user)', () => {
  const OU = '/api/lx-operation/lingxi-user';

  it('pages the growth users of category-1 departments; update, switch status, reset password', async () => {
    const grow = await page<{
      id: string;
      account: string;
      realName: string;
      userType: number;
      status: number;
    }>(`${OU}/enterpriseGrowthPage?deptCategory=1&size=20`);
    expect(grow.total).toBeGreaterThanOrEqual(45);
    expect(grow.records.every((u) => u.userType === 3)).toBe(true);
    const byAccount = await page<{ account: string }>(
      `${OU}/enterpriseGrowthPage?deptCategory=1&account=grow007`,
    );
    expect(byAccount.records.map((u) => u.account)).toEqual(['grow007']);
    const target = grow.records.find((u) => u.account.startsWith('grow'));
    if (!target) throw new Error('no growth user');
    const renamed = `成长${uniq().slice(-4)}`;
    const updated = await post(`${OU}/update`, { id: target.id, realName: renamed });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(((await get(`${OU}/detail?id=${target.id}`)).body.data as { realName: string }).realName).toBe(
      renamed,
    );
    expect((await post(`${OU}/switch-status?ids=${target.id}&status=0`)).status).toBe(200);
    expect(((await get(`${OU}/detail?id=${target.id}`)).body.data as { status: number }).status).toBe(0);
    expect((await post(`${OU}/switch-status?ids=${target.id}&status=1`)).status).toBe(200);
    const reset = await post(`${OU}/reset-password?userIds=${target.id}`);
    expect(reset.body.msg).toBe('重置密码成功');
    expect((await post(`${OU}/reset-password`)).body.msg).toBe('请选择用户');
    expect((await get(`${OU}/enterpriseGrowthPage?deptCategory=x`)).status).toBe(400);
    // tenants apart; the operator is refused
    const parkGrow = await page<{ id: string }>(`${OU}/enterpriseGrowthPage?deptCategory=1&size=200`, park);
    expect(parkGrow.total).toBeGreaterThan(0);
    expect(parkGrow.records.map((u) => u.id)).not.toContain(target.id);
    expect((await post(`${OU}/reset-password?userIds=${target.id}`, undefined, park)).body.msg).toBe(
      '用户不存在',
    );
    expect((await get(`${OU}/enterpriseGrowthPage?deptCategory=1`, operator)).status).toBe(403);
  });
});
