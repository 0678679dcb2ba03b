/**
 * Policies (/api/lingxi-web-policy, issue 20; the model and its rules: gateway README "Policies").
 *
 *   policy                  政策: content (rich text), files (`attachIds`), issuing department, region, validity
 *   download                the policies' files (one row per file, kept from `attachIds` on every save)
 *   project                 申报项目 list / detail / delete; `policyreportproject` detail / submit (one table)
 *   policyreportprojectdep  the departments that review a project's declarations (each once per project)
 *   policyprojectrel        a report project linked to further policies
 *   codepolicyreg           registration codes of enterprises under a policy (read only)
 */
import type { AuthUser } from '../../auth';
import type { Queryable, Row } from '../../db';
import { badRequest } from '../../http';
import type { FieldDef, ResourceDef, SaveContext, SqlConditions } from '../../resource';
import { formatDate } from '../../time';
import { date, findOne, IDS, idf, int, newestFirst, PHONE, remark, ro, sort, str, time } from '../fields';
import {
  MSG_DEPT_ONCE,
  MSG_REL_ONCE,
  MSG_REL_OWN,
  msgPolicyOpen,
  VALIDITY_NAMES,
  validityError,
  validityState,
  WINDOW_NAMES,
  windowError,
  windowState,
} from './rules';

export const POLICY_BASE = '/api/lingxi-web-policy';

/** Today in the gateway's time zone (`YYYY-MM-DD`). */
export const today = (now: Date = new Date()) => formatDate(now) ?? '';

/** Policy categories (platform dictionary `policy_category`). */
export const POLICY_CATEGORIES = [1, 2, 3, 4, 5, 6] as const;

/** A date column's value after a save: the submitted one, else the stored one. */
function dateAfter(ctx: SaveContext, column: string): string | null {
  const v = ctx.values.has(column) ? ctx.values.get(column) : ctx.existing?.[column];
  return v === null || v === undefined ? null : formatDate(v);
}

function idAfter(ctx: SaveContext, column: string): string | null {
  const v = ctx.values.has(column) ? ctx.values.get(column) : ctx.existing?.[column];
  return v === null || v === undefined ? null : String(v);
}

const live = (tx: Queryable, table: string, id: string, user: AuthUser) =>
  findOne(tx, table, 'id = $1::bigint and tenant_id = $2', [id, user.tenantId]);

/** A filter over named states (`state=open,upcoming`): each value's condition, or'ed; another value is a 400. */
const oneOf =
  (allowed: readonly string[], key: string, condition: (value: string, sql: SqlConditions) => string) =>
  (raw: string, sql: SqlConditions) => {
    const values = raw.split(',').map((s) => s.trim());
    if (values.some((v) => !allowed.includes(v))) throw badRequest(`查询条件${key}格式不正确`);
    sql.where.push(`(${values.map((v) => condition(v, sql)).join(' or ')})`);
  };

// ── policies ───────────────────────────────────────────────────────────────────────────────────────

/** `validState=valid` (upcoming, valid, expired): the validity on today. */
const validStateFilter = oneOf(['upcoming', 'valid', 'expired'], 'validState', (v, sql) => {
  const day = `${sql.add(today())}::date`;
  if (v === 'upcoming') return `valid_from > ${day}`;
  if (v === 'expired') return `(valid_to is not null and valid_to < ${day})`;
  return `(valid_from <= ${day} and (valid_to is null or valid_to >= ${day}))`;
});

/** `validOn=YYYY-MM-DD`: policies in force on that day. */
function validOnFilter(raw: string, sql: SqlConditions) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || !formatDate(raw)) throw badRequest('查询条件validOn格式不正确');
  const day = `${sql.add(raw)}::date`;
  sql.where.push(`valid_from <= ${day}`, `(valid_to is null or valid_to >= ${day})`);
}

