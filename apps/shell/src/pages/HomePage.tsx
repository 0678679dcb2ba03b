/**
 * The home page /home/index (SPEC §2): the fixed first tab, with menu and header hidden and a fixed
 * Chinese title (the console puts the user's tools in a header of its own above it). It reports the
 * user's work (issue 23): the figures of the lists in his menu (`homeCharts`: my open items by list and
 * light, the overdue, the audits waiting, and for administrators the platform's lights, new certified
 * enterprises and logins), each drawn with ECharts (loaded by this page only) and each value a link to
 * the filtered list it counts. Read on opening and every minute while the console is visible; below
 * them, the centres the user has pages in as entries. A loading overlay shows for 0.5 s on entry
 * (SPEC §9).
 */
import {
  CENTRE_OF_TYPE,
  fetchHomeFigures,
  firstPath,
  HOME_TITLE,
  type HomeChart,
  homeCharts,
  leaves,
  MENU_TYPES,
  type MenuNode,
  type MenuType,
  type PagePaths,
  setMenuType,
  visibleFigures,
} from '@lingxi/core';
import { useSession, whenLoaded } from '@lingxi/ui';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Skeleton, Spin, Statistic, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

const ENTRY_OVERLAY_MS = 500; // SPEC §9

/** The parts of antd this page draws at once that load on first render: the console's loader waits for them. */
export const partsReady = whenLoaded(Statistic, Typography);
/** How often the figures are read again while the home page is open and the console visible. */
export const HOME_REFRESH_MS = 60_000;

// ECharts and the chart piece: a chunk of their own, asked for by this page only
const Chart = lazy(() => import(/* webpackChunkName: "home-charts" */ './home/Chart'));

/** The path of each page of the user's menu, by its code. */
const pagePaths = (menus: MenuNode[]): PagePaths =>
  Object.fromEntries(
    leaves(menus)
      .filter((node) => node.code && node.path)
      .map((node) => [node.code, node.path]),
  );

/** Columns of equal width for `count` cards in a row of 24 (4 at most side by side). */
const even = (count: number) => Math.max(6, Math.floor(24 / Math.max(count, 1)));

/** Work figures first; the platform's after them. */
const WORK = new Set(['myItems', 'overdue', 'audits']);

