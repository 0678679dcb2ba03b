// Issue 23: the home page's figures, which of them a user sees and the list each point opens.
import { describe, expect, it } from 'vitest';
import {
  fetchHomeFigures,
  type HomeFigures,
  homeCharts,
  homeTabs,
  listLink,
  type PagePaths,
  type Permissions,
  visibleFigures,
} from '../src';
import { fakeServer, ok } from './fake-server';

const ADMIN_PAGES: PagePaths = {
  appealHandle: '/appeal/handle',
  appealLight: '/appeal/light',
  appealDelayAudit: '/appeal/delayAudit',
  appealReturnAudit: '/appeal/returnAudit',
  certifiedEnterprise: '/enterpriseCertification/alreadyCertified',
  loginLog: '/logManager/log',
  param: '/system/param',
};
const light = (red: number, yellow: number, green: number) => ({ red, yellow, green, none: 0 });
const FIGURES: HomeFigures = {
  day: '2026-11-26',
  myItems: { toSign: light(0, 1, 2), inProgress: light(1, 0, 3), awaitingAudit: light(0, 0, 1) },
  overdue: 1,
  lights: { red: 2, yellow: 1, green: 5 },
  audits: { delay: 2, return: 0 },
  enterprises: [
    { from: '2026-11-13', to: '2026-11-19', count: 0 },
    { from: '2026-11-20', to: '2026-11-26', count: 3 },
  ],
  logins: [
    { day: '2026-11-25', count: 4 },
    { day: '2026-11-26', count: 2 },
  ],
};
const HANDLER: Permissions = { appealHandle_sign: true, appealHandle_bind: true, appealHandle_dispose: true };
const AUDITOR: Permissions = { appealDelayAudit_audit: true, appealReturnAudit_audit: true };

describe('which figures a user sees', () => {
  it('follows the pages of his menu, work first', () => {
    expect(visibleFigures(ADMIN_PAGES)).toEqual([
      'myItems',
      'overdue',
      'audits',
      'lights',
      'enterprises',
      'logins',
    ]);
    expect(visibleFigures({ appealHandle: '/appeal/handle', appealTrack: '/appeal/track' })).toEqual([
      'myItems',
      'overdue',
    ]);
    expect(visibleFigures({ appealReturnAudit: '/appeal/returnAudit' })).toEqual(['audits']);
    // pages with no figure (a parameter list) give none: no count of pages
    expect(visibleFigures({ param: '/system/param', menu: '/system/menu' })).toEqual([]);
    expect(visibleFigures({})).toEqual([]);
  });

  it('has a chart only for a figure both the menu allows and the gateway answered', () => {
    const handler = homeCharts(FIGURES, { appealHandle: '/appeal/handle' }, HANDLER);
    expect(handler.map((chart) => chart.key)).toEqual(['myItems', 'overdue']);
    // the gateway left a figure out: no chart for it, even with the page in the menu
    const { lights: _lights, ...withoutLights } = FIGURES;
    expect(homeCharts(withoutLights, ADMIN_PAGES, HANDLER).map((chart) => chart.key)).not.toContain('lights');
    expect(homeCharts({ day: FIGURES.day }, ADMIN_PAGES, HANDLER)).toEqual([]);
  });

  it('offers the handling lists the handling page offers the user', () => {
    expect(homeTabs(HANDLER)).toEqual(['toSign', 'inProgress', 'awaitingAudit']);
    expect(homeTabs({})).toEqual(['toSign', 'inProgress', 'awaitingAudit']);
    expect(homeTabs(AUDITOR)).toEqual(['inProgress', 'awaitingAudit']);
    expect(homeTabs({ ...AUDITOR, appealHandle_sign: true })).toHaveLength(3);
  });
});

describe('the charts and their links', () => {
  const charts = homeCharts(FIGURES, ADMIN_PAGES, HANDLER);
  const chart = (key: string) => charts.find((one) => one.key === key);

  it('splits my open items by list and light, each part opening its list with both filters', () => {
    const items = chart('myItems');
    expect(items).toMatchObject({ kind: 'stack', total: 8 });
    expect(items?.categories).toEqual([
      'home.tabs.toSign',
      'home.tabs.inProgress',
      'home.tabs.awaitingAudit',
    ]);
    expect(items?.series.map((one) => one.tone)).toEqual(['red', 'yellow', 'green', 'none']);
    const yellow = items?.series.find((one) => one.tone === 'yellow');
    expect(yellow?.points[0]).toEqual({
      label: 'home.tabs.toSign',
      value: 1,
      link: '/appeal/handle?tab=toSign&light=yellow',
    });
    // an auditor's stack has no list to sign
    const auditor = homeCharts(FIGURES, ADMIN_PAGES, AUDITOR).find((one) => one.key === 'myItems');
    expect(auditor?.categories).toEqual(['home.tabs.inProgress', 'home.tabs.awaitingAudit']);
    expect(auditor?.total).toBe(5);
  });

  it('links the overdue, the pending audits and the lights to their filtered lists', () => {
    expect(chart('overdue')?.series[0]?.points).toEqual([
      { label: 'home.overdue', value: 1, link: '/appeal/handle?tab=overdue' },
    ]);
    expect(chart('audits')?.series[0]?.points.map((p) => p.link)).toEqual([
      '/appeal/delayAudit?auditStatus=0',
      '/appeal/returnAudit?auditStatus=0',
    ]);
    expect(chart('lights')).toMatchObject({ kind: 'pie', total: 8 });
    expect(chart('lights')?.series[0]?.points.map((p) => [p.label, p.value, p.link])).toEqual([
      ['home.lights.red', 2, '/appeal/light?light=red'],
      ['home.lights.yellow', 1, '/appeal/light?light=yellow'],
      ['home.lights.green', 5, '/appeal/light?light=green'],
    ]);
    // one audit page only: one figure
    const delayOnly = homeCharts(FIGURES, { appealDelayAudit: '/appeal/delayAudit' }, AUDITOR);
    expect(delayOnly[0]?.series[0]?.points.map((p) => p.label)).toEqual(['home.delayAudits']);
  });

  it('links each week and day of the platform figures to its date range', () => {
    expect(chart('enterprises')?.series[0]?.points).toEqual([
      {
        label: '11-13~11-19',
        value: 0,
        link: '/enterpriseCertification/alreadyCertified?certifyTime=2026-11-13%7E2026-11-19',
      },
      {
        label: '11-20~11-26',
        value: 3,
        link: '/enterpriseCertification/alreadyCertified?certifyTime=2026-11-20%7E2026-11-26',
      },
    ]);
    expect(chart('logins')).toMatchObject({ kind: 'line', total: 6 });
    expect(chart('logins')?.series[0]?.points[1]?.link).toBe(
      '/logManager/log?status=1&createTime=2026-11-26%7E2026-11-26',
    );
  });

  it('has an empty state when nothing is counted', () => {
    const empty = homeCharts(
      { day: FIGURES.day, overdue: 0, lights: { red: 0, yellow: 0, green: 0 } },
      ADMIN_PAGES,
      HANDLER,
    );
    expect(empty.map((one) => [one.key, one.total])).toEqual([
      ['overdue', 0],
      ['lights', 0],
    ]);
  });

  it('writes a link without a query when there is no filter', () => {
    expect(listLink('/appeal/handle', {})).toBe('/appeal/handle');
  });
});

describe('the call', () => {
  it('asks the gateway once for all the figures', async () => {
    const sent = fakeServer(() => ok(FIGURES));
    await expect(fetchHomeFigures()).resolves.toEqual(FIGURES);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'GET', url: '/api/lingxi-home/figures' });
  });
});
