/**
 * Every declarative resource, table-driven over HTTP: paged list of seeded data, detail, create,
 * update, remove, bad input on submit (missing fields, wrong types, broken JSON), page-size and sort
 * limits, the operator's menu rights and tenant isolation.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, connect, type Gw, login, type Page } from './helpers';

let gw: Gw;
let admin: string;
let operator: string;
let park: string;
const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const digits = (n: number) => String(Date.now() * 1000 + Math.floor(Math.random() * 1000)).slice(-n);
const credit = () => `91330106MA${digits(8)}`;

beforeAll(async () => {
  gw = await connect();
  admin = (await login(gw, 'admin', 'admin')).access_token;
  operator = (await login(gw, 'operator', 'operator')).access_token;
  park = (await login(gw, 'admin', 'admin', '100000')).access_token;
});

interface Spec {
  name: string;
  base: string;
  list: string;
  detail?: string;
  create?: string;
  update?: string;
  remove?: string;
  /** Operator's answer on list: 200 (menu granted) or 403. */
  operator: 200 | 403;
  /** What the second tenant sees of a record of the first: 404 (own rows only), 403 (platform only), 200 (shared). */
  otherTenant: 200 | 403 | 404;
  body?: () => Record<string, unknown>;
  change?: Record<string, unknown>;
  /** Message when a create sends `{}`. */
  empty?: string;
  /** A body with a field of the wrong type. */
  wrong?: () => Record<string, unknown>;
  minTotal?: number;
}

