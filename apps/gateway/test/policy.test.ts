/**
 * The policy calls of SPEC §7 ("Desk, policy and content", /lingxi-web-policy) on the shared gateway and
 * its seeded policies: every call's envelope and paging, 400 with `msg` on bad input (nothing stored),
 * permission codes (the restricted operator, the policy clerk), tenant isolation, and the rules of the
 * gateway README's "Policies": a policy with a project still open is not removed, a declaration window
 * closes after it opens, a department once per project, a file with its real name and type, another
 * tenant's file a 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../src/services/policy/handlers';
import { validityError, validityState, windowError, windowState } from '../src/services/policy/rules';
import { call, connect, flatten, type Gw, type Json, login, type MenuNode, type Page, uniq } from './helpers';

type Rec = Record<string, unknown>;
const B = '/api/lingxi-web-policy';

let gw: Gw;
const t: Record<string, string> = {};

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function ok(who: string, path: string, body?: unknown, method?: string): Promise<unknown> {
  const res = await call(gw, path, {
    token: t[who],
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    body,
  });
  expect(res.status, `${path} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  expect(res.body).toMatchObject({ code: 200, success: true });
  expect(typeof res.body.msg).toBe('string');
  return res.body.data;
}
const page = async (who: string, path: string, body?: unknown) => (await ok(who, path, body)) as Page<Rec>;
const post = (who: string, path: string, body?: unknown) =>
  call(gw, path, { token: t[who], method: 'POST', body });
const refused = (res: Json, status: number, msg?: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ code: status, success: false });
  if (msg) expect(res.body.msg).toBe(msg);
  else expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
};

async function upload(who: string, name: string, content: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/plain' }), name);
  const res = await fetch(`${gw.url}/api/lingxi-resource/oss/endpoint/put-file-attach`, {
    method: 'POST',
    headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${t[who]}` },
    body: form,
  });
  const body = (await res.json()) as { data: { attachId: string } };
  expect(res.status).toBe(200);
  return body.data.attachId;
}

const policyBody = (over: Rec = {}): Rec => ({
  title: `测试政策${uniq()}`,
  policyNo: '测试〔2026〕1号',
  category: 1,
  deptName: '杭州市经济和信息化局',
  regionCode: '330100',
  regionName: '杭州市',
  publishDate: day(-1),
  validFrom: day(-1),
  validTo: day(365),
  content: '<p>政策<strong>正文</strong></p>',
  ...over,
});

async function newPolicy(who = 'admin', over: Rec = {}): Promise<Rec> {
  return (await ok(who, `${B}/policy/submit`, policyBody(over))) as Rec;
}
async function newProject(policyId: string, over: Rec = {}): Promise<Rec> {
  return (await ok('admin', `${B}/policyreportproject/submit`, {
    policyId,
    projectName: `测试申报项目${uniq()}`,
    openDate: day(-5),
    closeDate: day(20),
    contact: '陈晓峰',
    phone: '13857101234',
    ...over,
  })) as Rec;
}
async function deptIds(who: string): Promise<string[]> {
  const tree = (await ok(who, '/api/lingxi-system/dept/tree')) as { id: string; children?: unknown[] }[];
  const all: string[] = [];
  const walk = (nodes: { id: string; children?: unknown[] }[]) => {
    for (const n of nodes) {
      all.push(String(n.id));
      walk((n.children ?? []) as { id: string; children?: unknown[] }[]);
    }
  };
  walk(tree);
  return all;
}

beforeAll(async () => {
  gw = await connect();
  for (const account of ['admin', 'operator', 'policyclerk'])
    t[account] = (await login(gw, account, account)).access_token;
  t.park = (await login(gw, 'admin', 'admin', '100000')).access_token;
});

describe('the lists: envelope, paging, filters', () => {
  const LISTS = [
    'policy',
    'download',
    'project',
    'policyreportprojectdep',
    'policyprojectrel',
    'codepolicyreg',
  ];

  it.each(LISTS)('%s/list pages the seeded records', async (name) => {
    const first = await page('admin', `${B}/${name}/list?current=1&size=2`);
    expect(first.size).toBe(2);
    expect(first.current).toBe(1);
    expect(first.total).toBeGreaterThan(0);
    expect(first.pages).toBe(Math.ceil(first.total / 2));
    expect(first.records.length).toBe(Math.min(2, first.total));
    for (const r of first.records) {
      expect(typeof r.id).toBe('string');
      expect(r.tenantId).toBe('000000');
    }
    if (first.total > 2) {
      const second = await page('admin', `${B}/${name}/list?current=2&size=2`);
      expect(second.records.map((r) => r.id)).not.toContain(first.records[0]?.id);
    }
    refused(await call(gw, `${B}/${name}/list?size=201`, { token: t.admin }), 400);
    refused(await call(gw, `${B}/${name}/list?current=abc`, { token: t.admin }), 400);
  });

  it('{product}/list answers every list of the module by its name, GET or POST; another name is a 404', async () => {
    const viaProduct = await page('admin', `${B}/policyreportproject/list?size=50`);
    const viaProject = await page('admin', `${B}/project/list?size=50`);
    expect(viaProduct.total).toBe(viaProject.total);
    const posted = await page('admin', `${B}/project/list`, { size: 50, projectName: '数字化改造' });
    expect(posted.total).toBe(1);
    expect(posted.records[0]?.projectName).toBe('2026年度数字化改造示范项目');
    refused(await call(gw, `${B}/nothing/list`, { token: t.admin }), 404, '资源不存在');
  });

  it('policies are searched by title, category, department and validity', async () => {
    const byTitle = await page('admin', `${B}/policy/list?title=${encodeURIComponent('科技创新券')}`);
    expect(byTitle.records.map((r) => r.title)).toEqual(['杭州高新区科技创新券管理办法']);
    const byCategory = await page('admin', `${B}/policy/list?category_equal=3`);
    expect(byCategory.records.every((r) => r.category === 3)).toBe(true);
    expect(byCategory.total).toBeGreaterThan(0);
    const byDept = await page('admin', `${B}/policy/list?deptName=${encodeURIComponent('经济和信息化')}`);
    expect(byDept.records.every((r) => String(r.deptName).includes('经济和信息化'))).toBe(true);
    const expired = await page('admin', `${B}/policy/list?validState=expired&size=50`);
    expect(expired.records.map((r) => r.title)).toContain('中小企业融资担保费补助办法');
    expect(expired.records.every((r) => r.validState === 'expired' && r.validStateName === '已失效')).toBe(
      true,
    );
    const valid = await page('admin', `${B}/policy/list?validState=valid&size=50`);
    expect(valid.records.map((r) => r.title)).not.toContain('中小企业融资担保费补助办法');
    const onDay = await page('admin', `${B}/policy/list?validOn=2024-06-01&size=50`);
    expect(onDay.records.map((r) => r.title)).toEqual(['中小企业融资担保费补助办法']);
    refused(await call(gw, `${B}/policy/list?validState=sometimes`, { token: t.admin }), 400);
    refused(await call(gw, `${B}/policy/list?validOn=2024-13-45`, { token: t.admin }), 400);
  });

  it('projects are listed by policy and by the state of their window', async () => {
    const policies = await page('admin', `${B}/policy/list?title=${encodeURIComponent('数字经济高质量')}`);
    const policyId = String(policies.records[0]?.id);
    const projects = await page('admin', `${B}/project/list?policyId=${policyId}`);
    expect(projects.records.map((r) => r.projectName).sort()).toEqual([
      '2025年度企业上云奖励',
      '2026年度数字化改造示范项目',
    ]);
    const open = await page('admin', `${B}/project/list?policyId=${policyId}&state=open`);
    expect(open.records.map((r) => [r.projectName, r.state, r.stateName])).toEqual([
      ['2026年度数字化改造示范项目', 'open', '申报中'],
    ]);
    const upcoming = await page('admin', `${B}/project/list?state=upcoming`);
    expect(upcoming.records.every((r) => r.state === 'upcoming')).toBe(true);
    expect(upcoming.total).toBeGreaterThan(0);
    refused(await call(gw, `${B}/project/list?state=maybe`, { token: t.admin }), 400);
  });
});

describe('the details', () => {
  it('a policy answers its content and its files in order', async () => {
    const found = await page('admin', `${B}/policy/list?title=${encodeURIComponent('数字经济高质量')}`);
    const id = String(found.records[0]?.id);
    const policy = (await ok('admin', `${B}/policy/detail?id=${id}`)) as Rec & { attachments: Rec[] };
    expect(policy.content).toContain('<strong>10%</strong>');
    expect(policy.attachments.map((a) => a.originalName)).toEqual([
      '杭州市促进数字经济高质量发展若干政策.pdf',
      '数字化改造项目申报指南.txt',
    ]);
    refused(await call(gw, `${B}/policy/detail?id=1`, { token: t.admin }), 404);
    refused(await call(gw, `${B}/policy/detail?id=abc`, { token: t.admin }), 400);
  });

  it('a project by GET or POST (project/detail, policyreportproject/detail); its departments and relations', async () => {
    const list = await page('admin', `${B}/project/list?projectName=${encodeURIComponent('数字化改造示范')}`);
    const id = String(list.records[0]?.id);
    const viaGet = (await ok('admin', `${B}/project/detail?id=${id}`)) as Rec;
    const viaPost = (await ok('admin', `${B}/project/detail`, { id })) as Rec;
    const viaReport = (await ok('admin', `${B}/policyreportproject/detail?id=${id}`)) as Rec;
    expect(viaPost).toEqual(viaGet);
    expect(viaReport).toEqual(viaGet);
    expect(viaGet).toMatchObject({ projectName: '2026年度数字化改造示范项目', state: 'open' });
    const deps = await page('admin', `${B}/policyreportprojectdep/list?projectId=${id}`);
    expect(deps.records.map((r) => r.deptName)).toEqual(['产业发展处', '数字经济处']);
    const dep = (await ok('admin', `${B}/policyreportprojectdep/detail?id=${deps.records[0]?.id}`)) as Rec;
    expect(dep).toMatchObject({ projectId: id, deptName: '产业发展处' });
    const rels = await page('admin', `${B}/policyprojectrel/list?projectId=${id}`);
    expect(rels.total).toBe(1);
    const rel = (await ok('admin', `${B}/policyprojectrel/detail?id=${rels.records[0]?.id}`)) as Rec;
    expect(rel.remark).toBe('同时适用科技创新券政策');
  });

  it('getPolicyReportProjectDicsList answers the projects as choices (POST), by policy', async () => {
    const all = (await ok('admin', `${B}/project/getPolicyReportProjectDicsList`, {})) as Rec[];
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(all[0] ?? {}).sort()).toEqual(
      ['closeDate', 'id', 'openDate', 'policyId', 'projectName', 'state', 'stateName'].sort(),
    );
    const policyId = String(all[0]?.policyId);
    const some = (await ok('admin', `${B}/project/getPolicyReportProjectDicsList`, { policyId })) as Rec[];
    expect(some.every((p) => p.policyId === policyId)).toBe(true);
    refused(await post('admin', `${B}/project/getPolicyReportProjectDicsList`, '{broken'), 400);
  });
});

describe('bad input: 400 with msg, nothing stored', () => {
  it('a policy without its required fields, with a validity ending before it starts, or with unknown files', async () => {
    refused(await post('admin', `${B}/policy/submit`, {}), 400, '请输入政策标题');
    refused(
      await post('admin', `${B}/policy/submit`, policyBody({ category: 9 })),
      400,
      '政策类别格式不正确',
    );
    refused(await post('admin', `${B}/policy/submit`, policyBody({ content: '' })), 400, '请输入政策内容');
    const title = `无效政策${uniq()}`;
    refused(
      await post('admin', `${B}/policy/submit`, policyBody({ title, validFrom: day(10), validTo: day(5) })),
      400,
      '失效日期不能早于生效日期',
    );
    refused(
      await post('admin', `${B}/policy/submit`, policyBody({ title, attachIds: '99999999' })),
      400,
      '政策附件不存在或已删除',
    );
    refused(
      await post('admin', `${B}/policy/submit`, policyBody({ title, attachIds: 'a,b' })),
      400,
      '编号列表格式不正确',
    );
    refused(await post('admin', `${B}/policy/submit`, policyBody({ title: 123 })), 400, '政策标题格式不正确');
    expect((await page('admin', `${B}/policy/list?title=${encodeURIComponent(title)}`)).total).toBe(0);
  });

  it('a project whose window closes on or before its opening day is refused (the closing date after the opening date)', async () => {
    const policy = await newPolicy();
    const name = `窗口错误${uniq()}`;
    for (const closeDate of [day(3), day(2)])
      refused(
        await post('admin', `${B}/policyreportproject/submit`, {
          policyId: policy.id,
          projectName: name,
          openDate: day(3),
          closeDate,
        }),
        400,
        '申报截止日期必须晚于申报开始日期',
      );
    refused(
      await post('admin', `${B}/policyreportproject/submit`, { projectName: name }),
      400,
      '请选择所属政策',
    );
    refused(
      await post('admin', `${B}/policyreportproject/submit`, {
        policyId: '1',
        projectName: name,
        openDate: day(1),
        closeDate: day(2),
      }),
      400,
      '所属政策不存在',
    );
    expect((await page('admin', `${B}/project/list?projectName=${encodeURIComponent(name)}`)).total).toBe(0);
    // an edit that moves only one end is checked against the stored other end
    const project = await newProject(String(policy.id), { openDate: day(1), closeDate: day(9) });
    refused(
      await post('admin', `${B}/policyreportproject/submit`, { id: project.id, closeDate: day(0) }),
      400,
      '申报截止日期必须晚于申报开始日期',
    );
    expect(((await ok('admin', `${B}/project/detail?id=${project.id}`)) as Rec).closeDate).toBe(day(9));
  });

  it('a department reviews a project once; an unknown department or project is refused', async () => {
    const policy = await newPolicy();
    const project = await newProject(String(policy.id));
    const [d1, d2] = (await deptIds('admin')).slice(1, 3);
    const first = (await ok('admin', `${B}/policyreportprojectdep/submit`, {
      projectId: project.id,
      deptId: d1,
      sort: 1,
    })) as Rec;
    expect(first.deptName).toBeTruthy();
    refused(
      await post('admin', `${B}/policyreportprojectdep/submit`, { projectId: project.id, deptId: d1 }),
      400,
      '该部门已是该申报项目的审核部门',
    );
    const second = (await ok('admin', `${B}/policyreportprojectdep/submit`, {
      projectId: project.id,
      deptId: d2,
    })) as Rec;
    // an edit onto a department the project already has
    refused(
      await post('admin', `${B}/policyreportprojectdep/submit`, { id: second.id, deptId: d1 }),
      400,
      '该部门已是该申报项目的审核部门',
    );
    refused(
      await post('admin', `${B}/policyreportprojectdep/submit`, { projectId: project.id, deptId: '1' }),
      400,
      '审核部门不存在',
    );
    refused(
      await post('admin', `${B}/policyreportprojectdep/submit`, { projectId: '1', deptId: d1 }),
      400,
      '申报项目不存在',
    );
    refused(await post('admin', `${B}/policyreportprojectdep/submit`, {}), 400, '请选择申报项目');
    expect((await page('admin', `${B}/policyreportprojectdep/list?projectId=${project.id}`)).total).toBe(2);
  });

  it('a relation links a project to a further policy once, never to its own', async () => {
    const own = await newPolicy();
    const further = await newPolicy();
    const project = await newProject(String(own.id));
    refused(
      await post('admin', `${B}/policyprojectrel/submit`, { policyId: own.id, projectId: project.id }),
      400,
      '该申报项目已属于此政策，无需关联',
    );
    const rel = (await ok('admin', `${B}/policyprojectrel/submit`, {
      policyId: further.id,
      projectId: project.id,
    })) as Rec;
    refused(
      await post('admin', `${B}/policyprojectrel/submit`, { policyId: further.id, projectId: project.id }),
      400,
      '该申报项目已关联此政策',
    );
    refused(
      await post('admin', `${B}/policyprojectrel/submit`, { policyId: '1', projectId: project.id }),
      400,
      '政策不存在',
    );
    await ok('admin', `${B}/policyprojectrel/remove?ids=${rel.id}`, {});
    expect((await page('admin', `${B}/policyprojectrel/list?projectId=${project.id}`)).total).toBe(0);
  });
});

describe('removal', () => {
  it('a policy with a project still open is not removed (clear msg, nothing removed); once closed, it goes with its projects', async () => {
    const policy = await newPolicy();
    const project = await newProject(String(policy.id), { openDate: day(-3), closeDate: day(3) });
    const [d1] = (await deptIds('admin')).slice(1, 2);
    await ok('admin', `${B}/policyreportprojectdep/submit`, { projectId: project.id, deptId: d1 });
    const other = await newPolicy();
    const res = await post('admin', `${B}/policy/remove?ids=${other.id},${policy.id}`);
    refused(res, 400, `政策「${policy.title}」下还有1个未截止的申报项目，不能删除`);
    // nothing removed: neither policy, nor the project, nor its department
    await ok('admin', `${B}/policy/detail?id=${policy.id}`);
    await ok('admin', `${B}/policy/detail?id=${other.id}`);
    await ok('admin', `${B}/project/detail?id=${project.id}`);
    expect((await page('admin', `${B}/policyreportprojectdep/list?projectId=${project.id}`)).total).toBe(1);
    // an upcoming project keeps it too
    const upcoming = await newPolicy();
    await newProject(String(upcoming.id), { openDate: day(10), closeDate: day(20) });
    refused(await post('admin', `${B}/policy/remove?ids=${upcoming.id}`), 400);
    // the window closes (yesterday): the policy goes, and its project and department with it
    await ok('admin', `${B}/policyreportproject/submit`, {
      id: project.id,
      openDate: day(-10),
      closeDate: day(-1),
    });
    await ok('admin', `${B}/policy/remove?ids=${policy.id}`, {});
    refused(await call(gw, `${B}/policy/detail?id=${policy.id}`, { token: t.admin }), 404);
    refused(await call(gw, `${B}/project/detail?id=${project.id}`, { token: t.admin }), 404);
    expect((await page('admin', `${B}/policyreportprojectdep/list?projectId=${project.id}`)).total).toBe(0);
  });

  it('project/delete (POST id) removes a project with its departments', async () => {
    const policy = await newPolicy();
    const project = await newProject(String(policy.id));
    const [d1] = (await deptIds('admin')).slice(1, 2);
    await ok('admin', `${B}/policyreportprojectdep/submit`, { projectId: project.id, deptId: d1 });
    await ok('admin', `${B}/project/delete`, { id: project.id });
    refused(await call(gw, `${B}/project/detail?id=${project.id}`, { token: t.admin }), 404);
    expect((await page('admin', `${B}/policyreportprojectdep/list?projectId=${project.id}`)).total).toBe(0);
    refused(await post('admin', `${B}/project/delete`, {}), 400);
    // its policy has no open project left
    await ok('admin', `${B}/policy/remove?ids=${policy.id}`, {});
  });
});

describe('files', () => {
  it('a policy keeps its files in order; download/file answers each with its real name and content type', async () => {
    const name = '申报指南（2026年版）"附件".txt';
    const text = `政策申报指南 ${uniq()}\n第二行`;
    const a1 = await upload('admin', name, text);
    const a2 = await upload('admin', 'notes.csv', 'a,b\n1,2\n');
    const policy = await newPolicy('admin', { attachIds: `${a1},${a2}` });
    const detail = (await ok('admin', `${B}/policy/detail?id=${policy.id}`)) as { attachments: Rec[] };
    expect(detail.attachments.map((a) => a.originalName)).toEqual([name, 'notes.csv']);
    const files = await page('admin', `${B}/download/list?policyId=${policy.id}&ascs=sort`);
    expect(files.records.map((f) => f.originalName)).toEqual([name, 'notes.csv']);
    const res = await fetch(`${gw.url}${B}/download/file?id=${files.records[0]?.id}`, {
      headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${t.admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '')).toBe(name);
    expect(await res.text()).toBe(text);
    const csv = await fetch(`${gw.url}${B}/download/file?id=${files.records[1]?.id}`, {
      headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${t.admin}` },
    });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');

    // the policy drops a file: it leaves the list and its download
    await ok('admin', `${B}/policy/submit`, { id: policy.id, attachIds: a2 });
    const after = await page('admin', `${B}/download/list?policyId=${policy.id}`);
    expect(after.records.map((f) => f.originalName)).toEqual(['notes.csv']);
    refused(
      await call(gw, `${B}/download/file?id=${files.records[0]?.id}`, { token: t.admin }),
      404,
      '文件不存在',
    );
    // a file a policy lists is not removed from the attachments
    refused(
      await post('admin', `/api/lingxi-resource/attach/remove?ids=${a2}`),
      400,
      '该附件已被政策引用，不能删除',
    );
  });

  it('the seeded files download as real files (PDF)', async () => {
    const files = await page(
      'admin',
      `${B}/download/list?originalName=${encodeURIComponent('若干政策.pdf')}`,
    );
    const res = await fetch(`${gw.url}${B}/download/file?id=${files.records[0]?.id}`, {
      headers: { Authorization: gw.basic, 'lingxi-auth': `bearer ${t.admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it("another tenant's file is a 404; a missing or malformed id too", async () => {
    const files = await page('admin', `${B}/download/list?size=1`);
    const id = String(files.records[0]?.id);
    refused(await call(gw, `${B}/download/file?id=${id}`, { token: t.park }), 404, '文件不存在');
    refused(await call(gw, `${B}/download/file?id=1`, { token: t.admin }), 404, '文件不存在');
    refused(await call(gw, `${B}/download/file`, { token: t.admin }), 400);
    refused(await call(gw, `${B}/download/file?id=x1`, { token: t.admin }), 400);
  });
});

describe('tenants and permission codes', () => {
  it("the second tenant sees only its own policies and cannot read, change or remove the first's", async () => {
    const own = await page('park', `${B}/policy/list?size=50`);
    expect(own.records.map((r) => r.title).sort()).toEqual(
      ['示范园区入驻企业房租补贴办法', '示范园区创业团队孵化支持政策'].sort(),
    );
    expect(own.records.every((r) => r.tenantId === '100000')).toBe(true);
    const theirs = await page('admin', `${B}/policy/list?title=${encodeURIComponent('招商引资重大项目')}`);
    const id = String(theirs.records[0]?.id);
    refused(await call(gw, `${B}/policy/detail?id=${id}`, { token: t.park }), 404);
    refused(await post('park', `${B}/policy/submit`, { id, title: '篡改' }), 400);
    refused(await post('park', `${B}/policy/remove?ids=${id}`), 400);
    expect(((await ok('admin', `${B}/policy/detail?id=${id}`)) as Rec).title).toBe(
      '招商引资重大项目落地奖励办法',
    );
    // nor hang a project of its own on it, nor a department on the first tenant's project
    refused(
      await post('park', `${B}/policyreportproject/submit`, {
        policyId: id,
        projectName: 'x',
        openDate: day(1),
        closeDate: day(2),
      }),
      400,
      '所属政策不存在',
    );
    const project = await page('admin', `${B}/project/list?size=1`);
    const parkDept = (await deptIds('park'))[0];
    refused(
      await post('park', `${B}/policyreportprojectdep/submit`, {
        projectId: project.records[0]?.id,
        deptId: parkDept,
      }),
      400,
      '申报项目不存在',
    );
    const codes = await page('park', `${B}/codepolicyreg/list?size=50`);
    expect(codes.records.every((r) => r.tenantId === '100000')).toBe(true);
    expect(codes.total).toBe(3);
  });

  it('the restricted operator (no policy menu) is refused every call', async () => {
    for (const path of [
      `${B}/policy/list`,
      `${B}/download/list`,
      `${B}/project/list`,
      `${B}/policyreportprojectdep/list`,
      `${B}/policyprojectrel/list`,
      `${B}/codepolicyreg/list`,
      `${B}/download/file?id=1`,
    ])
      refused(await call(gw, path, { token: t.operator }), 403, '缺失功能权限');
    refused(await post('operator', `${B}/policy/submit`, policyBody()), 403, '缺失功能权限');
    refused(await post('operator', `${B}/project/getPolicyReportProjectDicsList`, {}), 403, '缺失功能权限');
  });

  it('the policy clerk holds the six pages and their buttons, and works with them', async () => {
    const routes = (await ok(
      'policyclerk',
      '/api/lingxi-system/menu/system-routes',
      undefined,
      'POST',
    )) as MenuNode[];
    const pages = flatten(routes)
      .filter((n) => n.path?.startsWith('/policy/'))
      .map((n) => n.path);
    expect(pages.sort()).toEqual(
      [
        '/policy/download',
        '/policy/policy',
        '/policy/projectRel',
        '/policy/regCode',
        '/policy/reportProject',
        '/policy/reportProjectDept',
      ].sort(),
    );
    const buttons = flatten((await ok('policyclerk', '/api/lingxi-system/menu/buttons')) as MenuNode[]).map(
      (n) => n.code,
    );
    expect(buttons).toEqual(
      expect.arrayContaining([
        'policy_add',
        'policy_edit',
        'policy_delete',
        'reportProject_add',
        'reportProjectDept_add',
      ]),
    );
    const policy = await newPolicy('policyclerk');
    expect(policy.createUser).toBeTruthy();
    // outside the policy pages the clerk holds nothing
    refused(await call(gw, '/api/lingxi-system/param/list', { token: t.policyclerk }), 403);
  });
});

describe('the pure rules (src/services/policy/rules.ts)', () => {
  it('a window is upcoming before its first day, open through its last, closed after', () => {
    expect(windowState('2026-03-01', '2026-03-31', '2026-02-28')).toBe('upcoming');
    expect(windowState('2026-03-01', '2026-03-31', '2026-03-01')).toBe('open');
    expect(windowState('2026-03-01', '2026-03-31', '2026-03-31')).toBe('open');
    expect(windowState('2026-03-01', '2026-03-31', '2026-04-01')).toBe('closed');
  });
  it('a window closes after it opens; a validity ends on or after its start', () => {
    expect(windowError('2026-03-01', '2026-03-02')).toBeUndefined();
    expect(windowError('2026-03-01', '2026-03-01')).toBe('申报截止日期必须晚于申报开始日期');
    expect(windowError('2026-03-02', '2026-03-01')).toBe('申报截止日期必须晚于申报开始日期');
    expect(validityError('2026-03-01', '2026-03-01')).toBeUndefined();
    expect(validityError('2026-03-01', null)).toBeUndefined();
    expect(validityError('2026-03-02', '2026-03-01')).toBe('失效日期不能早于生效日期');
    expect(validityState('2026-03-01', null, '2030-01-01')).toBe('valid');
    expect(validityState('2026-03-01', '2026-12-31', '2027-01-01')).toBe('expired');
    expect(validityState('2026-03-01', '2026-12-31', '2026-02-01')).toBe('upcoming');
  });
  it('a file name goes as an ASCII fallback and as UTF-8', () => {
    expect(contentDisposition('申报指南 "v2".pdf')).toBe(
      `attachment; filename="____ _v2_.pdf"; filename*=UTF-8''${encodeURIComponent('申报指南 "v2".pdf')}`,
    );
    expect(contentDisposition("it's (a) file*.txt")).toBe(
      `attachment; filename="it's (a) file*.txt"; filename*=UTF-8''it%27s%20%28a%29%20file%2A.txt`,
    );
  });
});
