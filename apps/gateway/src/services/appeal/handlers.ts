/**
 * Appeals over HTTP (SPEC §7 "Appeals"): the appeal itself (/lingxi-appeal/appeal), distribution
 * (/lingxi-appeal/apldis), the records and their transitions (/lingxi-appeal/apldistribute), delay and
 * return applications, urges, the journal (/lingxi-appeal/apltrack), management and lights
 * (/lingxi-appeal-manage/apl, /lingxi-web-deptlight) and the two levels of types (/lingxi-appeal-type).
 * The rules live in transitions.ts and calendar.ts; the README's "Appeals" section is the contract.
 */
import type { Context } from 'hono';
import type { AuthUser } from '../../auth';
import type { Queryable, Row } from '../../db';
import { badRequest, HttpError, isRecord, MSG_FORBIDDEN, ok, parseId, readJson, sendR } from '../../http';
import {
  allRecords,
  MSG_NOT_FOUND,
  type Page,
  READ_PATHS,
  type ResourceDef,
  type ResourceEnv,
  type SqlBuilder,
  saveEntity,
  serialise,
  TITLES,
} from '../../resource';
import { VIEW_EXPORT_MAX_ROWS, xlsxOfRows } from '../../xlsx';
import { type App, type HandlerDeps, idList, need, params, stringQuery } from '../common';
import { delayWindow, LIGHT_NAMES, type Light } from './calendar';
import {
  actorFor,
  auditApply,
  bindStep,
  closeStep,
  dateParam,
  delayApplyStep,
  dispatchPending,
  disposeStep,
  facts,
  optionalText,
  requiredText,
  returnApplyStep,
  runStep,
  signStep,
  urge,
} from './flow';
import {
  AUDIT_ACTIONS,
  appealResource,
  appealTypeResource,
  appealView,
  backApplyView,
  delayApplyView,
  LIGHT_REASONS,
  recordView,
  trackView,
  urgeView,
} from './resources';
import {
  appealsSql,
  applySql,
  clock,
  DUPLICATE_SECONDS,
  dayOf,
  deptIdsOf,
  deptName,
  intParam,
  journal,
  lightSql,
  loadCalendar,
  lockAppeal,
  lockRecord,
  MSG_DUPLICATE,
  MSG_RECORD_MISSING,
  needAny,
  pagedView,
  recordScope,
  recordsSql,
  refreshAppealState,
  seesAll,
  trackSql,
  urgeSql,
  viewRows,
} from './store';
import { ACTIONS, availableActions, isRecordState, OPEN_STATES } from './transitions';

type Handler = (c: Context<ResourceEnv>) => Promise<Response>;

const A = '/api/lingxi-appeal';
const APPEAL = `${A}/appeal`;
const DIS = `${A}/apldis`;
const REC = `${A}/apldistribute`;
const TRACK = `${A}/apltrack`;
const DELAY = '/api/lingxi-appeal-delayapply';
const BACK = '/api/lingxi-appeal-backapply';
const URGE = '/api/lingxi-appeal-urgedispose';
const MANAGE = '/api/lingxi-appeal-manage/apl/manage';
const LIGHT = '/api/lingxi-appeal-manage/apl/light';
const DEPT_LIGHT = '/api/lingxi-web-deptlight/deptlight';
const TYPE = '/api/lingxi-appeal-type/apltype';

function idParam(p: Record<string, unknown>, names: readonly string[], missing: string): string {
  for (const name of names) {
    const raw = p[name];
    if (raw === undefined || raw === null || raw === '') continue;
    const id = parseId(raw);
    if (!id) throw badRequest(`${name}格式不正确`);
    return id;
  }
  throw badRequest(missing);
}

