/**
 * The home page's figures (issue 23): the one call that answers them (`GET /lingxi-home/figures`, the
 * gateway README's "Home figures"), and a pure model of what the user sees: which figures his menu
 * allows, as charts whose every point links to the filtered list it counts (the list's address with
 * the filters its search form keeps there, `useListState`).
 */
import { request } from './http';
import type { Permissions } from './permissions';

/** The open handling lists the home page splits by light (the handling page's tabs). */
export const HOME_TABS = ['toSign', 'inProgress', 'awaitingAudit'] as const;
export type HomeTab = (typeof HOME_TABS)[number];
/** A record's light, `none` before it has a deadline (the lists' `light=` filter). */
export const HOME_LIGHTS = ['red', 'yellow', 'green', 'none'] as const;
export type HomeLight = (typeof HOME_LIGHTS)[number];

/** The gateway's answer: a figure whose page is not in the user's menu is absent. */
export interface HomeFigures {
  day: string;
  myItems?: Record<HomeTab, Record<HomeLight, number>>;
  overdue?: number;
  lights?: { red: number; yellow: number; green: number };
  audits?: { delay?: number; return?: number };
  enterprises?: { from: string; to: string; count: number }[];
  logins?: { day: string; count: number }[];
}

export const fetchHomeFigures = () => request<HomeFigures>({ url: '/lingxi-home/figures' });

export type FigureKey = 'myItems' | 'overdue' | 'lights' | 'audits' | 'enterprises' | 'logins';
export const FIGURE_KEYS: readonly FigureKey[] = [
  'myItems',
  'overdue',
  'audits',
  'lights',
  'enterprises',
  'logins',
];

/** The page (menu code) each figure counts a list of. */
export const FIGURE_PAGES: Record<FigureKey, readonly string[]> = {
  myItems: ['appealHandle'],
  overdue: ['appealHandle'],
  lights: ['appealLight'],
  audits: ['appealDelayAudit', 'appealReturnAudit'],
  enterprises: ['certifiedEnterprise'],
  logins: ['loginLog'],
};

/** The path of each page in the user's menu, by menu code. */
export type PagePaths = Readonly<Record<string, string>>;

/** The figures the user's menu allows, in the home page's order (work first, the platform after). */
export function visibleFigures(pages: PagePaths): FigureKey[] {
  return FIGURE_KEYS.filter((key) => FIGURE_PAGES[key].some((code) => Boolean(pages[code])));
}

/**
 * The handling lists a user works from, as the handling page decides them (the business centre's
 * `decideActions({ kind: 'handling' })`): a handler's are all; an auditor who handles nothing has no
 * list to sign.
 */
export function homeTabs(permissions: Permissions): HomeTab[] {
  const handles = ['appealHandle_sign', 'appealHandle_bind', 'appealHandle_dispose'].some(
    (code) => permissions[code] === true,
  );
  const audits = permissions.appealDelayAudit_audit === true || permissions.appealReturnAudit_audit === true;
  return handles || !audits ? [...HOME_TABS] : HOME_TABS.filter((tab) => tab !== 'toSign');
}

/** A list's address with its filters (the names its search form keeps in the address). */
export function listLink(path: string, filters: Record<string, string>): string {
  const query = new URLSearchParams(filters).toString();
  return query ? `${path}?${query}` : path;
}

/** One counted value and the list it opens. `label` is an i18n key (`home.…`) or, for days, text. */
export interface HomePoint {
  label: string;
  value: number;
  link: string;
}
export interface HomeSeries {
  /** `home.…` i18n key of the series (a light), or '' for a chart of one series. */
  name: string;
  /** Colour role of the series: a light's, or the accent. */
  tone: HomeLight | 'accent';
  points: HomePoint[];
}
export interface HomeChart {
  key: FigureKey;
  /** stack: bars per category split by light; pie; bar / line over time; stat: numbers only. */
  kind: 'stack' | 'pie' | 'bar' | 'line' | 'stat';
  /** The categories of a stack (i18n keys), the order of its points in every series. */
  categories: string[];
  series: HomeSeries[];
  /** The sum of every point: 0 is the chart's empty state. */
  total: number;
}