function Figure({ chart }: { chart: HomeChart }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const text = (label: string) => (label.startsWith('home.') ? t(label) : label);
  const title = t(`home.figure.${chart.key}`);
  // a stack's values by category, then light (待签收 · 红灯, 待签收 · 黄灯, …)
  const points = chart.series
    .flatMap((series) =>
      series.points.map((point, index) => ({
        ...point,
        index,
        name: chart.kind === 'stack' ? `${text(point.label)} · ${text(series.name)}` : text(point.label),
      })),
    )
    .sort((a, b) => (chart.kind === 'stack' ? a.index - b.index : 0));
  if (chart.kind === 'stat')
    return (
      <Card size="small" title={title} className="lx-home-figure" data-testid={`home-figure-${chart.key}`}>
        <div className="lx-home-stats">
          {points.map((point) => (
            <Link key={point.link} to={point.link} className="lx-home-stat" data-testid="home-link">
              <Statistic title={point.name} value={point.value} />
            </Link>
          ))}
        </div>
      </Card>
    );
  return (
    <Card size="small" title={title} className="lx-home-figure" data-testid={`home-figure-${chart.key}`}>
      {chart.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`home.empty.${chart.key}`)} />
      ) : (
        <Suspense fallback={<Skeleton.Node active className="lx-home-chart" />}>
          <Chart chart={chart} title={title} text={text} open={(link) => navigate(link)} />
        </Suspense>
      )}
      {/* every value as a link too: the keyboard's and the screen reader's way to the list */}
      <ul className="lx-home-links">
        {points
          .filter((point) => point.value > 0)
          .map((point) => (
            <li key={point.link}>
              <Link to={point.link} data-testid="home-link">
                {point.name}: <strong>{point.value}</strong>
              </Link>
            </li>
          ))}
      </ul>
    </Card>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useSession((state) => state.menus) ?? [];
  const permissions = useSession((state) => state.permissions);
  const user = useSession((state) => state.userInfo);
  const pages = useMemo(() => pagePaths(menus), [menus]);
  const wanted = visibleFigures(pages).length > 0;
  const answer = useQuery({
    // per user: another sign-in in this window never shows the previous user's figures
    queryKey: ['home', 'figures', user?.tenant_id, user?.user_id],
    queryFn: fetchHomeFigures,
    enabled: wanted,
    refetchInterval: HOME_REFRESH_MS,
    staleTime: 10_000,
  });
  const charts = answer.data ? homeCharts(answer.data, pages, permissions) : [];
  const [entering, setEntering] = useState(true);

  useEffect(() => {
    document.title = HOME_TITLE; // SPEC §2: fixed, and Chinese whatever the language
  });
  useEffect(() => {
    const timer = setTimeout(() => setEntering(false), ENTRY_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // only the centres the user has pages in: the others would be dead cards
  const centres = MENU_TYPES.flatMap((type) => {
    const path = firstPath(menus, type);
    return path ? [{ type, centre: CENTRE_OF_TYPE[type], path }] : [];
  });
  const enter = (type: MenuType, path: string) => {
    setMenuType(type);
    navigate(path);
  };
  // numbers first (side by side), charts after them
  const section = (work: boolean) =>
    charts
      .filter((chart) => WORK.has(chart.key) === work)
      .sort((a, b) => Number(b.kind === 'stat') - Number(a.kind === 'stat'));

  return (
    <div className="lx-home">
      {entering && (
        <div className="lx-entry-overlay" data-testid="entry-overlay">
          <Spin size="large" />
        </div>
      )}
      <Typography.Title level={3}>
        {t('home.welcome', { name: user?.real_name || user?.user_name || '' })}
      </Typography.Title>
      {wanted && answer.isPending && <Skeleton active data-testid="home-loading" />}
      {wanted && answer.isError && !answer.data && (
        <Typography.Paragraph type="secondary">
          {t('home.unavailable')}{' '}
          <Button size="small" onClick={() => void answer.refetch()}>
            {t('home.retry')}
          </Button>
        </Typography.Paragraph>
      )}
      {(!wanted || (answer.data && charts.length === 0)) && (
        <Empty data-testid="home-nothing" description={t('home.nothing')} />
      )}
      {[true, false].map((work) =>
        section(work).length > 0 ? (
          <section key={String(work)} className="lx-home-section">
            <Typography.Title level={5}>{t(work ? 'home.work' : 'home.platform')}</Typography.Title>
            <Row gutter={[16, 16]}>
              {section(work).map((chart) => (
                <Col key={chart.key} xs={24} md={chart.kind === 'stat' ? 12 : 24} xl={12}>
                  <Figure chart={chart} />
                </Col>
              ))}
            </Row>
          </section>
        ) : null,
      )}
      {answer.data && (
        <Typography.Paragraph type="secondary" className="lx-home-day">
          {t('home.counted', { day: answer.data.day })}
        </Typography.Paragraph>
      )}
      <Typography.Title level={5}>{t('home.centres')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {centres.map(({ type, centre, path }) => (
          <Col key={centre} xs={24} sm={centres.length > 1 ? 12 : 24} xl={even(centres.length)}>
            <Card
              hoverable
              size="small"
              className={`lx-home-centre lx-home-centre-${centre}`}
              // a centre card is a button, for the keyboard too (issue 11)
              role="button"
              tabIndex={0}
              onClick={() => enter(type, path)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                enter(type, path);
              }}
              data-testid={`home-centre-${centre}`}
            >
              <Card.Meta title={t(`centre.${centre}`)} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
