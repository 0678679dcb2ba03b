/**
 * The home page's figures (issue 23, README "Home figures"): one call answering, for the signed-in user,
 * the counts of the lists the home page links to, and only those whose page is in the user's menu (the
 * menu code is the permission code). Every count is the total of that list asked with the filters the
 * home page puts in the link, through the same query code as the list itself, so a figure and the list
 * it opens agree.
 */
import type { AuthUser } from '../../auth';
import { ok, sendR } from '../../http';
import { listRecords, READ_PATHS, type SqlBuilder, TITLES } from '../../resource';
import { formatDate } from '../../time';
import { backApplyView, delayApplyView, recordView } from '../appeal/resources';
import { applySql, clock, dayOf, pagedView, recordScope, recordsSql } from '../appeal/store';
import { OPEN_STATES } from '../appeal/transitions';
import type { App, HandlerDeps } from '../common';
import { certifiedEnterpriseResource } from '../identity/resources';
import { loginRecordResource } from '../log/resources';

export const HOME_FIGURES = '/api/lingxi-home/figures';

/**
 * The handling page's lists (the console's `HANDLE_TABS`, apps/business/src/pages/appeal/actions.ts):
 * the `state` / `light` filters each one sends.
 */
export const HANDLE_TABS = {
  toSign: { state: 'dispatched' },
  inProgress: { state: 'signed,handling' },
  awaitingAudit: { state: 'delayRequested,returnRequested' },
  overdue: { state: OPEN_STATES.join(','), light: 'red' },
} as const;
/** The open lists the home page splits by light. */
export const OPEN_TABS = ['toSign', 'inProgress', 'awaitingAudit'] as const;
export const LIGHT_KEYS = ['red', 'yellow', 'green', 'none'] as const;
/** How many weeks of new certified enterprises, and days of logins, the figures cover. */
export const WEEKS = 8;
export const DAYS = 7;

export interface HomeFigures {
  /** The gateway's calendar day the figures were counted on. */
  day: string;
  /** appealHandle: the user's open records per handling list and light (`/appeal/handle?tab=&light=`). */
  myItems?: Record<(typeof OPEN_TABS)[number], Record<(typeof LIGHT_KEYS)[number], number>>;
  /** appealHandle: the overdue list (`/appeal/handle?tab=overdue`). */
  overdue?: number;
  /** appealLight: the light board's records per light (`/appeal/light?light=`). */
  lights?: { red: number; yellow: number; green: number };
  /** appealDelayAudit / appealReturnAudit: the applications waiting (`auditStatus=0`). */
  audits?: { delay?: number; return?: number };
  /** certifiedEnterprise: certified per week, oldest first (`certifyTime=from~to`, both days included). */
  enterprises?: { from: string; to: string; count: number }[];
  /** loginLog: successful logins per day, oldest first (`status=1&createTime=day~day`). */
  logins?: { day: string; count: number }[];
}

const addDays = (day: string, n: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return formatDate(new Date(y, m - 1, d + n)) ?? day;
};

/** The list query of a day range `from~to` as the console sends it (`dateRangeQuery`). */
const range = (field: string, from: string, to: string) => ({
  [`${field}_datege`]: `${from} 00:00:00`,
  [`${field}_datelt`]: `${addDays(to, 1)} 00:00:00`,
});

export function mountHome(app: App, deps: HandlerDeps): void {
  const { db } = deps;
  TITLES.set(HOME_FIGURES, '首页');
  READ_PATHS.add(HOME_FIGURES);

  app.get(HOME_FIGURES, async (c) => {
    const user: AuthUser = c.get('user');
    const today = dayOf(clock(deps));
    const can = (code: string) => deps.can(user, code);
    const one = { current: '1', size: '1' };
    const out: HomeFigures = { day: today };

    if (await can('appealHandle')) {
      // the handling list (`apldistribute/page`): the caller's departments' records, or all with `appeal`
      const scopeOf = await recordScope(deps, user);
      const count = async (query: Record<string, string>) =>
        (
          await pagedView(
            db,
            recordView,
            (sql: SqlBuilder) => recordsSql(sql.add(today)),
            user,
            { ...one, ...query },
            scopeOf,
          )
        ).total;
      const items = {} as NonNullable<HomeFigures['myItems']>;
      for (const tab of OPEN_TABS) {
        const byLight = {} as Record<(typeof LIGHT_KEYS)[number], number>;
        for (const light of LIGHT_KEYS) byLight[light] = await count({ ...HANDLE_TABS[tab], light });
        items[tab] = byLight;
      }
      out.myItems = items;
      out.overdue = await count(HANDLE_TABS.overdue);
    }

    if (await can('appealLight')) {
      // the light board (`apl/manage/list`): every record once dispatched
      const count = async (light: string) =>
        (
          await pagedView(
            db,
            recordView,
            (sql: SqlBuilder) => recordsSql(sql.add(today)),
            user,
            { ...one, light },
            (sql) => {
              sql.where.push(`state <> 'pending'`);
            },
          )
        ).total;
      out.lights = { red: await count('red'), yellow: await count('yellow'), green: await count('green') };
    }

    const audits: NonNullable<HomeFigures['audits']> = {};
    // the audit pages' lists (`delayapply/page`, `backapply/page`): an auditor sees every application
    if (await can('appealDelayAudit'))
      audits.delay = (
        await pagedView(db, delayApplyView, () => applySql('lingxi_appeal_delay_apply'), user, {
          ...one,
          auditStatus: '0',
        })
      ).total;
    if (await can('appealReturnAudit'))
      audits.return = (
        await pagedView(db, backApplyView, () => applySql('lingxi_appeal_back_apply'), user, {
          ...one,
          auditStatus: '0',
        })
      ).total;
    if (Object.keys(audits).length > 0) out.audits = audits;

    if (await can('certifiedEnterprise')) {
      const weeks: NonNullable<HomeFigures['enterprises']> = [];
      for (let i = WEEKS - 1; i >= 0; i--) {
        const to = addDays(today, -7 * i);
        const from = addDays(to, -6);
        const page = await listRecords(certifiedEnterpriseResource, deps, user, {
          ...one,
          ...range('certifyTime', from, to),
        });
        weeks.push({ from, to, count: page.total });
      }
      out.enterprises = weeks;
    }

    if (await can('loginLog')) {
      const days: NonNullable<HomeFigures['logins']> = [];
      for (let i = DAYS - 1; i >= 0; i--) {
        const day = addDays(today, -i);
        const page = await listRecords(loginRecordResource, deps, user, {
          ...one,
          status: '1',
          ...range('createTime', day, day),
        });
        days.push({ day, count: page.total });
      }
      out.logins = days;
    }

    return sendR(c, ok(out));
  });
}