const SPECS: Spec[] = [
  {
    name: 'dict',
    base: '/api/lingxi-system/dict',
    list: 'list',
    operator: 200,
    otherTenant: 200,
    body: () => ({ code: `t_${uniq()}`, dictValue: '测试字典', sort: 1 }),
    change: { dictValue: '测试字典改' },
    empty: '请输入字典编码',
    wrong: () => ({ code: `t_${uniq()}`, dictValue: '测试', sort: 'abc' }),
  },
  {
    name: 'dict-biz',
    base: '/api/lingxi-system/dict-biz',
    list: 'list',
    operator: 200,
    otherTenant: 404,
    body: () => ({ code: `t_${uniq()}`, dictValue: '测试业务字典', sort: 2 }),
    change: { dictValue: '改名' },
    empty: '请输入字典编码',
    wrong: () => ({ code: { x: 1 }, dictValue: '测试', sort: 1 }),
  },
  {
    name: 'basecodegeneral',
    base: '/api/lingxi-basecode-general/basecodegeneral',
    list: 'parentPage',
    create: 'submit',
    update: 'update',
    operator: 200,
    otherTenant: 200,
    body: () => ({ code: `BC${digits(6)}`, name: '测试编码', codeValue: '01', sort: 1 }),
    change: { name: '测试编码改' },
    empty: '请输入编码',
    wrong: () => ({ code: 'X', name: '名', sort: [1] }),
  },
  {
    name: 'region',
    base: '/api/lingxi-system/region',
    list: 'list',
    operator: 200,
    otherTenant: 200,
    body: () => ({ code: `3301${digits(6)}`, parentCode: '3301', name: '测试区', sort: 99 }),
    change: { name: '测试区改' },
    empty: '请输入区划编号',
    wrong: () => ({ code: 'abc', parentCode: '3301', name: '测试' }),
  },
  {
    name: 'role',
    base: '/api/lingxi-system/role',
    list: 'list',
    operator: 403,
    otherTenant: 404,
    body: () => ({ roleName: '测试角色', roleAlias: `r_${uniq()}`, sort: 5 }),
    change: { roleName: '测试角色改' },
    empty: '请输入角色名称',
    wrong: () => ({ roleName: '测试角色', roleAlias: '中文别名' }),
  },
  {
    name: 'menu',
    base: '/api/lingxi-system/menu',
    list: 'page',
    operator: 403,
    otherTenant: 200,
    body: () => ({ code: `m_${uniq()}`, name: '测试菜单', path: '/test/menu', category: 1, sort: 99 }),
    change: { name: '测试菜单改' },
    empty: '请输入菜单编号',
    wrong: () => ({ code: `m_${uniq()}`, name: '菜单', category: 9 }),
  },
  {
    name: 'topmenu',
    base: '/api/lingxi-system/topmenu',
    list: 'list',
    operator: 403,
    otherTenant: 404,
    body: () => ({ code: `top_${uniq()}`, name: '测试顶部菜单', sort: 9 }),
    change: { name: '改' },
    empty: '请输入顶部菜单编号',
    wrong: () => ({ code: `top_${uniq()}`, name: 12, sort: 'x' }),
  },
  {
    name: 'post',
    base: '/api/lingxi-system/post',
    list: 'list',
    operator: 403,
    otherTenant: 404,
    body: () => ({ postCode: `p${digits(8)}`, postName: '测试岗位', category: 2, sort: 7 }),
    change: { postName: '测试岗位改' },
    empty: '请输入岗位编号',
    wrong: () => ({ postCode: `p${digits(8)}`, postName: '岗位', category: 'x' }),
  },
  {
    name: 'data-scope',
    base: '/api/lingxi-system/data-scope',
    list: 'list',
    operator: 403,
    otherTenant: 200,
    empty: '请选择菜单',
    wrong: () => ({ menuId: 'abc', resourceCode: 'x', scopeName: 'x', scopeType: 1 }),
  },
  {
    name: 'api-scope',
    base: '/api/lingxi-system/api-scope',
    list: 'list',
    operator: 403,
    otherTenant: 200,
    empty: '请选择菜单',
    wrong: () => ({ menuId: '1', resourceCode: 'x', scopeName: 'x', scopePath: 'no-slash', scopeType: 1 }),
  },
  {
    name: 'dept',
    base: '/api/lingxi-system/dept',
    list: 'list',
    operator: 200,
    otherTenant: 404,
    body: () => ({ deptName: '测试机构', fullName: '测试机构全称', deptCategory: 1, sort: 3 }),
    change: { deptName: '测试机构改' },
    empty: '请输入机构名称',
    wrong: () => ({ deptName: '机构', deptCategory: 99 }),
  },
  {
    name: 'client',
    base: '/api/lingxi-system/client',
    list: 'list',
    operator: 403,
    otherTenant: 403,
    body: () => ({
      clientId: `c_${uniq()}`,
      clientSecret: 'secret-1',
      scope: 'all',
      authorizedGrantTypes: 'password,refresh_token',
      accessTokenValidity: 3600,
      refreshTokenValidity: 7200,
    }),
    change: { accessTokenValidity: 1800 },
    empty: '请输入客户端id',
    wrong: () => ({
      clientId: `c_${uniq()}`,
      clientSecret: 's',
      scope: 'all',
      authorizedGrantTypes: 'password',
      accessTokenValidity: 10,
      refreshTokenValidity: 7200,
    }),
  },
  {
    name: 'datasource',
    base: '/api/lingxi-develop/datasource',
    list: 'list',
    operator: 403,
    otherTenant: 403,
    body: () => ({
      name: `测试库${uniq()}`,
      driverClass: 'org.postgresql.Driver',
      url: 'jdbc:postgresql://127.0.0.1:5432/test',
      username: 'test',
      password: 'pw',
    }),
    change: { remark: '备注' },
    empty: '请输入数据源名称',
    wrong: () => ({ name: 'x', driverClass: 'd', url: 'http://nope', username: 'u', password: 'p' }),
  },
  {
    name: 'gov user',
    base: '/api/lingxi-user',
    list: 'page-boot',
    operator: 403,
    otherTenant: 404,
    body: () => ({
      account: `u_${uniq()}`,
      password: 'e10adc3949ba59abbe56e057f20f883e',
      realName: '测试员',
    }),
    change: { realName: '测试员改', phone: '13912345678' },
    empty: '请输入登录账号',
    wrong: () => ({
      account: `u_${uniq()}`,
      password: 'e10adc3949ba59abbe56e057f20f883e',
      realName: '测',
      phone: '123',
    }),
  },
  {
    name: 'operation user',
    base: '/api/lx-operation/lingxi-user',
    list: 'page',
    operator: 403,
    otherTenant: 404,
    body: () => ({
      account: `o_${uniq()}`,
      password: 'e10adc3949ba59abbe56e057f20f883e',
      realName: '园区员',
      userType: 2,
    }),
    change: { realName: '园区员改' },
    empty: '请输入登录账号',
    wrong: () => ({ account: `o_${uniq()}`, password: 'short', realName: '测' }),
  },
  {
    name: 'sms',
    base: '/api/lingxi-resource/sms',
    list: 'list',
    operator: 403,
    otherTenant: 404,
    body: () => ({
      smsCode: `s${digits(8)}`,
      templateId: 'SMS_1',
      category: 3,
      accessKey: 'ak',
      secretKey: 'sk',
      signName: '测试签名',
    }),
    change: { signName: '测试签名改' },
    empty: '请输入资源编号',
    wrong: () => ({
      smsCode: 'x',
      templateId: 'x',
      category: 9,
      accessKey: 'a',
      secretKey: 's',
      signName: 's',
    }),
  },
  {
    name: 'oss',
    base: '/api/lingxi-resource/oss',
    list: 'list',
    operator: 403,
    otherTenant: 404,
    body: () => ({
      ossCode: `o${digits(8)}`,
      category: 1,
      endpoint: 'http://minio:9000',
      accessKey: 'ak',
      secretKey: 'sk',
      bucketName: 'b',
    }),
    change: { bucketName: 'b2' },
    empty: '请输入资源编号',
    wrong: () => ({
      ossCode: 'x',
      category: 'x',
      endpoint: 'e',
      accessKey: 'a',
      secretKey: 's',
      bucketName: 'b',
    }),
  },
  {
    name: 'attach',
    base: '/api/lingxi-resource/attach',
    list: 'list',
    operator: 403,
    otherTenant: 404,
    body: () => ({
      link: '/oss/x.pdf',
      name: 'x.pdf',
      originalName: '说明.pdf',
      extension: 'pdf',
      attachSize: 10,
    }),
    change: { originalName: '说明2.pdf' },
    empty: '请输入附件地址',
    wrong: () => ({ link: 'l', name: 'n', originalName: 'o', attachSize: -5 }),
    minTotal: 0,
  },
  {
    name: 'notice',
    base: '/api/lingxi-desk/notice',
    list: 'list',
    operator: 403,
    otherTenant: 404,
    body: () => ({
      title: '测试通知',
      category: 1,
      releaseTime: '2024-05-01 09:00:00',
      content: '<p>内容</p>',
    }),
    change: { title: '测试通知改' },
    empty: '请输入通知标题',
    wrong: () => ({ title: '通知', category: 1, releaseTime: '2024-02-31 00:00:00' }),
  },
  {
    name: 'blog',
    base: '/api/lingxi-desk/blog',
    list: 'list',
    operator: 403,
    otherTenant: 404,
    body: () => ({ blogTitle: '测试博客', blogCategory: 2, blogContent: '正文' }),
    change: { blogTitle: '测试博客改' },
    empty: '请输入博客标题',
    wrong: () => ({ blogTitle: '博客', blogCategory: 'x' }),
  },
  {
    name: 'report',
    base: '/api/lingxi-report/report/rest',
    list: 'list',
    operator: 403,
    otherTenant: 200,
    body: () => ({ name: `测试报表${uniq()}.ureport.xml`, content: '<ureport/>' }),
    change: { content: '<ureport></ureport>' },
    empty: '请输入报表名称',
    wrong: () => ({ name: 'a/b', content: 'x' }),
  },
  {
    name: 'message',
    base: '/api/lx-operation/message',
    list: 'page',
    operator: 403,
    otherTenant: 404,
    body: () => ({ title: '测试消息', content: '消息内容', msgType: 2 }),
    change: { title: '测试消息改' },
    empty: '请输入消息标题',
    wrong: () => ({ title: '消息', content: 'x', msgType: 7 }),
  },
  {
    name: 'project',
    base: '/api/lingxi-project/project',
    list: 'page',
    operator: 403,
    otherTenant: 404,
    body: () => ({
      projectName: '测试项目',
      projectCode: `T-${uniq()}`,
      category: 1,
      startDate: '2024-01-01',
      endDate: '2024-12-31',
      budget: 10.5,
    }),
    change: { projectName: '测试项目改' },
    empty: '请输入项目名称',
    wrong: () => ({
      projectName: '项目',
      projectCode: `T-${uniq()}`,
      startDate: '2024-05-01',
      endDate: '2024-01-01',
    }),
  },
  {
    name: 'project enterprise',
    base: '/api/lingxi-project-enterprise',
    list: 'page',
    create: 'save',
    update: 'update',
    operator: 403,
    otherTenant: 404,
    body: () => ({ enterpriseName: '测试招商企业有限公司', creditCode: credit(), stage: 1 }),
    change: { industry: '新材料' },
    empty: '请输入企业名称',
    wrong: () => ({ enterpriseName: '企业', creditCode: '123' }),
  },
  {
    name: 'area enterprise',
    base: '/api/lingxi-area-enterprise',
    list: 'page',
    operator: 403,
    otherTenant: 404,
    body: () => ({ enterpriseName: '测试区域企业有限公司', creditCode: credit(), scale: 2 }),
    change: { address: '测试地址' },
    empty: '请输入企业名称',
    wrong: () => ({ enterpriseName: '企业', creditCode: credit(), registeredCapital: 'lots' }),
    minTotal: 1000,
  },
  {
    name: 'web enterprise',
    base: '/api/lingxi-web-enterprise/enterprise',
    list: 'selectWebEnterpriseList',
    operator: 200,
    otherTenant: 404,
    body: () => ({ enterpriseName: '测试网站企业有限公司', creditCode: credit() }),
    change: { contact: '张三' },
    empty: '请输入企业名称',
    wrong: () => ({ enterpriseName: '企业', creditCode: credit(), certifyStatus: 5 }),
  },
  {
    name: 'service resource',
    base: '/api/lingxi-service-resource/web',
    list: 'pageByService',
    create: 'save',
    update: 'update',
    operator: 200,
    otherTenant: 404,
    body: () => ({ serviceName: '测试服务', serviceType: 4, provider: '测试机构', price: 100 }),
    change: { price: 200 },
    empty: '请输入服务名称',
    wrong: () => ({ serviceName: '服务', serviceType: 4, provider: 'p', price: -1 }),
  },
  {
    name: 'business notice',
    base: '/api/lingxi-business-notice/businessnotice',
    list: 'page',
    operator: 403,
    otherTenant: 404,
    body: () => ({ title: '测试业务通知', noticeType: 1, content: '内容' }),
    change: { readStatus: 1 },
    empty: '请输入通知标题',
    wrong: () => ({ title: '通知', noticeType: 0 }),
  },
  {
    name: 'user system',
    base: '/api/lingxi-sso/usersystem',
    list: 'page',
    operator: 403,
    otherTenant: 404,
    body: () => ({ systemName: '测试系统', systemCode: `sys_${uniq()}`, url: 'https://sys.example' }),
    change: { systemName: '测试系统改' },
    empty: '请输入系统名称',
    wrong: () => ({ systemName: '系统', systemCode: `sys_${uniq()}`, url: 'ftp://x' }),
  },
  {
    name: 'code generator',
    base: '/api/lingxi-develop/code',
    list: 'list',
    operator: 403,
    otherTenant: 403,
    body: () => ({
      serviceName: 'lingxi-test',
      codeName: '测试模块',
      tableName: 'blade_notice',
      tablePrefix: 'blade_',
      pkName: 'id',
      packageName: 'org.lingxi.test',
    }),
    change: { codeName: '测试模块改' },
    empty: '请输入服务名称',
    wrong: () => ({ serviceName: 'lingxi-test', codeName: 'x', tableName: 'Drop Table', packageName: 'a.b' }),
  },
  {
    name: 'certified enterprise',
    base: '/api/lingxi-web-uniformIA/certifiedEnterprise',
    list: 'page',
    operator: 403,
    otherTenant: 404,
  },
  {
    name: 'registered user',
    base: '/api/lingxi-web-uniformIA/registerUser',
    list: 'page',
    operator: 403,
    otherTenant: 404,
  },
  { name: 'usual log', base: '/api/lingxi-log/usual', list: 'list', operator: 403, otherTenant: 404 },
  { name: 'api log', base: '/api/lingxi-log/api', list: 'list', operator: 403, otherTenant: 404 },
  { name: 'error log', base: '/api/lingxi-log/error', list: 'list', operator: 403, otherTenant: 404 },
  {
    name: 'login log',
    base: '/api/lingxi-app-loginRecode/loginrecord',
    list: 'page',
    operator: 403,
    otherTenant: 404,
  },
  { name: 'operation log', base: '/api/lingxi-operation-log', list: 'list', operator: 403, otherTenant: 404 },
];

