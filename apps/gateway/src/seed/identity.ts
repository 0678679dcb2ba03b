/**
 * The identity centre's data beyond data.ts's few rows (issue 22): certified enterprises with their
 * members (one administrator each, some still without one), child accounts, personal users, the member
 * operation log, user systems and their bindings, in both tenants; the centre's action buttons
 * (`IDENTITY_BUTTONS`), and two accounts of tenant 000000: `identity` (身份认证管理员: every page and
 * button of the centre) and `idviewer` (身份认证查看员: the pages, viewing only).
 */
import { hashPassword, md5Hex } from '../crypto';
import type { Queryable } from '../db';
import type { Seed } from '../migrate';
import { BUTTONS, MENU_TREE } from './menus';

type Value = string | number | null;

/**
 * The centre's buttons beside each page's add / edit / delete / view: `<page>_<action>`, the codes the
 * identity handlers (src/services/identity/handlers.ts) ask for.
 */
export const IDENTITY_BUTTONS: { page: string; action: string; name: string; source: string }[] = [
  { page: 'certifiedEnterprise', action: 'resetPassword', name: '重置密码', source: 'KeyOutlined' },
  { page: 'memberAdmin', action: 'setting', name: '设为管理员', source: 'CrownOutlined' },
  { page: 'userSystem', action: 'bind', name: '绑定账号', source: 'LinkOutlined' },
];

/** The menu groups of the identity centre (alias certification). */
export const IDENTITY_GROUPS = MENU_TREE.filter((group) => group.alias === 'certification');

async function insert(tx: Queryable, table: string, columns: string[], rows: Value[][]): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += 400) {
    const chunk = rows.slice(start, start + 400);
    const params: Value[] = [];
    const tuples = chunk.map((row) => `(${row.map((v) => `$${params.push(v)}`).join(', ')})`);
    const result = await tx.query<{ id: string }>(
      `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')} returning id`,
      params,
    );
    ids.push(...result.map((r) => String(r.id)));
  }
  return ids;
}

const ago = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧'.split('');
const GIVEN = [
  '子涵',
  '欣怡',
  '浩然',
  '梓轩',
  '雨桐',
  '宇航',
  '思远',
  '佳怡',
  '俊杰',
  '晨曦',
  '一鸣',
  '若曦',
];
const person = (i: number) => `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 5 + 3) % GIVEN.length]}`;
const phone = (i: number) => `1${[3, 5, 7, 8, 9][i % 5]}${String(600_000_000 + i * 104_729).slice(-9)}`;
const PLACE = ['西湖', '滨江', '余杭', '萧山', '拱墅', '上城', '临平', '钱塘', '富阳', '临安'];
const WORD = ['云栖', '恒达', '泽润', '华数', '安恒', '创新', '九章', '海康', '朗坤', '中科', '天元', '和达'];
const TRADE = ['软件', '智能装备', '检测技术', '生物科技', '文化传媒', '物联网', '光电科技', '环境工程'];
const company = (i: number) =>
  `杭州${PLACE[i % PLACE.length]}${WORD[Math.floor(i / 3) % WORD.length]}${TRADE[i % TRADE.length]}有限公司`;
/** 统一社会信用代码 of the gateway's pattern, apart from data.ts's (MA…): 92 + region + MB + number. */
const credit = (region: string, i: number) => `92${region}MB${String(i).padStart(8, '0')}`;

const OPERATIONS: [string, (account: string) => string][] = [
  ['登录', () => '登录企业端'],
  ['修改资料', (a) => `账号${a}修改了个人资料`],
  ['企业认证', () => '提交企业认证资料'],
  ['申报政策', () => '提交政策申报材料'],
  ['提交诉求', () => '提交一条企业诉求'],
  ['修改密码', (a) => `账号${a}修改了登录密码`],
];

const SYSTEMS: [name: string, code: string, description: string, status: number][] = [
  ['人才服务平台', 'talent', '人才认定与补贴申领', 1],
  ['科技项目管理系统', 'techproj', '科技计划项目申报与验收', 1],
  ['金融服务平台', 'finance', '企业融资对接', 1],
  ['知识产权服务系统', 'ipr', '专利与商标服务', 1],
  ['招商引资系统', 'invest', '招商项目全流程管理', 1],
  ['数据共享交换平台', 'exchange', '部门间数据共享', 1],
  ['旧版企业门户', 'legacy', '已停用的旧门户，不再接受绑定', 0],
  ['安全生产监管系统', 'safety', '企业安全生产巡查', 1],
];

async function tenantAdmin(tx: Queryable, tenant: string): Promise<string> {
  const rows = await tx.query<{ id: string }>(
    "select id from blade_user where tenant_id = $1 and account = 'admin' and is_deleted = 0",
    [tenant],
  );
  return String(rows[0]?.id ?? '0');
}

