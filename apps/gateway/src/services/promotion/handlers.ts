/** Promotion centre: the business notices of /api/lingxi-business-notice. */
import { badRequest, ok, sendR } from '../../http';
import { allRecords, listRecords, serialise } from '../../resource';
import { type App, type HandlerDeps, need, params, stringQuery } from '../common';
import { businessNoticeResource } from './resources';

export function mountPromotion(app: App, deps: HandlerDeps): void {
  const { db } = deps;

  // ── business notices ───────────────────────────────────────────────────────────────────────
  const BN = '/api/lingxi-business-notice/businessnotice';
  app.post(`${BN}/getFinishNoticeByDeptIdAndUserId`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'businessMsg');
    const query = stringQuery(await params(c));
    return sendR(
      c,
      ok(
        await listRecords(businessNoticeResource, deps, user, query, (sql) =>
          sql.where.push('finish_status = 1'),
        ),
      ),
    );
  });
  app.get(`${BN}/getMsgListByType`, async (c) => {
    const user = c.get('user');
    await need(deps, user, 'businessMsg');
    const type = c.req.query('noticeType') ?? c.req.query('type') ?? '';
    if (!/^[1-4]$/.test(type)) throw badRequest('请传入通知类型noticeType(1到4)');
    const rows = await allRecords(businessNoticeResource, db, user, {}, (sql) =>
      sql.where.push(`notice_type = ${sql.add(Number(type))}`),
    );
    return sendR(c, ok(rows.slice(0, 200).map((r) => serialise(businessNoticeResource, r))));
  });
}