const optionalId = (p: Record<string, unknown>, name: string): string | undefined => {
  const raw = p[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const id = parseId(raw);
  if (!id) throw badRequest(`${name}格式不正确`);
  return id;
};

const bySql = (sql: (today: string) => string, today: string) => (b: SqlBuilder) => sql(b.add(today));

export function mountAppeals(app: App, deps: HandlerDeps): void {
  const { db } = deps;

  const route = (method: 'get' | 'post' | 'both', path: string, title: string, read: boolean, h: Handler) => {
    TITLES.set(path, title);
    if (read) READ_PATHS.add(path);
    if (method === 'get') app.get(path, h);
    else if (method === 'post') app.post(path, h);
    else app.on(['GET', 'POST'], path, h);
  };
  const today = () => dayOf(clock(deps));

  /** The records the caller may see, by id (404 when not). */
  async function visibleRecord(user: AuthUser, id: string): Promise<Row> {
    const scopeOf = await recordScope(deps, user);
    const rows = await viewRows(
      db,
      bySql(recordsSql, today()),
      user,
      (sql) => {
        sql.where.push(`id = ${sql.add(id)}::bigint`);
        scopeOf(sql);
      },
      'id',
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, MSG_NOT_FOUND);
    return row;
  }

  async function appealRow(user: AuthUser, id: string): Promise<Row> {
    const rows = await viewRows(
      db,
      bySql(appealsSql, today()),
      user,
      (sql) => {
        sql.where.push(`id = ${sql.add(id)}::bigint`);
      },
      'id',
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, MSG_NOT_FOUND);
    return row;
  }

  const recordsOfAppeal = async (user: AuthUser, appealId: string, scoped = true) => {
    const scopeOf = scoped ? await recordScope(deps, user) : () => {};
    const rows = await viewRows(
      db,
      bySql(recordsSql, today()),
      user,
      (sql) => {
        sql.where.push(`appeal_id = ${sql.add(appealId)}::bigint`);
        scopeOf(sql);
      },
      'id',
    );
    return rows.map((r) => serialise(recordView, r));
  };

  const listOf = async (
    table: 'delay' | 'back' | 'urge' | 'track',
    user: AuthUser,
    where: (sql: SqlBuilder) => void,
  ): Promise<Record<string, unknown>[]> => {
    const def: ResourceDef =
      table === 'delay'
        ? delayApplyView
        : table === 'back'
          ? backApplyView
          : table === 'urge'
            ? urgeView
            : trackView;
    const inner =
      table === 'delay'
        ? applySql('lingxi_appeal_delay_apply')
        : table === 'back'
          ? applySql('lingxi_appeal_back_apply')
          : table === 'urge'
            ? urgeSql
            : trackSql;
    const order =
      table === 'urge'
        ? 'urge_time desc, id desc'
        : table === 'track'
          ? 'create_time, id'
          : 'apply_time desc, id desc';
    const rows = await viewRows(db, () => inner, user, where, order, table === 'track');
    return rows.map((r) => serialise(def, r));
  };

  // ── appeal types: the two levels (login only) ──────────────────────────────────────────────────
  route('get', `${TYPE}/level1`, '诉求类型', true, async (c) => {
    const user = c.get('user');
    const rows = await allRecords(appealTypeResource, db, user, {}, (sql) => {
      sql.where.push(`f_parent_node = 0`);
    });
    return sendR(c, ok(rows.map((r) => serialise(appealTypeResource, r))));
  });
  route('get', `${TYPE}/level2`, '诉求类型', true, async (c) => {
    const user = c.get('user');
    const parent = idParam(c.req.query(), ['fParentNode', 'parentId'], '请传入fParentNode');
    const rows = await allRecords(appealTypeResource, db, user, {}, (sql) => {
      sql.where.push(`f_parent_node = ${sql.add(parent)}::bigint`);
    });
    return sendR(c, ok(rows.map((r) => serialise(appealTypeResource, r))));
  });

  // ── the appeal ───────────────────────────────────────────────────────────────────────────────
  const saveAppeal =
    (mode: 'any' | 'update'): Handler =>
    async (c) => {
      const user = c.get('user');
      const body = await readJson(c);
      if (!isRecord(body)) throw badRequest('请求体必须是对象');
      const creating = body.id === undefined || body.id === null || body.id === '';
      if (mode === 'update' && creating) throw badRequest('请传入正确的主键id');
      const id = creating ? undefined : parseId(body.id);
      if (!creating && !id) throw badRequest('主键格式不正确');
      await need(deps, user, creating ? 'appeal_add' : 'appeal_edit');
      const now = clock(deps);
      const saved = await db.transaction(async (tx) => {
        let before: Row | undefined;
        if (id) {
          before = await lockAppeal(tx, user, id);
          if (Number(before.save_status) === 1) throw badRequest('诉求已提交，不能修改');
        } else {
          const same = await tx.query(
            `select 1 from lingxi_appeal where tenant_id = $1 and create_user = $2 and is_deleted = 0
               and title = $3 and content = $4 and create_time > now() - interval '${DUPLICATE_SECONDS} seconds' limit 1`,
            [user.tenantId, user.userId, String(body.title ?? ''), String(body.content ?? '')],
          );
          if (same.length > 0) throw badRequest(MSG_DUPLICATE);
        }
        const def: ResourceDef = {
          ...appealResource,
          beforeSave: async (ctx) => {
            const typeId = String(ctx.values.get('type_id') ?? ctx.existing?.type_id ?? '');
            const type = await tx.query<{ f_parent_node: string }>(
              'select f_parent_node from lingxi_appeal_type where id = $1 and tenant_id = $2 and is_deleted = 0',
              [typeId, user.tenantId],
            );
            if (!type[0]) throw badRequest('诉求类型不存在');
            if (String(type[0].f_parent_node) === '0') throw badRequest('请选择二级诉求类型');
            const enterpriseId = ctx.values.get('enterprise_id');
            if (enterpriseId) {
              const found = await tx.query(
                'select 1 from lingxi_web_enterprise where id = $1 and tenant_id = $2 and is_deleted = 0',
                [enterpriseId, user.tenantId],
              );
              if (found.length === 0) throw badRequest('企业不存在');
            }
            const attach = ctx.values.get('attach_ids');
            if (typeof attach === 'string' && attach !== '') {
              const ids = [...new Set(attach.split(','))];
              const found = await tx.query<{ n: number }>(
                'select count(*)::int as n from blade_attach where id = any($1::bigint[]) and tenant_id = $2 and is_deleted = 0',
                [ids, user.tenantId],
              );
              if (Number(found[0]?.n) !== ids.length) throw badRequest('附件不存在');
            }
            const submitting = ctx.values.get('save_status') === 1;
            ctx.values.set('appeal_state', submitting ? 'pending' : 'draft');
            if (submitting) ctx.values.set('submit_time', now.toISOString());
            if (ctx.creating) {
              const seq = await tx.query<{ n: string }>("select nextval('lingxi_appeal_no_seq')::text as n");
              ctx.values.set(
                'appeal_no',
                `SQ${dayOf(now).replaceAll('-', '')}${(seq[0]?.n ?? '0').padStart(6, '0')}`,
              );
            }
          },
        };
        const row = await saveEntity(def, tx, user, body, id);
        const submitted = Number(row.save_status) === 1;
        await journal(tx, user, {
          appealId: String(row.id),
          action: submitted ? 'submit' : creating ? 'create' : 'update',
          comment: String(row.title),
          at: now,
        });
        return row;
      });
      return sendR(c, ok(serialise(appealResource, saved)));
    };
  route('post', `${APPEAL}/saveOrUpdate`, '诉求管理', false, saveAppeal('any'));
  route('post', `${APPEAL}/update`, '诉求管理', false, saveAppeal('update'));

  const appealPage =
    (
      codes: readonly string[],
      extra?: (query: Record<string, string>) => (sql: SqlBuilder) => void,
    ): Handler =>
    async (c) => {
      const user = c.get('user');
      await needAny(deps, user, codes);
      const query = stringQuery(await params(c));
      return sendR(
        c,
        ok(await pagedView(db, appealView, bySql(appealsSql, today()), user, query, extra?.(query))),
      );
    };
  route('both', `${APPEAL}/search`, '诉求管理', true, appealPage(['appeal']));
  route(
    'both',
    `${APPEAL}/updatePage`,
    '诉求管理',
    true,
    appealPage(['appeal'], () => (sql) => {
      sql.where.push('save_status = 0');
    }),
  );
  const awaitingDistribution = (query: Record<string, string>) => (sql: SqlBuilder) => {
    // what waits for distribution: nothing sent, or a department's place left by an approved return
    // that no record dispatched since has taken (the others still hold it: the appeal is in progress)
    if (!query.appealState)
      sql.where.push(`(appeal_state = 'pending' or (appeal_state = 'handling' and exists (
          select 1 from lingxi_appeal_distribute r where r.appeal_id = t.id and r.is_deleted = 0 and r.state = 'returned'
            and not exists (select 1 from lingxi_appeal_distribute n where n.appeal_id = r.appeal_id
              and n.is_deleted = 0 and n.state <> 'returned' and n.create_time > r.update_time))))`);
  };
  route(
    'both',
    `${DIS}/aplDis/page`,
    '诉求分发',
    true,
    appealPage(['appealDistribution'], awaitingDistribution),
  );

  // ── exports of the lists (issue 23): the list's filters and order, as .xlsx ─────────────────────
  /** The query of an export: the list's filters without the token a download may carry. */
  const exportQuery = (c: Context<ResourceEnv>) => {
    const q = { ...c.req.query() };
    delete q[deps.options.tokenHeader];
    delete q.access_token;
    delete q.current;
    delete q.size;
    return q;
  };
  /** Every row of a paged view (read 200 at a time, capped). */
  const allPages = async (
    read: (query: Record<string, string>) => Promise<Page<Record<string, unknown>>>,
    query: Record<string, string>,
  ) => {
    const rows: Record<string, unknown>[] = [];
    for (let current = 1; rows.length < VIEW_EXPORT_MAX_ROWS; current++) {
      const page = await read({ ...query, current: String(current), size: '200' });
      rows.push(...page.records);
      if (current >= page.pages) break;
    }
    return rows.slice(0, VIEW_EXPORT_MAX_ROWS);
  };
  const text = (name: string) => (row: Record<string, unknown>) => {
    const v = row[name];
    return v === null || v === undefined ? null : typeof v === 'number' ? v : String(v);
  };
  const APPEAL_COLUMNS = [
    { header: '诉求编号', width: 24, value: text('appealNo') },
    { header: '诉求标题', width: 36, value: text('title') },
    { header: '诉求类型', value: text('typeName') },
    { header: '企业名称', width: 28, value: text('enterpriseName') },
    { header: '联系人', value: text('contactName') },
    { header: '联系电话', value: text('contactPhone') },
    { header: '诉求状态', value: text('appealStateName') },
    { header: '承办部门', width: 28, value: text('deptNames') },
    { header: '办理时限', value: text('deadline') },
    { header: '红绿灯', value: text('lightName') },
    { header: '人工亮灯', value: text('manualLightName') },
    { header: '督办次数', value: text('urgeCount') },
    { header: '提交时间', width: 20, value: text('submitTime') },
  ];
  const appealExport =
    (
      codes: readonly string[],
      file: string,
      extra?: (query: Record<string, string>) => (sql: SqlBuilder) => void,
    ): Handler =>
    async (c) => {
      const user = c.get('user');
      await needAny(deps, user, codes);
      const query = exportQuery(c);
      const rows = await allPages(
        (q) => pagedView(db, appealView, bySql(appealsSql, today()), user, q, extra?.(query)),
        query,
      );
      return xlsxOfRows(rows, `${file}.xlsx`, file, APPEAL_COLUMNS);
    };
  route('get', `${APPEAL}/export`, '诉求管理', true, appealExport(['appeal'], '诉求管理'));
  route(
    'get',
    `${DIS}/aplDis/export`,
    '诉求分发',
    true,
    appealExport(['appealDistribution'], '诉求分发', awaitingDistribution),
  );

  const appealDetail: Handler = async (c) => {
    const user = c.get('user');
    await needAny(deps, user, ['appeal', 'appealLight']);
    const id = idParam(c.req.query(), ['id'], '请传入正确的主键id');
    const row = await appealRow(user, id);
    const out = serialise(appealView, row);
    out.records = await recordsOfAppeal(user, id);
    out.attachments = await attachmentsOf(db, user, row);
    return sendR(c, ok(out));
  };
  route('get', `${APPEAL}/detail`, '诉求管理', true, appealDetail);
  route('get', `${MANAGE}/aplinfo`, '诉求管理', true, appealDetail);

  const removeAppeals = async (user: AuthUser, ids: string[]) => {
    await need(deps, user, 'appeal_delete');
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const appeal = await lockAppeal(tx, user, id);
        const sent = await tx.query(
          `select 1 from lingxi_appeal_distribute where appeal_id = $1 and is_deleted = 0 and state <> 'pending' limit 1`,
          [id],
        );
        if (sent.length > 0) throw badRequest(`诉求${String(appeal.appeal_no)}已分发，不能删除`);
        await tx.query(
          'update lingxi_appeal_distribute set is_deleted = 1, update_user = $2, update_time = now() where appeal_id = $1 and is_deleted = 0',
          [id, user.userId],
        );
        await tx.query(
          'update lingxi_appeal set is_deleted = 1, update_user = $2, update_time = now() where id = $1',
          [id, user.userId],
        );
      }
    });
  };
  route('post', `${APPEAL}/remove`, '诉求管理', false, async (c) => {
    const p = await params(c);
    const ids = idList(p.ids ?? p.id);
    if (!ids || ids.length === 0) throw badRequest('请选择要删除的数据');
    await removeAppeals(c.get('user'), ids);
    return sendR(c, ok(null));
  });
  route('post', `${MANAGE}/del`, '诉求管理', false, async (c) => {
    const p = await params(c);
    const ids = idList(p.id ?? p.ids);
    if (!ids || ids.length === 0) throw badRequest('请选择要删除的数据');
    await removeAppeals(c.get('user'), ids);
    return sendR(c, ok(null));
  });

  route('post', `${APPEAL}/searchEnterprise`, '诉求管理', true, async (c) => {
    const user = c.get('user');
    await needAny(deps, user, ['appeal']);
    const p = await params(c);
    const name = optionalText(p.enterpriseName ?? p.name, '企业名称', 255) ?? '';
    const rows = await db.query(
      `select id, enterprise_name, credit_code, contact, phone from lingxi_web_enterprise
        where tenant_id = $1 and is_deleted = 0 and enterprise_name ilike $2 escape '\\' order by enterprise_name, id limit 20`,
      [user.tenantId, `%${name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`],
    );
    return sendR(
      c,
      ok(
        rows.map((r) => ({
          id: String(r.id),
          enterpriseName: r.enterprise_name,
          creditCode: r.credit_code,
          contact: r.contact ?? null,
          phone: r.phone ?? null,
        })),
      ),
    );
  });

  // ── distribution: plan (tag=0) or dispatch (tag=1) ──────────────────────────────────────────
  route('post', `${DIS}/save`, '诉求分发', false, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const tag = String(p.tag ?? '0');
    if (tag !== '0' && tag !== '1') throw badRequest('分发标识tag只能是0(保存)或1(派发)');
    const appealId = idParam(p, ['appealId', 'id'], '请选择诉求');
    const deptIds = idList(p.deptIds ?? p.deptId, 20);
    if (!deptIds) throw badRequest('承办部门格式不正确');
    if (deptIds.length === 0) throw badRequest('请选择承办部门');
    await need(deps, user, tag === '1' ? 'appealDistribution_dispatch' : 'appealDistribution_add');
    const actor = await actorFor(deps, user, ['dispatch']);
    const now = clock(deps);
    const at = { now, today: dayOf(now) };
    await db.transaction(async (tx) => {
      const appeal = await lockAppeal(tx, user, appealId);
      if (Number(appeal.save_status) !== 1) throw badRequest('诉求尚未提交，不能分发');
      if (appeal.appeal_state === 'disposed' || appeal.appeal_state === 'closed')
        throw badRequest('诉求已办结，不能再分发');
      const depts = await tx.query<{ id: string; dept_name: string }>(
        'select id, dept_name from blade_dept where id = any($1::bigint[]) and tenant_id = $2 and is_deleted = 0',
        [deptIds, user.tenantId],
      );
      if (depts.length !== deptIds.length) throw badRequest('承办部门不存在');
      const live = await tx.query(
        `select * from lingxi_appeal_distribute where appeal_id = $1 and is_deleted = 0 and state <> 'returned' for update`,
        [appealId],
      );
      for (const dept of depts) {
        const rec = live.find((r) => String(r.dept_id) === String(dept.id));
        if (rec && rec.state !== 'pending') throw badRequest(`诉求已分发至${dept.dept_name}，请勿重复分发`);
      }
      for (const rec of live) {
        if (rec.state !== 'pending' || deptIds.includes(String(rec.dept_id))) continue;
        await tx.query(
          'update lingxi_appeal_distribute set is_deleted = 1, update_user = $2, update_time = now() where id = $1',
          [rec.id, user.userId],
        );
        await journal(tx, user, {
          appealId,
          disId: String(rec.id),
          action: 'cancel',
          from: 'pending',
          comment: `取消分发至${(await deptName(tx, rec.dept_id)) ?? ''}`,
          code: 'cancelledTo',
          params: { dept: (await deptName(tx, rec.dept_id)) ?? '' },
          at: now,
        });
      }
      for (const dept of depts) {
        if (live.some((r) => String(r.dept_id) === String(dept.id))) continue;
        const rows = await tx.query<{ id: string }>(
          `insert into lingxi_appeal_distribute (tenant_id, appeal_id, dept_id, state, create_user, update_user)
           values ($1, $2, $3, 'pending', $4, $4) returning id`,
          [user.tenantId, appealId, dept.id, user.userId],
        );
        await journal(tx, user, {
          appealId,
          disId: rows[0]?.id ?? null,
          action: 'distribute',
          to: 'pending',
          comment: `分发至${dept.dept_name}`,
          code: 'distributedTo',
          params: { dept: dept.dept_name },
          at: now,
        });
      }
      if (tag === '1') await dispatchPending(tx, user, actor, appeal, at);
      await refreshAppealState(tx, appealId);
    });
    // the appeal's live records (returned ones stay in its detail)
    const live = (await recordsOfAppeal(user, appealId, false)).filter((r) => r.state !== 'returned');
    return sendR(c, ok(live, tag === '1' ? '派发成功' : '保存成功'));
  });

  // ── records ──────────────────────────────────────────────────────────────────────────────────
  /**
   * A record a delay may be applied for (signed or in progress, with a deadline) answers the window
   * of the rule: `delayLatest` (the deadline + `appeal.delay.maxDays`) and `delayDates`, the working
   * days in between, so the console's dialog shows them and its date picker disables the rest.
   */
  const withDelayWindow = async (user: AuthUser, records: Record<string, unknown>[]) => {
    const open = records.filter(
      (r) => (r.state === 'signed' || r.state === 'handling') && typeof r.deadline === 'string',
    );
    if (open.length === 0) return records;
    const maxDays = await intParam(db, user.tenantId, 'appeal.delay.maxDays', 10);
    const first = open.map((r) => String(r.deadline)).sort()[0] ?? today();
    const cal = await loadCalendar(db, first);
    for (const r of open) {
      const window = delayWindow(String(r.deadline), maxDays, cal);
      r.delayLatest = window.latest;
      r.delayDates = window.dates;
    }
    return records;
  };

  const recordPage =
    (codes: readonly string[], extra?: (sql: SqlBuilder) => void): Handler =>
    async (c) => {
      const user = c.get('user');
      await needAny(deps, user, codes);
      const scopeOf = await recordScope(deps, user);
      const query = stringQuery(await params(c));
      const page = await pagedView(db, recordView, bySql(recordsSql, today()), user, query, (sql) => {
        scopeOf(sql);
        extra?.(sql);
      });
      await withDelayWindow(user, page.records);
      return sendR(c, ok(page));
    };
  route('both', `${REC}/page`, '诉求办理', true, recordPage(['appeal', 'appealHandle']));
  const RECORD_COLUMNS = [
    { header: '诉求编号', width: 24, value: text('appealNo') },
    { header: '诉求标题', width: 36, value: text('title') },
    { header: '承办部门', width: 24, value: text('deptName') },
    { header: '办理状态', value: text('stateName') },
    { header: '办理时限', value: text('deadline') },
    { header: '红绿灯', value: text('lightName') },
    {
      header: '人工亮灯',
      value: (row: Record<string, unknown>) =>
        (row.manualLight as { fLightName?: string } | null)?.fLightName ?? null,
    },
    { header: '企业名称', width: 28, value: text('enterpriseName') },
    { header: '诉求类型', value: text('typeName') },
    { header: '办理人', value: text('handlerName') },
    { header: '督办次数', value: text('urgeCount') },
    { header: '派发时间', width: 20, value: text('dispatchTime') },
    { header: '办结时间', width: 20, value: text('disposeTime') },
  ];
  // the handling page's list as the caller sees it (a handler: his departments'), its tab's filters too
  route('get', `${REC}/export`, '诉求办理', true, async (c) => {
    const user = c.get('user');
    await needAny(deps, user, ['appeal', 'appealHandle']);
    const scopeOf = await recordScope(deps, user);
    const query = exportQuery(c);
    const rows = await allPages(
      (q) => pagedView(db, recordView, bySql(recordsSql, today()), user, q, scopeOf),
      query,
    );
    return xlsxOfRows(rows, '诉求办理.xlsx', '诉求办理', RECORD_COLUMNS);
  });
  route(
    'both',
    `${MANAGE}/list`,
    '诉求红绿灯',
    true,
    recordPage(['appealLight'], (sql) => {
      sql.where.push(`state <> 'pending'`);
    }),
  );

  route('get', `${REC}/getById`, '诉求办理', true, async (c) => {
    const user = c.get('user');
    await needAny(deps, user, ['appeal', 'appealHandle']);
    const id = idParam(c.req.query(), ['id'], '请传入正确的主键id');
    const [out] = await withDelayWindow(user, [serialise(recordView, await visibleRecord(user, id))]);
    return sendR(c, ok(out));
  });

  const recordDetail: Handler = async (c) => {
    const user = c.get('user');
    await needAny(deps, user, ['appeal', 'appealHandle', 'appealLight']);
    const id = idParam(c.req.query(), ['id', 'disId'], '请传入正确的主键id');
    const row = await visibleRecord(user, id);
    const out = serialise(recordView, row);
    await withDelayWindow(user, [out]);
    const appeal = await appealRow(user, String(row.appeal_id));
    out.appeal = serialise(appealView, appeal);
    (out.appeal as Record<string, unknown>).attachments = await attachmentsOf(db, user, appeal);
    const byRecord = (sql: SqlBuilder) => {
      sql.where.push(`dis_id = ${sql.add(id)}::bigint`);
    };
    out.delayApplies = await listOf('delay', user, byRecord);
    out.backApplies = await listOf('back', user, byRecord);
    out.urges = await listOf('urge', user, byRecord);
    out.tracks = await listOf('track', user, (sql) => {
      sql.where.push(`appeal_id = ${sql.add(String(row.appeal_id))}::bigint`);
    });
    const actor = await actorFor(deps, user, ACTIONS);
    out.actions = availableActions(facts(row), actor, { today: today() });
    return sendR(c, ok(out));
  };
  route('get', `${REC}/getDetailById`, '诉求办理', true, recordDetail);
  route('get', `${MANAGE}/look`, '诉求红绿灯', true, recordDetail);

  route('get', `${REC}/getUrgeHandleContent`, '诉求办理', true, async (c) => {
    const user = c.get('user');
    await needAny(deps, user, ['appeal', 'appealHandle']);
    const id = idParam(c.req.query(), ['id', 'disId'], '请传入正确的主键id');
    await visibleRecord(user, id);
    return sendR(
      c,
      ok(
        await listOf('urge', user, (sql) => {
          sql.where.push(`dis_id = ${sql.add(id)}::bigint`);
        }),
      ),
    );
  });
  route('get', `${REC}/getUrgeAllDeptContent`, '诉求办理', true, async (c) => {
    const user = c.get('user');
    await needAny(deps, user, ['appeal', 'appealHandle']);
    const appealId = idParam(c.req.query(), ['appealId', 'id'], '请传入诉求id');
    const records = await recordsOfAppeal(user, appealId);
    const urges = await listOf('urge', user, (sql) => {
      sql.where.push(`appeal_id = ${sql.add(appealId)}::bigint`);
    });
    return sendR(
      c,
      ok(
        records.map((r) => ({
          disId: r.id,
          deptId: r.deptId,
          deptName: r.deptName,
          state: r.state,
          stateName: r.stateName,
          urgeCount: r.urgeCount,
          urges: urges.filter((u) => u.disId === r.id),
        })),
      ),
    );
  });

  // ── transitions ──────────────────────────────────────────────────────────────────────────────
  const disIdOf = (p: Record<string, unknown>) => idParam(p, ['id', 'disId', 'fDisId'], '请选择诉求分发记录');
  const answerRecord = async (c: Context<ResourceEnv>, id: string, msg: string) => {
    const user = c.get('user');
    const rows = await viewRows(
      db,
      bySql(recordsSql, today()),
      user,
      (sql) => {
        sql.where.push(`id = ${sql.add(id)}::bigint`);
      },
      'id',
    );
    return sendR(c, ok(rows[0] ? serialise(recordView, rows[0]) : null, msg));
  };

  route('post', `${REC}/changeToReaded`, '诉求签收', false, async (c) => {
    const user = c.get('user');
    const id = disIdOf(await params(c));
    await runStep(deps, user, signStep(id, user));
    return answerRecord(c, id, '签收成功');
  });
  // the people a handler may be bound from: the handlers of the record's department (issue 23)
  route('get', `${REC}/handlers`, '指定办理人', true, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'appealHandle_bind');
    const id = idParam(c.req.query(), ['id', 'disId'], '请传入正确的主键id');
    const row = await visibleRecord(user, id);
    const people = await db.query<{ id: string; real_name: string | null; account: string }>(
      // the department's active people whose roles handle appeals (hold the dispose code), the caller first
      `select u.id, u.real_name, u.account from blade_user u
        where u.tenant_id = $1 and u.is_deleted = 0 and u.status = 1
          and $2 = any(string_to_array(u.dept_id, ','))
          and exists (select 1 from blade_menu m join blade_role_menu rm on rm.menu_id = m.id
            where m.code = 'appealHandle_dispose' and m.is_deleted = 0 and m.status = 1
              and rm.role_id::text = any(string_to_array(u.role_id, ',')))
        order by (u.id::text = $3) desc, u.real_name, u.id limit 500`,
      [user.tenantId, String(row.dept_id), user.userId],
    );
    return sendR(
      c,
      ok(
        people.map((p) => ({
          id: String(p.id),
          realName: p.real_name ?? p.account,
          account: p.account,
        })),
      ),
    );
  });
  route('post', `${REC}/bindingAppealToPeason`, '指定办理人', false, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const id = disIdOf(p);
    const userId = optionalId(p, 'userId');
    await runStep(deps, user, bindStep(id, user, userId));
    return answerRecord(c, id, '指定成功');
  });
  route('post', `${REC}/disposeAplDistribute`, '诉求办结', false, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const id = disIdOf(p);
    const content = requiredText(p.disposeContent ?? p.content, '办理结果', 4000);
    await runStep(deps, user, disposeStep(id, user, content));
    return answerRecord(c, id, '办结成功');
  });
  route('post', `${MANAGE}/submit`, '诉求归档', false, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const id = disIdOf(p);
    const opinion = optionalText(p.opinion ?? p.comment, '归档意见', 500);
    await runStep(deps, user, closeStep(id, opinion));
    return answerRecord(c, id, '归档成功');
  });

  // delay
  route('post', `${DELAY}/save`, '延期申请', false, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const id = disIdOf({ ...p, id: p.disId ?? p.fDisId ?? p.id });
    const reason = requiredText(p.reason, '延期理由', 500);
    const requested = dateParam(p.requestedDate ?? p.delayDate, '申请延期日期', '请选择申请延期日期');
    let applyId = '';
    await runStep(
      deps,
      user,
      delayApplyStep(id, user, reason, requested, (created) => {
        applyId = created;
      }),
    );
    return sendR(c, ok({ id: applyId, disId: id }, '延期申请已提交'));
  });
  const auditInput = (p: Record<string, unknown>, kind: 'delay' | 'return') => {
    const status = String(p.auditStatus ?? '');
    if (status !== '1' && status !== '2') throw badRequest('审核结果auditStatus只能是1(通过)或2(驳回)');
    const pass = status === '1';
    const applyId = optionalId(p, 'id');
    const disId = applyId ? undefined : idParam(p, ['disId', 'fDisId'], '请选择要审核的申请');
    const opinion = pass
      ? optionalText(p.opinion ?? p.auditOpinion, '审核意见', 500)
      : requiredText(p.opinion ?? p.auditOpinion, '驳回理由', 500);
    const permittedDate =
      kind === 'delay' && pass ? dateParam(p.permittedDate, '批准延期日期', '请选择批准延期日期') : undefined;
    return { applyId, disId, pass, opinion, permittedDate };
  };
  route('post', `${DELAY}/delayApplyAudit`, '延期审核', false, async (c) => {
    const user = c.get('user');
    const input = auditInput(await params(c), 'delay');
    const state = await auditApply(deps, user, 'delay', input);
    return sendR(c, ok({ state }, input.pass ? '已批准延期' : '已驳回延期申请'));
  });
  const applyReads = (kind: 'delay' | 'back') => {
    const base = kind === 'delay' ? DELAY : BACK;
    const def = kind === 'delay' ? delayApplyView : backApplyView;
    const table = kind === 'delay' ? 'lingxi_appeal_delay_apply' : 'lingxi_appeal_back_apply';
    const menu = kind === 'delay' ? 'appealDelayAudit' : 'appealReturnAudit';
    const title = kind === 'delay' ? '延期申请' : '退回申请';
    const scope = async (user: AuthUser) => {
      if ((await seesAll(deps, user)) || (await deps.can(user, menu))) return () => {};
      const depts = deptIdsOf(user);
      return (sql: SqlBuilder) => {
        sql.where.push(`dept_id = any(${sql.add(depts)}::bigint[])`);
      };
    };
    route('both', `${base}/page`, title, true, async (c) => {
      const user = c.get('user');
      await needAny(deps, user, [menu, 'appeal', 'appealHandle']);
      const scopeOf = await scope(user);
      const query = stringQuery(await params(c));
      return sendR(c, ok(await pagedView(db, def, () => applySql(table), user, query, scopeOf)));
    });
    route(
      'get',
      `${base}/${kind === 'delay' ? 'delayApplyDetai' : 'backApplyDetai'}`,
      title,
      true,
      async (c) => {
        const user = c.get('user');
        await needAny(deps, user, [menu, 'appeal', 'appealHandle']);
        const id = idParam(c.req.query(), ['id'], '请传入正确的主键id');
        const scopeOf = await scope(user);
        const rows = await viewRows(
          db,
          () => applySql(table),
          user,
          (sql) => {
            sql.where.push(`id = ${sql.add(id)}::bigint`);
            scopeOf(sql);
          },
          'id',
        );
        if (!rows[0]) throw new HttpError(404, MSG_NOT_FOUND);
        return sendR(c, ok(serialise(def, rows[0])));
      },
    );
    route(
      'get',
      `${base}/${kind === 'delay' ? 'delayMessageDetai' : 'backMessgeDetail'}`,
      title,
      true,
      async (c) => {
        const user = c.get('user');
        await needAny(deps, user, [menu, 'appeal', 'appealHandle']);
        const disId = idParam(c.req.query(), ['disId', 'fDisId', 'id'], '请选择诉求分发记录');
        const scopeOf = await scope(user);
        const rows = await viewRows(
          db,
          () => applySql(table),
          user,
          (sql) => {
            sql.where.push(`dis_id = ${sql.add(disId)}::bigint`);
            scopeOf(sql);
          },
          'apply_time desc, id desc',
        );
        return sendR(c, ok(rows.map((r) => serialise(def, r))));
      },
    );
  };
  applyReads('delay');

  // return
  route('post', `${BACK}/save`, '退回申请', false, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const id = disIdOf({ ...p, id: p.disId ?? p.fDisId ?? p.id });
    const reason = requiredText(p.reason, '退回理由', 500);
    let applyId = '';
    await runStep(
      deps,
      user,
      returnApplyStep(id, user, reason, (created) => {
        applyId = created;
      }),
    );
    return sendR(c, ok({ id: applyId, disId: id }, '退回申请已提交'));
  });
  route('post', `${BACK}/backApplyToAudit`, '退回审核', false, async (c) => {
    const user = c.get('user');
    const input = auditInput(await params(c), 'return');
    const state = await auditApply(deps, user, 'return', input);
    return sendR(c, ok({ state }, input.pass ? '已同意退回' : '已驳回退回申请'));
  });
  applyReads('back');

  // urge
  route('post', `${URGE}/save`, '督办', false, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const appealId = idParam(p, ['appealId'], '请选择诉求');
    const content = requiredText(p.content ?? p.urgeContent, '督办内容', 500);
    const n = await urge(deps, user, { appealId }, content);
    return sendR(c, ok({ count: n }, '督办成功'));
  });
  route('post', `${URGE}/saveDepturge`, '督办', false, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const content = requiredText(p.content ?? p.urgeContent, '督办内容', 500);
    let disId = optionalId(p, 'disId') ?? optionalId(p, 'fDisId');
    if (!disId) {
      const appealId = idParam(p, ['appealId'], '请选择诉求分发记录');
      const deptId = idParam(p, ['deptId'], '请选择被督办部门');
      const rows = await db.query<{ id: string }>(
        `select id from lingxi_appeal_distribute where appeal_id = $1 and dept_id = $2 and tenant_id = $3
           and is_deleted = 0 and state <> 'returned'`,
        [appealId, deptId, user.tenantId],
      );
      if (!rows[0]) throw badRequest(MSG_RECORD_MISSING);
      disId = rows[0].id;
    }
    const n = await urge(deps, user, { disIds: [disId] }, content);
    return sendR(c, ok({ count: n }, '督办成功'));
  });
  route('get', `${URGE}/urgeDisDetail`, '督办', true, async (c) => {
    const user = c.get('user');
    await needAny(deps, user, ['appeal', 'appealHandle']);
    const id = idParam(c.req.query(), ['id'], '请传入正确的主键id');
    const rows = await viewRows(
      db,
      () => urgeSql,
      user,
      (sql) => {
        sql.where.push(`id = ${sql.add(id)}::bigint`);
      },
      'id',
    );
    const row = rows[0];
    if (!row) throw new HttpError(404, MSG_NOT_FOUND);
    // a handler reads the urges of its departments' records only
    await visibleRecord(user, String(row.dis_id));
    return sendR(c, ok(serialise(urgeView, row)));
  });
  route('get', `${URGE}/urgeDisMessageDetail`, '督办', true, async (c) => {
    const user = c.get('user');
    await needAny(deps, user, ['appeal', 'appealHandle']);
    const q = c.req.query();
    const disId = q.disId || q.fDisId ? idParam(q, ['disId', 'fDisId'], '') : undefined;
    const appealId = disId ? undefined : idParam(q, ['appealId', 'id'], '请选择诉求分发记录');
    if (disId) await visibleRecord(user, disId);
    const visible = await recordsOfAppeal(user, appealId ?? '0');
    const urges = await listOf('urge', user, (sql) => {
      if (disId) sql.where.push(`dis_id = ${sql.add(disId)}::bigint`);
      else sql.where.push(`dis_id = any(${sql.add(visible.map((r) => String(r.id)))}::bigint[])`);
    });
    return sendR(c, ok(urges));
  });

  // ── the journal ──────────────────────────────────────────────────────────────────────────────
  const trackScope = async (user: AuthUser) => {
    // the tracking page's menu alone is not enough: a department reads its own appeals' journals
    if (await seesAll(deps, user)) return () => {};
    const depts = deptIdsOf(user);
    return (sql: SqlBuilder) => {
      sql.where.push(
        `appeal_id in (select appeal_id from lingxi_appeal_distribute where dept_id = any(${sql.add(depts)}::bigint[]) and state <> 'pending' and is_deleted = 0)`,
      );
    };
  };
  route('both', `${TRACK}/page`, '诉求跟踪', true, async (c) => {
    const user = c.get('user');
    await needAny(deps, user, ['appealTrack', 'appeal', 'appealHandle']);
    const scopeOf = await trackScope(user);
    const query = stringQuery(await params(c));
    return sendR(c, ok(await pagedView(db, trackView, () => trackSql, user, query, scopeOf)));
  });
  route('both', `${TRACK}/selectAudistPage`, '诉求跟踪', true, async (c) => {
    const user = c.get('user');
    await needAny(deps, user, ['appealTrack', 'appealDelayAudit', 'appealReturnAudit']);
    const query = stringQuery(await params(c));
    return sendR(
      c,
      ok(
        await pagedView(
          db,
          { ...trackView, defaultOrder: [{ column: 'create_time', desc: true }] },
          () => trackSql,
          user,
          query,
          (sql) => {
            sql.where.push(`action = any(${sql.add(AUDIT_ACTIONS)}::text[])`);
          },
        ),
      ),
    );
  });
  route('post', `${TRACK}/append`, '诉求跟踪', false, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const appealId = idParam(p, ['appealId'], '请选择诉求');
    const disId = optionalId(p, 'disId');
    const comment = requiredText(p.comment ?? p.content, '跟踪内容', 2000);
    // a supervisor (`appealTrack_add`) notes on any appeal; a handler of the receiving department
    // notes the progress of a record his department holds (issue 23)
    const supervisor = await deps.can(user, 'appealTrack_add');
    if (!supervisor && !(disId && (await deps.can(user, 'appealHandle_dispose'))))
      throw new HttpError(403, MSG_FORBIDDEN);
    const now = clock(deps);
    await db.transaction(async (tx) => {
      await lockAppeal(tx, user, appealId);
      if (disId) {
        const rec = await lockRecord(tx, user, disId);
        if (String(rec.appeal_id) !== appealId) throw badRequest(MSG_RECORD_MISSING);
        if (!supervisor) {
          if (!deptIdsOf(user).includes(String(rec.dept_id)))
            throw new HttpError(403, '该诉求不属于您所在的部门，不能办理');
          if (!(OPEN_STATES as readonly string[]).includes(String(rec.state)))
            throw badRequest('该诉求当前不在办理中，不能记录进展');
        }
      }
      const recent = await tx.query(
        `select 1 from lingxi_appeal_track where appeal_id = $1 and user_id = $2 and action = 'note' and comment = $3
           and create_time > $4::timestamptz - interval '${DUPLICATE_SECONDS} seconds' and create_time <= $4::timestamptz limit 1`,
        [appealId, user.userId, comment, now.toISOString()],
      );
      if (recent.length > 0) throw badRequest(MSG_DUPLICATE);
      await journal(tx, user, { appealId, disId: disId ?? null, action: 'note', comment, at: now });
    });
    return sendR(c, ok(null, '记录成功'));
  });

  // ── lights ───────────────────────────────────────────────────────────────────────────────────
  const lightCode = (value: unknown, label: string, missing: string): Light | 'none' => {
    if (value === undefined || value === null || value === '') throw badRequest(missing);
    if (value !== 'green' && value !== 'yellow' && value !== 'red' && value !== 'none')
      throw badRequest(`${label}只能是green、yellow、red或none`);
    return value;
  };
  route('post', `${LIGHT}/submit`, '诉求红绿灯', false, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const disId = idParam(p, ['fDisId', 'disId'], '请选择诉求分发记录');
    const code = lightCode(p.fLightCode, '亮灯', '请选择亮灯');
    const reasonCode = code === 'none' ? null : requiredText(p.fReasonCode, '亮灯原因', 32, '请选择亮灯原因');
    const reasonName = reasonCode === null ? null : LIGHT_REASONS[reasonCode];
    if (reasonCode !== null && !reasonName) throw badRequest('亮灯原因不正确');
    const description = optionalText(p.fDescription, '亮灯说明', 500);
    if (reasonCode === '4' && !description) throw badRequest('请填写亮灯说明');
    await need(deps, user, 'appealLight_edit');
    const now = clock(deps);
    const id = await db.transaction(async (tx) => {
      const rec = await lockRecord(tx, user, disId);
      // a manual light sits beside the computed one: only on a record a department holds (lit)
      if (!isRecordState(rec.state) || !OPEN_STATES.includes(rec.state))
        throw badRequest('该诉求当前不在办理中，不能亮灯');
      const existing = await tx.query<{ id: string }>(
        'select id from lingxi_appeal_light where f_dis_id = $1 and is_deleted = 0 for update',
        [disId],
      );
      let lightId: string | null = existing[0]?.id ?? null;
      if (code === 'none') {
        if (!lightId) throw badRequest('该诉求没有人工亮灯');
        await tx.query(
          'update lingxi_appeal_light set is_deleted = 1, update_user = $2, update_time = now() where id = $1',
          [lightId, user.userId],
        );
        lightId = null;
      } else if (lightId) {
        await tx.query(
          `update lingxi_appeal_light set f_light_code = $2, f_light_name = $3, f_reason_code = $4, f_reason_name = $5,
             f_description = $6, update_user = $7, update_time = now() where id = $1`,
          [lightId, code, LIGHT_NAMES[code], reasonCode, reasonName, description, user.userId],
        );
      } else {
        const rows = await tx.query<{ id: string }>(
          `insert into lingxi_appeal_light (tenant_id, f_dis_id, f_light_code, f_light_name, f_reason_code, f_reason_name, f_description, create_user, update_user)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
          [user.tenantId, disId, code, LIGHT_NAMES[code], reasonCode, reasonName, description, user.userId],
        );
        lightId = rows[0]?.id ?? null;
      }
      await journal(tx, user, {
        appealId: String(rec.appeal_id),
        disId,
        action: 'light',
        from: String(rec.state),
        to: String(rec.state),
        comment:
          code === 'none'
            ? '取消人工亮灯'
            : `${LIGHT_NAMES[code]}：${reasonName}${description ? `，${description}` : ''}`,
        ...(code === 'none'
          ? { code: 'lightCleared' as const }
          : {
              code: 'lightSet' as const,
              params: { light: code, reason: reasonCode ?? null, description: description ?? null },
            }),
        at: now,
      });
      return lightId;
    });
    return sendR(
      c,
      ok(
        id
          ? {
              lightId: id,
              fDisId: disId,
              fLightCode: code,
              fLightName: code === 'none' ? null : LIGHT_NAMES[code],
              fReasonCode: reasonCode,
              fReasonName: reasonName,
              fDescription: description,
            }
          : null,
      ),
    );
  });

  const deptCounts = `select d.dept_id, count(*) filter (where d.state in ('dispatched', 'signed', 'handling', 'delayRequested', 'returnRequested'))::int as open_count,
      count(*) filter (where lt = 'green')::int as green, count(*) filter (where lt = 'yellow')::int as yellow,
      count(*) filter (where lt = 'red')::int as red
    from (select d.*, %LIGHT% as lt from lingxi_appeal_distribute d where d.tenant_id = $2 and d.is_deleted = 0
            and d.state in ('dispatched', 'signed', 'handling', 'delayRequested', 'returnRequested')) d
    group by d.dept_id`;
  const deptBoard = async (user: AuthUser, deptId?: string) => {
    const sql = deptCounts.replace('%LIGHT%', lightSql('$1'));
    const rows = await db.query(
      `select coalesce(c.dept_id, l.dept_id) as dept_id, dp.dept_name, l.id as light_id, l.flight, l.flight_reason,
          coalesce(c.open_count, 0) as open_count, coalesce(c.green, 0) as green, coalesce(c.yellow, 0) as yellow,
          coalesce(c.red, 0) as red
        from (${sql}) c
        full join (select * from lingxi_dept_light where tenant_id = $2 and is_deleted = 0) l on l.dept_id = c.dept_id
        left join blade_dept dp on dp.id = coalesce(c.dept_id, l.dept_id)
        where ($3::bigint is null or coalesce(c.dept_id, l.dept_id) = $3::bigint)
        order by coalesce(c.red, 0) desc, coalesce(c.yellow, 0) desc, dp.dept_name`,
      [today(), user.tenantId, deptId ?? null],
    );
    return rows.map((r) => ({
      id: r.light_id ? String(r.light_id) : null,
      deptId: String(r.dept_id),
      deptName: r.dept_name ?? null,
      flight: r.flight ?? null,
      flightName: r.flight ? (LIGHT_NAMES[r.flight as Light] ?? null) : null,
      flightReason: r.flight_reason ?? null,
      openCount: Number(r.open_count),
      green: Number(r.green),
      yellow: Number(r.yellow),
      red: Number(r.red),
    }));
  };
  route('get', `${DEPT_LIGHT}/list`, '部门红绿灯', true, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'appealLight');
    return sendR(c, ok(await deptBoard(user)));
  });
  route('get', `${DEPT_LIGHT}/detail`, '部门红绿灯', true, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'appealLight');
    const q = c.req.query();
    let deptId = q.deptId ? idParam(q, ['deptId'], '') : undefined;
    if (!deptId) {
      const id = idParam(q, ['id'], '请选择部门');
      const rows = await db.query<{ dept_id: string }>(
        'select dept_id from lingxi_dept_light where id = $1 and tenant_id = $2 and is_deleted = 0',
        [id, user.tenantId],
      );
      if (!rows[0]) throw new HttpError(404, MSG_NOT_FOUND);
      deptId = String(rows[0].dept_id);
    }
    const dept = await db.query(
      'select 1 from blade_dept where id = $1 and tenant_id = $2 and is_deleted = 0',
      [deptId, user.tenantId],
    );
    if (!dept[0]) throw new HttpError(404, MSG_NOT_FOUND);
    const board = await deptBoard(user, deptId);
    return sendR(
      c,
      ok(
        board[0] ?? {
          id: null,
          deptId,
          deptName: await deptName(db, deptId),
          flight: null,
          flightName: null,
          flightReason: null,
          openCount: 0,
          green: 0,
          yellow: 0,
          red: 0,
        },
      ),
    );
  });
  route('post', `${DEPT_LIGHT}/submit`, '部门红绿灯', false, async (c) => {
    const user = c.get('user');
    const p = await params(c);
    const deptId = idParam(p, ['deptId'], '请选择部门');
    const code = lightCode(p.flight, '部门亮灯', '请选择部门亮灯');
    const reason = code === 'none' ? null : requiredText(p.flightReason, '亮灯原因', 500);
    await need(deps, user, 'appealLight_edit');
    await db.transaction(async (tx) => {
      const dept = await tx.query(
        'select 1 from blade_dept where id = $1 and tenant_id = $2 and is_deleted = 0',
        [deptId, user.tenantId],
      );
      if (!dept[0]) throw badRequest('部门不存在');
      const existing = await tx.query<{ id: string }>(
        'select id from lingxi_dept_light where tenant_id = $1 and dept_id = $2 and is_deleted = 0 for update',
        [user.tenantId, deptId],
      );
      const id = existing[0]?.id;
      if (code === 'none') {
        if (id)
          await tx.query(
            'update lingxi_dept_light set is_deleted = 1, update_user = $2, update_time = now() where id = $1',
            [id, user.userId],
          );
      } else if (id) {
        await tx.query(
          'update lingxi_dept_light set flight = $2, flight_reason = $3, update_user = $4, update_time = now() where id = $1',
          [id, code, reason, user.userId],
        );
      } else {
        await tx.query(
          `insert into lingxi_dept_light (tenant_id, dept_id, flight, flight_reason, create_user, update_user)
           values ($1, $2, $3, $4, $5, $5)`,
          [user.tenantId, deptId, code, reason, user.userId],
        );
      }
    });
    const board = await deptBoard(user, deptId);
    return sendR(c, ok(board[0] ?? null));
  });
}

async function attachmentsOf(db: Queryable, user: AuthUser, appeal: Row) {
  const ids = String(appeal.attach_ids ?? '')
    .split(',')
    .filter((s) => /^\d{1,19}$/.test(s));
  if (ids.length === 0) return [];
  const rows = await db.query(
    'select id, name, original_name, link from blade_attach where id = any($1::bigint[]) and tenant_id = $2 and is_deleted = 0 order by id',
    [ids, user.tenantId],
  );
  return rows.map((r) => ({ id: String(r.id), name: r.name, originalName: r.original_name, link: r.link }));
}