async function tenantData(tx: Queryable, tenant: string, userHash: string): Promise<void> {
  const park = tenant !== '000000';
  const admin = await tenantAdmin(tx, tenant);
  const region = park ? '330108' : '330106';
  const cols = (list: string[]) => [...list, 'tenant_id', 'create_user', 'update_user'];
  const rowsOf = (rows: Value[][]) => rows.map((r) => [...r, tenant, admin, admin]);
  const offset = park ? 5000 : 0;

  // certified enterprises
  const count = park ? 12 : 48;
  const enterprises = await insert(
    tx,
    'lingxi_certified_enterprise',
    cols([
      'enterprise_name',
      'credit_code',
      'legal_person',
      'contact',
      'phone',
      'address',
      'certify_time',
      'create_time',
    ]),
    rowsOf(
      Array.from({ length: count }, (_, i) => [
        company(i + offset),
        credit(region, offset + i + 1),
        person(i + 3),
        person(i + 11),
        phone(i + offset + 300),
        `浙江省杭州市${PLACE[i % PLACE.length]}区创业路${20 + i}号`,
        ago(30 + i * 53),
        ago(30 + i * 53),
      ]),
    ),
  );

  // members: 2 to 5 per enterprise; the first is the administrator, except in every sixth enterprise
  const userCols = cols([
    'enterprise_id',
    'account',
    'password',
    'real_name',
    'phone',
    'email',
    'is_admin',
    'parent_id',
    'create_time',
  ]);
  const prefix = park ? 'p' : '';
  const members: Value[][] = [];
  const memberOf: { enterprise: string; account: string; admin: boolean }[] = [];
  enterprises.forEach((eid, e) => {
    const size = 2 + (e % 4);
    for (let m = 0; m < size; m++) {
      const account = `${prefix}m${String(e + 1).padStart(2, '0')}${String.fromCharCode(97 + m)}`;
      const isAdmin = m === 0 && e % 6 !== 5;
      members.push([
        eid,
        account,
        userHash,
        person(e * 5 + m + 40),
        phone(offset + e * 5 + m + 1000),
        `${account}@ent.example`,
        isAdmin ? 1 : 0,
        0,
        ago(20 + e * 50 + m),
      ]);
      memberOf.push({ enterprise: eid, account, admin: isAdmin });
    }
  });
  const memberIds = await insert(tx, 'lingxi_register_user', userCols, rowsOf(members));

  // child accounts of every other administrator
  const children: Value[][] = [];
  const childOf: { enterprise: string; account: string; id?: string }[] = [];
  memberOf.forEach((m, i) => {
    if (!m.admin || i % 2 === 1) return;
    for (let c = 1; c <= 1 + (i % 3); c++) {
      const account = `${m.account}_sub${c}`;
      children.push([
        m.enterprise,
        account,
        userHash,
        person(i + c + 70),
        phone(offset + i * 3 + c + 3000),
        null,
        0,
        memberIds[i] ?? '0',
        ago(10 + i),
      ]);
      childOf.push({ enterprise: m.enterprise, account });
    }
  });
  const childIds = await insert(tx, 'lingxi_register_user', userCols, rowsOf(children));

  // personal users (no enterprise)
  const personal = Array.from({ length: park ? 15 : 60 }, (_, i): Value[] => [
    null,
    `${prefix}person${String(i + 1).padStart(3, '0')}`,
    userHash,
    person(i + 200),
    phone(offset + i + 5000),
    i % 3 === 0 ? null : `person${i + 1}@mail.example`,
    0,
    0,
    ago(5 + i * 31),
  ]);
  await insert(tx, 'lingxi_register_user', userCols, rowsOf(personal));

  // the member operation log: 2 to 6 records per member and child account
  const everyone = [
    ...memberOf.map((m, i) => ({ ...m, id: memberIds[i] ?? '0' })),
    ...childOf.map((c, i) => ({ ...c, id: childIds[i] ?? '0' })),
  ];
  const log: Value[][] = [];
  everyone.forEach((u, i) => {
    for (let r = 0; r < 2 + (i % 5); r++) {
      const [operation, content] = OPERATIONS[(i + r) % OPERATIONS.length] ?? ['登录', () => '登录企业端'];
      log.push([u.enterprise, u.id, u.account, operation, content(u.account), ago(1 + i * 7 + r * 3)]);
    }
  });
  await insert(
    tx,
    'lingxi_member_oper_log',
    cols(['enterprise_id', 'register_user_id', 'account', 'operation', 'content', 'create_time']),
    rowsOf(log),
  );

  // user systems and bindings of the tenant's platform accounts
  const systems = await insert(
    tx,
    'lingxi_user_system',
    cols(['system_name', 'system_code', 'url', 'description', 'status', 'create_time']),
    rowsOf(
      SYSTEMS.slice(0, park ? 4 : SYSTEMS.length).map(([name, code, description, status], i) => [
        name,
        code,
        `https://${code}.lingxi.example`,
        description,
        status,
        ago(100 + i * 24),
      ]),
    ),
  );
  const accounts = (
    await tx.query<{ account: string }>(
      'select account from blade_user where tenant_id = $1 and is_deleted = 0 order by id',
      [tenant],
    )
  ).map((r) => r.account);
  const binds: Value[][] = [];
  systems.forEach((sid, s) => {
    accounts.forEach((account, a) => {
      if ((s + a) % 3 === 2) return;
      binds.push([sid, account, `${SYSTEMS[s]?.[1] ?? 'sys'}_${account}`, ago(2 + s * 5 + a)]);
    });
  });
  if (binds.length > 0) {
    await insert(
      tx,
      'lingxi_user_system_bind',
      cols(['system_id', 'account', 'ext_account', 'create_time']),
      rowsOf(binds),
    );
  }
}