const short = (day: string) => day.slice(5);

/**
 * The charts of the home page: the figures the gateway answered whose page the user's menu holds,
 * each point linking to its list with the filters it was counted with.
 */
export function homeCharts(figures: HomeFigures, pages: PagePaths, permissions: Permissions): HomeChart[] {
  const charts: HomeChart[] = [];
  const sum = (series: HomeSeries[]) =>
    series.reduce((all, one) => all + one.points.reduce((a, p) => a + p.value, 0), 0);
  const add = (chart: Omit<HomeChart, 'total'>) => charts.push({ ...chart, total: sum(chart.series) });
  const handle = pages.appealHandle;
  for (const key of visibleFigures(pages)) {
    if (key === 'myItems' && handle && figures.myItems) {
      const tabs = homeTabs(permissions);
      const myItems = figures.myItems;
      add({
        key,
        kind: 'stack',
        categories: tabs.map((tab) => `home.tabs.${tab}`),
        series: HOME_LIGHTS.map((light) => ({
          name: `home.lights.${light}`,
          tone: light,
          points: tabs.map((tab) => ({
            label: `home.tabs.${tab}`,
            value: myItems[tab]?.[light] ?? 0,
            link: listLink(handle, { tab, light }),
          })),
        })),
      });
    } else if (key === 'overdue' && handle && figures.overdue !== undefined) {
      add({
        key,
        kind: 'stat',
        categories: [],
        series: [
          {
            name: '',
            tone: 'red',
            points: [
              { label: 'home.overdue', value: figures.overdue, link: listLink(handle, { tab: 'overdue' }) },
            ],
          },
        ],
      });
    } else if (key === 'audits' && figures.audits) {
      const points: HomePoint[] = [];
      const delay = pages.appealDelayAudit;
      const back = pages.appealReturnAudit;
      if (delay && figures.audits.delay !== undefined)
        points.push({
          label: 'home.delayAudits',
          value: figures.audits.delay,
          link: listLink(delay, { auditStatus: '0' }),
        });
      if (back && figures.audits.return !== undefined)
        points.push({
          label: 'home.returnAudits',
          value: figures.audits.return,
          link: listLink(back, { auditStatus: '0' }),
        });
      if (points.length > 0)
        add({ key, kind: 'stat', categories: [], series: [{ name: '', tone: 'accent', points }] });
    } else if (key === 'lights' && pages.appealLight && figures.lights) {
      const path = pages.appealLight;
      const lights = figures.lights;
      add({
        key,
        kind: 'pie',
        categories: [],
        series: [
          {
            name: '',
            tone: 'accent',
            points: (['red', 'yellow', 'green'] as const).map((light) => ({
              label: `home.lights.${light}`,
              value: lights[light],
              link: listLink(path, { light }),
            })),
          },
        ],
      });
    } else if (key === 'enterprises' && pages.certifiedEnterprise && figures.enterprises) {
      const path = pages.certifiedEnterprise;
      add({
        key,
        kind: 'bar',
        categories: [],
        series: [
          {
            name: '',
            tone: 'accent',
            points: figures.enterprises.map((week) => ({
              label: `${short(week.from)}~${short(week.to)}`,
              value: week.count,
              link: listLink(path, { certifyTime: `${week.from}~${week.to}` }),
            })),
          },
        ],
      });
    } else if (key === 'logins' && pages.loginLog && figures.logins) {
      const path = pages.loginLog;
      add({
        key,
        kind: 'line',
        categories: [],
        series: [
          {
            name: '',
            tone: 'accent',
            points: figures.logins.map((day) => ({
              label: short(day.day),
              value: day.count,
              link: listLink(path, { status: '1', createTime: `${day.day}~${day.day}` }),
            })),
          },
        ],
      });
    }
  }
  return charts;
}