const attachIdList = (value: unknown) =>
  typeof value === 'string'
    ? [
        ...new Set(
          value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ]
    : [];

/** Keeps the policy's file rows (the download list) to its `attachIds`, in their order. */
async function syncFiles(tx: Queryable, user: AuthUser, policyId: string, ids: string[]) {
  await tx.query(
    `update lingxi_policy_file set is_deleted = 1, update_user = $1, update_time = now()
      where tenant_id = $2 and policy_id = $3 and is_deleted = 0 and not (attach_id = any($4::bigint[]))`,
    [user.userId, user.tenantId, policyId, ids],
  );
  for (const [i, attachId] of ids.entries()) {
    const updated = await tx.query(
      `update lingxi_policy_file set sort = $1 where tenant_id = $2 and policy_id = $3 and attach_id = $4 and is_deleted = 0 returning id`,
      [i + 1, user.tenantId, policyId, attachId],
    );
    if (updated.length > 0) continue;
    await tx.query(
      `insert into lingxi_policy_file (tenant_id, policy_id, attach_id, original_name, extension, attach_size, sort, create_user, update_user)
       select tenant_id, $1, id, original_name, extension, attach_size, $2, $3, $3
         from blade_attach where id = $4 and tenant_id = $5 and is_deleted = 0`,
      [policyId, i + 1, user.userId, attachId, user.tenantId],
    );
  }
}

export const policyFields: FieldDef[] = [
  str('title', '政策标题', { required: '请输入政策标题', sortable: true }),
  str('policyNo', '政策文号', { maxLength: 64 }),
  int('category', '政策类别', { values: POLICY_CATEGORIES, required: '请选择政策类别' }),
  idf('deptId', '发布部门'),
  str('deptName', '发布部门', { required: '请输入发布部门', maxLength: 64 }),
  str('regionCode', '区划编号', { maxLength: 12, pattern: { re: /^\d{2,12}$/, msg: '区划编号格式不正确' } }),
  str('regionName', '适用区域', { maxLength: 64 }),
  date('publishDate', '发布日期', { required: '请选择发布日期' }),
  date('validFrom', '生效日期', { required: '请选择生效日期' }),
  date('validTo', '失效日期'),
  str('content', '政策内容', { required: '请输入政策内容', maxLength: 100000, filter: false }),
  str('attachIds', '政策附件', { maxLength: 1000, pattern: IDS, filter: false }),
];

export const policyResource: ResourceDef = {
  name: 'policy',
  title: '政策管理',
  path: `${POLICY_BASE}/policy`,
  table: 'lingxi_policy',
  tenantOwned: true,
  permission: 'policy',
  fields: policyFields,
  defaultOrder: [
    { column: 'publish_date', desc: true },
    { column: 'create_time', desc: true },
  ],
  endpoints: { list: ['list'], detail: ['detail'], submit: ['submit'], remove: ['remove'] },
  filters: { validState: validStateFilter, validOn: validOnFilter },
  async beforeSave(ctx) {
    const problem = validityError(dateAfter(ctx, 'valid_from'), dateAfter(ctx, 'valid_to'));
    if (problem) throw badRequest(problem);
    const deptId = ctx.values.get('dept_id');
    if (deptId !== undefined && deptId !== null && deptId !== '0') {
      const dept = await live(ctx.tx, 'blade_dept', String(deptId), ctx.user);
      if (!dept) throw badRequest('发布部门不存在');
      if (!ctx.values.get('dept_name')) ctx.values.set('dept_name', String(dept.dept_name));
    }
    if (ctx.values.has('attach_ids')) {
      const ids = attachIdList(ctx.values.get('attach_ids'));
      if (ids.length > 20) throw badRequest('政策附件最多20个');
      const found = await ctx.tx.query<{ n: number }>(
        'select count(*)::int as n from blade_attach where tenant_id = $1 and is_deleted = 0 and id = any($2::bigint[])',
        [ctx.user.tenantId, ids],
      );
      if ((found[0]?.n ?? 0) !== ids.length) throw badRequest('政策附件不存在或已删除');
      ctx.values.set('attach_ids', ids.join(','));
    }
  },
  async afterSave(ctx) {
    if (ctx.values.has('attach_ids'))
      await syncFiles(ctx.tx, ctx.user, String(ctx.row.id), attachIdList(ctx.values.get('attach_ids')));
  },
  async beforeRemove(tx, user, rows) {
    const ids = rows.map((r) => String(r.id));
    // a policy with a project not yet closed stays, and so does every other policy of the request
    const open = await tx.query<{ policy_id: string; n: number }>(
      `select policy_id, count(*)::int as n from lingxi_policy_report_project
        where tenant_id = $1 and is_deleted = 0 and policy_id = any($2::bigint[]) and close_date >= $3::date
        group by policy_id order by policy_id limit 1`,
      [user.tenantId, ids, today()],
    );
    const blocked = open[0];
    if (blocked) {
      const title = String(rows.find((r) => String(r.id) === String(blocked.policy_id))?.title ?? '');
      throw badRequest(msgPolicyOpen(title, blocked.n));
    }
    // what hangs on the policies goes with them: their closed projects, the projects' departments and
    // relations, the policies' relations, files and registration codes
    const gone = { user: user.userId, tenant: user.tenantId };
    const projects = await tx.query<{ id: string }>(
      `update lingxi_policy_report_project set is_deleted = 1, update_user = $1, update_time = now()
        where tenant_id = $2 and is_deleted = 0 and policy_id = any($3::bigint[]) returning id`,
      [gone.user, gone.tenant, ids],
    );
    await removeProjectChildren(
      tx,
      user,
      projects.map((p) => String(p.id)),
    );
    for (const table of ['lingxi_policy_project_rel', 'lingxi_policy_file', 'lingxi_policy_reg_code'])
      await tx.query(
        `update ${table} set is_deleted = 1, update_user = $1, update_time = now()
          where tenant_id = $2 and is_deleted = 0 and policy_id = any($3::bigint[])`,
        [gone.user, gone.tenant, ids],
      );
  },
  decorate(row: Row, out) {
    const state = validityState(formatDate(row.valid_from) ?? '', formatDate(row.valid_to), today());
    out.validState = state;
    out.validStateName = VALIDITY_NAMES[state];
  },
};

/** The policies' files: the download page's list (written only by the policy's save). */
export const policyFileResource: ResourceDef = {
  name: 'policyFile',
  title: '文件下载',
  path: `${POLICY_BASE}/download`,
  table: 'lingxi_policy_file',
  tenantOwned: true,
  permission: 'policyDownload',
  fields: [
    ro('policyId', '所属政策', 'id'),
    ro('attachId', '附件', 'id'),
    ro('originalName', '文件名称'),
    ro('extension', '扩展名'),
    { ...ro('attachSize', '文件大小', 'int'), sortable: true },
    { ...sort, writable: false },
  ],
  defaultOrder: [
    { column: 'create_time', desc: true },
    { column: 'sort', desc: false },
  ],
  endpoints: { list: ['list'] },
};

// ── report projects ────────────────────────────────────────────────────────────────────────────────

async function removeProjectChildren(tx: Queryable, user: AuthUser, projectIds: string[]) {
  if (projectIds.length === 0) return;
  for (const table of ['lingxi_policy_report_project_dep', 'lingxi_policy_project_rel'])
    await tx.query(
      `update ${table} set is_deleted = 1, update_user = $1, update_time = now()
        where tenant_id = $2 and is_deleted = 0 and project_id = any($3::bigint[])`,
      [user.userId, user.tenantId, projectIds],
    );
}

/** `state=open` (upcoming, open, closed): the declaration window on today. */
const windowFilter = oneOf(['upcoming', 'open', 'closed'], 'state', (v, sql) => {
  const day = `${sql.add(today())}::date`;
  if (v === 'upcoming') return `open_date > ${day}`;
  if (v === 'closed') return `close_date < ${day}`;
  return `(open_date <= ${day} and close_date >= ${day})`;
});

const projectFields: FieldDef[] = [
  idf('policyId', '所属政策', { required: '请选择所属政策' }),
  str('projectName', '项目名称', { required: '请输入项目名称', sortable: true }),
  date('openDate', '申报开始日期', { required: '请选择申报开始日期' }),
  date('closeDate', '申报截止日期', { required: '请选择申报截止日期' }),
  str('supportContent', '扶持内容', { maxLength: 2000 }),
  str('contact', '联系人', { maxLength: 32 }),
  str('phone', '联系电话', { maxLength: 20, pattern: PHONE }),
  str('description', '申报说明', { maxLength: 2000, filter: false }),
];

const projectShape = {
  title: '申报项目',
  table: 'lingxi_policy_report_project',
  tenantOwned: true,
  permission: 'reportProject',
  fields: projectFields,
  defaultOrder: [
    { column: 'open_date', desc: true },
    { column: 'create_time', desc: true },
  ],
  filters: { state: windowFilter },
  async beforeSave(ctx: SaveContext) {
    const policyId = idAfter(ctx, 'policy_id');
    if (policyId && !(await live(ctx.tx, 'lingxi_policy', policyId, ctx.user)))
      throw badRequest('所属政策不存在');
    const problem = windowError(dateAfter(ctx, 'open_date'), dateAfter(ctx, 'close_date'));
    if (problem) throw badRequest(problem);
  },
  async beforeRemove(tx: Queryable, user: AuthUser, rows: Row[]) {
    await removeProjectChildren(
      tx,
      user,
      rows.map((r) => String(r.id)),
    );
  },
  decorate(row: Row, out: Record<string, unknown>) {
    const state = windowState(formatDate(row.open_date) ?? '', formatDate(row.close_date) ?? '', today());
    out.state = state;
    out.stateName = WINDOW_NAMES[state];
  },
} satisfies Omit<ResourceDef, 'name' | 'path'>;

/** `project`: list (GET or POST), detail (GET or POST), delete (POST id). */
export const reportProjectResource: ResourceDef = {
  ...projectShape,
  name: 'reportProject',
  path: `${POLICY_BASE}/project`,
  endpoints: { list: ['list'], detail: ['detail'], remove: ['delete'] },
};

/** `policyreportproject`: detail and submit of the same projects. */
export const policyReportProjectResource: ResourceDef = {
  ...projectShape,
  name: 'policyReportProject',
  path: `${POLICY_BASE}/policyreportproject`,
  endpoints: { detail: ['detail'], submit: ['submit'] },
};

// ── reviewing departments, relations, registration codes ──────────────────────────────────────────

export const reportProjectDepResource: ResourceDef = {
  name: 'reportProjectDep',
  title: '申报项目部门',
  path: `${POLICY_BASE}/policyreportprojectdep`,
  table: 'lingxi_policy_report_project_dep',
  tenantOwned: true,
  permission: 'reportProjectDept',
  fields: [
    idf('projectId', '申报项目', { required: '请选择申报项目' }),
    idf('deptId', '审核部门', {
      required: '请选择审核部门',
      unique: MSG_DEPT_ONCE,
      uniqueWith: ['project_id'],
    }),
    str('deptName', '审核部门', { writable: false, maxLength: 64, sortable: true }),
    sort,
    str('contact', '联系人', { maxLength: 32 }),
    str('phone', '联系电话', { maxLength: 20, pattern: PHONE }),
    remark,
  ],
  defaultOrder: [
    { column: 'sort', desc: false },
    { column: 'create_time', desc: false },
  ],
  endpoints: { list: ['list'], detail: ['detail'], submit: ['submit'], remove: ['remove'] },
  async beforeSave(ctx) {
    const projectId = idAfter(ctx, 'project_id');
    if (projectId && !(await live(ctx.tx, 'lingxi_policy_report_project', projectId, ctx.user)))
      throw badRequest('申报项目不存在');
    const deptId = ctx.values.get('dept_id');
    if (deptId !== undefined && deptId !== null) {
      const dept = await live(ctx.tx, 'blade_dept', String(deptId), ctx.user);
      if (!dept) throw badRequest('审核部门不存在');
      ctx.values.set('dept_name', String(dept.dept_name).slice(0, 64));
    }
  },
};

export const policyProjectRelResource: ResourceDef = {
  name: 'policyProjectRel',
  title: '政策项目关联',
  path: `${POLICY_BASE}/policyprojectrel`,
  table: 'lingxi_policy_project_rel',
  tenantOwned: true,
  permission: 'policyProjectRel',
  fields: [
    idf('policyId', '政策', { required: '请选择政策' }),
    idf('projectId', '申报项目', {
      required: '请选择申报项目',
      unique: MSG_REL_ONCE,
      uniqueWith: ['policy_id'],
    }),
    remark,
  ],
  defaultOrder: newestFirst,
  endpoints: { list: ['list'], detail: ['detail'], submit: ['submit'], remove: ['remove'] },
  async beforeSave(ctx) {
    const policyId = idAfter(ctx, 'policy_id');
    const projectId = idAfter(ctx, 'project_id');
    if (policyId && !(await live(ctx.tx, 'lingxi_policy', policyId, ctx.user)))
      throw badRequest('政策不存在');
    if (projectId) {
      const project = await live(ctx.tx, 'lingxi_policy_report_project', projectId, ctx.user);
      if (!project) throw badRequest('申报项目不存在');
      if (String(project.policy_id) === policyId) throw badRequest(MSG_REL_OWN);
    }
    // the engine checks the pair only when projectId is sent: a changed policy is checked here
    if (!ctx.values.has('project_id') && policyId && projectId) {
      const twin = await ctx.tx.query(
        `select 1 from lingxi_policy_project_rel where tenant_id = $1 and is_deleted = 0 and policy_id = $2
           and project_id = $3 and id <> $4::bigint limit 1`,
        [ctx.user.tenantId, policyId, projectId, ctx.id ?? '0'],
      );
      if (twin.length > 0) throw badRequest(MSG_REL_ONCE);
    }
  },
};

export const policyRegCodeResource: ResourceDef = {
  name: 'policyRegCode',
  title: '政策注册码',
  path: `${POLICY_BASE}/codepolicyreg`,
  table: 'lingxi_policy_reg_code',
  tenantOwned: true,
  permission: 'policyRegCode',
  fields: [
    ro('policyId', '所属政策', 'id'),
    ro('regCode', '注册码'),
    ro('enterpriseName', '企业名称'),
    ro('creditCode', '统一社会信用代码'),
    ro('contact', '联系人'),
    { ...time('regTime', '注册时间'), writable: false },
  ],
  defaultOrder: [{ column: 'reg_time', desc: true }],
  endpoints: { list: ['list'] },
};

/** Every policy resource, in mounting order. */
export const POLICY_RESOURCES: readonly ResourceDef[] = [
  policyResource,
  policyFileResource,
  reportProjectResource,
  policyReportProjectResource,
  reportProjectDepResource,
  policyProjectRelResource,
  policyRegCodeResource,
];

/** `{product}/list`: the module's lists by their product name (gateway README "Policies"). */
export const POLICY_PRODUCTS: Readonly<Record<string, ResourceDef>> = {
  policy: policyResource,
  download: policyFileResource,
  project: reportProjectResource,
  policyreportproject: reportProjectResource,
  policyreportprojectdep: reportProjectDepResource,
  policyprojectrel: policyProjectRelResource,
  codepolicyreg: policyRegCodeResource,
};