async function seedButtons(tx: Queryable): Promise<void> {
  for (const [i, b] of IDENTITY_BUTTONS.entries()) {
    const pages = await tx.query<{ id: string; path: string }>(
      'select id, path from blade_menu where code = $1 and is_deleted = 0',
      [b.page],
    );
    const page = pages[0];
    if (!page) throw new Error(`seed: no page ${b.page}`);
    const rows = await tx.query<{ id: string }>(
      `insert into blade_menu (parent_id, code, name, alias, path, source, sort, category, action, is_open, i18n, hidden)
       values ($1, $2, $3, $4, $5, $6, $7, 2, 2, 1, $4, 0) returning id`,
      [
        page.id,
        `${b.page}_${b.action}`,
        b.name,
        b.action,
        `${page.path}/${b.action}`,
        b.source,
        BUTTONS.length + 1 + i,
      ],
    );
    await tx.query(
      `insert into blade_role_menu (menu_id, role_id)
       select $1, id from blade_role where role_alias = 'administrator' and is_deleted = 0 on conflict do nothing`,
      [rows[0]?.id],
    );
  }
}

/** The centre's roles of tenant 000000 and their accounts (password = account). */
async function seedAccounts(tx: Queryable): Promise<void> {
  const pages = IDENTITY_GROUPS.flatMap((group) => group.pages.map((page) => page.code));
  const groups = IDENTITY_GROUPS.map((group) => group.code);
  const everything = [
    ...groups,
    ...pages,
    ...pages.flatMap((page) => BUTTONS.map((button) => `${page}_${button.action}`)),
    ...IDENTITY_BUTTONS.map((b) => `${b.page}_${b.action}`),
  ];
  const viewing = [...groups, ...pages, ...pages.map((page) => `${page}_view`)];
  const roles: [alias: string, name: string, codes: string[], account: string, realName: string][] = [
    ['identityAdmin', '身份认证管理员', everything, 'identity', '沈认证'],
    ['identityViewer', '身份认证查看员', viewing, 'idviewer', '韩查看'],
  ];
  for (const [i, [alias, name, codes, account, realName]] of roles.entries()) {
    const role = await tx.query<{ id: string }>(
      `insert into blade_role (tenant_id, parent_id, role_name, role_alias, sort, role_type)
       values ('000000', 0, $1, $2, $3, 1) returning id`,
      [name, alias, 30 + i],
    );
    const roleId = String(role[0]?.id);
    await tx.query(
      `insert into blade_role_menu (menu_id, role_id)
       select id, $1 from blade_menu where code = any($2::text[]) and is_deleted = 0 on conflict do nothing`,
      [roleId, codes],
    );
    await tx.query(
      `insert into blade_user (tenant_id, code, user_type, account, password, name, real_name, email, phone, sex, role_id, dept_id, post_id)
       values ('000000', $1, 1, $1, $2, $3, $4, $5, $6, 1, $7, '', '')`,
      [
        account,
        await hashPassword(md5Hex(account)),
        name,
        realName,
        `${account}@lingxi.example`,
        `1380000020${i}`,
        roleId,
      ],
    );
  }
}

export function identitySeeds(): Seed[] {
  return [
    {
      name: '010_identity',
      async run(tx) {
        await seedButtons(tx);
        await seedAccounts(tx);
        const userHash = await hashPassword(md5Hex('123456'));
        for (const tenant of ['000000', '100000']) await tenantData(tx, tenant, userHash);
      },
    },
  ];
}
