/**
 * The bell and the to-do counts (issue 23), under /api/lingxi-desk/inbox:
 *
 * - `GET list`: the caller's items in the bell's three tabs, newest first (at most 50 a tab), and the
 *   unread count of each tab. `mail`: business notices addressed to the caller or one of their
 *   departments (`lingxi_business_notice.user_id` / `dept_id`); `message`: the appeal events that
 *   concern the caller (a record dispatched to, urged on, or a delay / return decided for one of their
 *   departments, for holders of `appealHandle`; a delay or return application awaiting their audit, for
 *   holders of `appealDelayAudit_audit` / `appealReturnAudit_audit`); `notice`: the tenant's published
 *   notices (`blade_notice` released by now). Unread: not read, and a dispatch only while its record still
 *   waits for sign-off (`unreadItem`, the same rule as the console's `isUnread`). A notice released more
 *   than 30 days ago counts as read.
 * - `POST read {keys}`: marks desk notices and appeal events read for the caller (business notices are
 *   read with `businessnotice/update {id, readStatus: 1}`; a dispatch is read by signing it,
 *   `changeToReaded`).
 * - `GET counts?screen=`: the to-do counts of one screen in one request, each the `total` of the very list
 *   the screen's tab shows (the list call made inside the gateway with the caller's own credentials, so a
 *   count the caller may not read is left out and a count always equals its list).
 *
 * And `POST /api/lingxi-business-notice/businessnotice/update` for a caller without `businessMsg_edit`:
 * the addressee of a notice may mark it read (`readStatus: 1`), nothing else.
 */
import type { Context } from 'hono';
import type { AuthUser } from '../../auth';
import { badRequest, HttpError, isRecord, MSG_FORBIDDEN, ok, parseId, readJson, sendR } from '../../http';
import { READ_PATHS, type ResourceEnv, TITLES } from '../../resource';
import { formatDateTime } from '../../time';
import { clock, deptIdsOf } from '../appeal/store';
import { OPEN_STATES } from '../appeal/transitions';
import type { App, HandlerDeps } from '../common';

export const INBOX = '/api/lingxi-desk/inbox';
const BN = '/api/lingxi-business-notice/businessnotice';

export type InboxTab = 'mail' | 'message' | 'notice';
export type InboxKind =
  | 'businessNotice'
  | 'notice'
  | 'dispatch'
  | 'urge'
  | 'delayApprove'
  | 'delayReject'
  | 'returnApprove'
  | 'returnReject'
  | 'delayAudit'
  | 'returnAudit';

export interface InboxItem {
  key: string;
  tab: InboxTab;
  kind: InboxKind;
  /** The record the item concerns: the notice, the distribution record, the application. */
  id: string;
  title: string;
  content: string | null;
  time: string | null;
  read: boolean;
  /** The distribution record's state (appeal events), the application's audit status (audits). */
  state: string | null;
  appealNo: string | null;
  deptName: string | null;
  /** A business notice's type (1..4), a desk notice's category. */
  type: number | null;
}

/** Unread: not read, and a dispatch only while its record still waits for sign-off. */
export const unreadItem = (item: Pick<InboxItem, 'read' | 'kind' | 'state'>): boolean =>
  !item.read && (item.kind !== 'dispatch' || item.state === 'dispatched');

const PER_TAB = 50;
const NOTICE_FRESH_DAYS = 30;
const EVENT_ACTIONS = ['dispatch', 'urge', 'delayApprove', 'delayReject', 'returnApprove', 'returnReject'];

/** The screens of `counts` and each count's list: path and query, as the screen's tab asks for it. */
export const COUNT_SCREENS: Record<string, Record<string, [string, Record<string, string>]>> = {
  appealHandle: {
    toSign: ['/api/lingxi-appeal/apldistribute/page', { state: 'dispatched' }],
    inProgress: ['/api/lingxi-appeal/apldistribute/page', { state: 'signed,handling' }],
    awaitingAudit: ['/api/lingxi-appeal/apldistribute/page', { state: 'delayRequested,returnRequested' }],
    overdue: ['/api/lingxi-appeal/apldistribute/page', { state: OPEN_STATES.join(','), light: 'red' }],
  },
  appealDelayAudit: { waiting: ['/api/lingxi-appeal-delayapply/page', { auditStatus: '0' }] },
  appealReturnAudit: { waiting: ['/api/lingxi-appeal-backapply/page', { auditStatus: '0' }] },
  work: {
    claim: ['/api/lingxi-flow/work/claim-list', {}],
    todo: ['/api/lingxi-flow/work/todo-list', {}],
  },
};

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