describe.each(SPECS)('$name', (spec) => {
  const path = (p: string) => `${spec.base}/${p}`;

  it('lists seeded records as a page', async () => {
    const res = await call(gw, `${path(spec.list)}?current=1&size=5`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body.data as Page<Record<string, unknown>>;
    expect(page.size).toBe(5);
    expect(page.current).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(spec.minTotal ?? 1);
    expect(page.records.length).toBe(Math.min(5, page.total));
    for (const r of page.records) expect(r.id).toMatch(/^\d+$/);
  });

  it('refuses oversized pages and unknown sort columns', async () => {
    const big = await call(gw, `${path(spec.list)}?size=201`, { token: admin });
    expect(big.status).toBe(400);
    expect(big.body.msg).toMatch(/每页条数/);
    const sort = await call(gw, `${path(spec.list)}?descs=password`, { token: admin });
    expect(sort.status).toBe(400);
    expect(sort.body.msg).toMatch(/排序字段/);
  });

  it(`answers the operator ${spec.operator}`, async () => {
    const res = await call(gw, path(spec.list), { token: operator });
    expect(res.status).toBe(spec.operator);
  });

  it('needs a token', async () => {
    expect((await call(gw, path(spec.list))).status).toBe(401);
  });

  if (!spec.empty) return;
  const createPath = path(spec.create ?? 'submit');

  it('rejects bad input with 400', async () => {
    const empty = await call(gw, createPath, { method: 'POST', token: admin, body: {} });
    expect(empty.status, JSON.stringify(empty.body)).toBe(400);
    expect(empty.body.msg).toBe(spec.empty);
    const broken = await call(gw, createPath, { method: 'POST', token: admin, body: '{"a":' });
    expect(broken.status).toBe(400);
    expect(broken.body.msg).toBe('请求体不是合法的JSON');
    const array = await call(gw, createPath, { method: 'POST', token: admin, body: [1, 2] });
    expect(array.status).toBe(400);
    if (spec.wrong) {
      const wrong = await call(gw, createPath, { method: 'POST', token: admin, body: spec.wrong() });
      expect(wrong.status, JSON.stringify(wrong.body)).toBe(400);
      expect(wrong.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  const body = spec.body;
  if (!body) return;

  it('creates, reads, updates and removes', async () => {
    const created = await call(gw, createPath, { method: 'POST', token: admin, body: body() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const entity = created.body.data as Record<string, unknown>;
    expect(entity.id).toMatch(/^\d+$/);
    expect(entity).not.toHaveProperty('password');
    expect(entity).not.toHaveProperty('secretKey');
    const id = entity.id as string;
    const detail = await call(gw, `${path(spec.detail ?? 'detail')}?id=${id}`, { token: admin });
    expect(detail.status).toBe(200);
    expect((detail.body.data as { id: string }).id).toBe(id);

    const other = await call(gw, `${path(spec.detail ?? 'detail')}?id=${id}`, { token: park });
    expect(other.status).toBe(spec.otherTenant);

    const updated = await call(gw, path(spec.update ?? 'submit'), {
      method: 'POST',
      token: admin,
      body: { ...(detail.body.data as object), ...spec.change, id },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    for (const [k, v] of Object.entries(spec.change ?? {}))
      expect((updated.body.data as Record<string, unknown>)[k]).toEqual(v);

    if (spec.otherTenant === 404) {
      const hijack = await call(gw, path(spec.update ?? 'submit'), {
        method: 'POST',
        token: park,
        body: { ...(detail.body.data as object), id },
      });
      expect(hijack.status).toBe(400);
      expect((await call(gw, `${path('remove')}?ids=${id}`, { method: 'POST', token: park })).status).toBe(
        400,
      );
    }

    const removed = await call(gw, `${path('remove')}?ids=${id}`, { method: 'POST', token: admin });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((await call(gw, `${path(spec.detail ?? 'detail')}?id=${id}`, { token: admin })).status).toBe(404);
    const again = await call(gw, `${path('remove')}?ids=${id}`, { method: 'POST', token: admin });
    expect(again.status).toBe(400);
    const noIds = await call(gw, path('remove'), { method: 'POST', token: admin });
    expect(noIds.status).toBe(400);
  });
});