export function mountInbox(app: App, deps: HandlerDeps): void {
  const { db } = deps;

  async function readKeys(user: AuthUser): Promise<Set<string>> {
    const rows = await db.query<{ item_key: string }>(
      'select item_key from lingxi_inbox_read where tenant_id = $1 and user_id = $2',
      [user.tenantId, user.userId],
    );
    return new Set(rows.map((r) => r.item_key));
  }

  async function mail(user: AuthUser): Promise<InboxItem[]> {
    const rows = await db.query(
      `select id, title, content, notice_type, read_status, create_time from lingxi_business_notice
        where tenant_id = $1 and is_deleted = 0 and (user_id = $2::bigint or dept_id = any($3::bigint[]))
        order by create_time desc, id desc limit ${PER_TAB}`,
      [user.tenantId, user.userId, deptIdsOf(user)],
    );
    return rows.map((r) => ({
      key: `bn:${r.id}`,
      tab: 'mail',
      kind: 'businessNotice',
      id: String(r.id),
      title: String(r.title),
      content: text(r.content),
      time: formatDateTime(r.create_time),
      read: Number(r.read_status) === 1,
      state: null,
      appealNo: null,
      deptName: null,
      type: Number(r.notice_type),
    }));
  }

  async function notices(user: AuthUser, read: Set<string>, now: Date): Promise<InboxItem[]> {
    const rows = await db.query(
      `select id, title, category, release_time from blade_notice
        where tenant_id = $1 and is_deleted = 0 and release_time <= $2
        order by release_time desc, id desc limit ${PER_TAB}`,
      [user.tenantId, now.toISOString()],
    );
    const fresh = now.getTime() - NOTICE_FRESH_DAYS * 86_400_000;
    return rows.map((r) => ({
      key: `notice:${r.id}`,
      tab: 'notice',
      kind: 'notice',
      id: String(r.id),
      title: String(r.title),
      content: null,
      time: formatDateTime(r.release_time),
      read: read.has(`notice:${r.id}`) || new Date(String(r.release_time)).getTime() < fresh,
      state: null,
      appealNo: null,
      deptName: null,
      type: Number(r.category),
    }));
  }

  async function appealEvents(user: AuthUser, read: Set<string>): Promise<InboxItem[]> {
    const items: InboxItem[] = [];
    const depts = deptIdsOf(user);
    if (depts.length > 0 && (await deps.can(user, 'appealHandle'))) {
      const rows = await db.query(
        `select t.id, t.action, t.comment, t.create_time, d.id as dis_id, d.state, a.appeal_no, a.title,
                (select dept_name from blade_dept where id = d.dept_id) as dept_name
           from lingxi_appeal_track t
           join lingxi_appeal_distribute d on d.id = t.dis_id and d.is_deleted = 0
           join lingxi_appeal a on a.id = t.appeal_id
          where t.tenant_id = $1 and d.tenant_id = $1 and d.dept_id = any($2::bigint[])
            and t.action = any($3::text[])
          order by t.create_time desc, t.id desc limit ${PER_TAB}`,
        [user.tenantId, depts, EVENT_ACTIONS],
      );
      for (const r of rows)
        items.push({
          key: `track:${r.id}`,
          tab: 'message',
          kind: String(r.action) as InboxKind,
          id: String(r.dis_id),
          title: String(r.title),
          content: text(r.comment),
          time: formatDateTime(r.create_time),
          read: read.has(`track:${r.id}`),
          state: String(r.state),
          appealNo: text(r.appeal_no),
          deptName: text(r.dept_name),
          type: null,
        });
    }
    for (const kind of ['delay', 'back'] as const) {
      const code = kind === 'delay' ? 'appealDelayAudit_audit' : 'appealReturnAudit_audit';
      if (!(await deps.can(user, code))) continue;
      const table = kind === 'delay' ? 'lingxi_appeal_delay_apply' : 'lingxi_appeal_back_apply';
      const rows = await db.query(
        `select p.id, p.reason, p.apply_time, p.audit_status, a.appeal_no, a.title,
                (select dept_name from blade_dept where id = p.dept_id) as dept_name
           from ${table} p join lingxi_appeal a on a.id = p.appeal_id
          where p.tenant_id = $1 and p.is_deleted = 0 and p.audit_status = 0
          order by p.apply_time desc, p.id desc limit ${PER_TAB}`,
        [user.tenantId],
      );
      for (const r of rows)
        items.push({
          key: `${kind}:${r.id}`,
          tab: 'message',
          kind: kind === 'delay' ? 'delayAudit' : 'returnAudit',
          id: String(r.id),
          title: String(r.title),
          content: text(r.reason),
          time: formatDateTime(r.apply_time),
          read: read.has(`${kind}:${r.id}`),
          state: String(r.audit_status),
          appealNo: text(r.appeal_no),
          deptName: text(r.dept_name),
          type: null,
        });
    }
    return items
      .sort((a, b) => String(b.time).localeCompare(String(a.time)) || b.key.localeCompare(a.key))
      .slice(0, PER_TAB);
  }

  TITLES.set(`${INBOX}/list`, '我的消息');
  READ_PATHS.add(`${INBOX}/list`);
  app.get(`${INBOX}/list`, async (c) => {
    const user = c.get('user');
    const read = await readKeys(user);
    const items = [
      ...(await mail(user)),
      ...(await appealEvents(user, read)),
      ...(await notices(user, read, clock(deps))),
    ];
    const unread = { mail: 0, message: 0, notice: 0 };
    for (const item of items) if (unreadItem(item)) unread[item.tab]++;
    return sendR(c, ok({ items, unread }));
  });

  TITLES.set(`${INBOX}/read`, '消息已读');
  READ_PATHS.add(`${INBOX}/read`);
  app.post(`${INBOX}/read`, async (c) => {
    const user = c.get('user');
    const body = await readJson(c);
    const raw = isRecord(body) ? body.keys : undefined;
    const keys = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : undefined;
    if (!keys || keys.length === 0 || keys.length > 200) throw badRequest('请传入消息keys');
    const parsed = keys.map((key) => {
      const match = /^(notice|track|delay|back):(\d{1,19})$/.exec(String(key).trim());
      if (!match) throw badRequest(`消息key格式不正确：${String(key).slice(0, 40)}`);
      return `${match[1]}:${match[2]}`;
    });
    for (const key of new Set(parsed))
      await db.query(
        `insert into lingxi_inbox_read (tenant_id, user_id, item_key) values ($1, $2, $3)
         on conflict (tenant_id, user_id, item_key) do nothing`,
        [user.tenantId, user.userId, key],
      );
    return sendR(c, ok(true));
  });

  TITLES.set(`${INBOX}/counts`, '待办数');
  READ_PATHS.add(`${INBOX}/counts`);
  app.get(`${INBOX}/counts`, async (c: Context<ResourceEnv>) => {
    const screen = c.req.query('screen') ?? '';
    const lists = Object.hasOwn(COUNT_SCREENS, screen) ? COUNT_SCREENS[screen] : undefined;
    if (!lists) throw badRequest(`不支持的页面：${screen.slice(0, 40)}`);
    const headers = new Headers();
    for (const name of ['authorization', deps.options.tokenHeader]) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const counts: Record<string, number> = {};
    for (const [name, [path, query]] of Object.entries(lists)) {
      const search = new URLSearchParams({ ...query, current: '1', size: '1' });
      const res = await app.request(`${path}?${search}`, { headers }, c.env);
      if (res.status === 403) continue; // a list the caller may not read has no count
      const answer = (await res.json()) as { data?: { total?: unknown } };
      if (!res.ok) throw new HttpError(res.status as 400, (answer as { msg?: string }).msg ?? '');
      counts[name] = Number(answer.data?.total ?? 0);
    }
    return sendR(c, ok(counts));
  });

  // the addressee of a business notice marks it read; everything else stays the engine's update
  app.post(`${BN}/update`, async (c, next) => {
    const user = c.get('user');
    if (await deps.can(user, 'businessMsg_edit')) return next();
    const body = await readJson(c);
    if (!isRecord(body)) throw badRequest('请求体必须是对象');
    const id = parseId(body.id);
    if (!id) throw badRequest('请传入正确的主键id');
    const extra = Object.keys(body).filter((key) => key !== 'id' && key !== 'readStatus');
    if (extra.length > 0 || Number(body.readStatus) !== 1) throw new HttpError(403, MSG_FORBIDDEN);
    const rows = await db.query(
      `update lingxi_business_notice set read_status = 1, update_user = $4, update_time = now()
        where id = $1 and tenant_id = $2 and is_deleted = 0
          and (user_id = $4::bigint or dept_id = any($3::bigint[])) returning id`,
      [id, user.tenantId, deptIdsOf(user), user.userId],
    );
    if (!rows[0]) throw new HttpError(403, MSG_FORBIDDEN);
    return sendR(c, ok(true));
  });
}
