/**
 * The home page /home/index (SPEC §2): the fixed first tab, with menu and header hidden and a fixed
 * Chinese title (the console puts the user's tools in a header of its own above it). It shows the
 * centres the user has pages in as entries, and the figures of the pages in the user's menu, drawn
 * as charts. A loading overlay shows for 0.5 s on
 * entry (SPEC §9).
 */
import {
  CENTRE_OF_TYPE,
  type CrudApi,
  firstPath,
  formatTime,
  HOME_TITLE,
  type ListQuery,
  leaves,
  loginRecordApi,
  MENU_TYPES,
  type MenuNode,
  type MenuType,
  menusOfType,
  operationLogApi,
  operatorUserApi,
  paramApi,
  setMenuType,
} from '@lingxi/core';
import { useSession } from '@lingxi/ui';
import { Card, Col, Row, Spin, Statistic, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BarChart } from './BarChart';

const ENTRY_OVERLAY_MS = 500; // SPEC §9

/** The total of a resource's list, or null when it could not be read. */
async function total(api: CrudApi<unknown, 'list'>, filters: ListQuery = {}): Promise<number | null> {
  try {
    return Number((await api.list({ current: 1, size: 1, ...filters }, { silent: true })).total);
  } catch {
    return null;
  }
}

/** `YYYY-MM-DD` of a date. */
const day = (date: Date) => formatTime(date).slice(0, 10);

/**
 * The figures and the page of the menu each one counts: the server grants a resource's list to whoever
 * has its page (the menu code is the permission code), so a figure is asked for only when its page is
 * in the user's menu, never to be refused.
 */
const FIGURES = [
  { key: 'logins', page: 'loginLog', api: loginRecordApi },
  { key: 'operations', page: 'operaLog', api: operationLogApi },
  { key: 'params', page: 'param', api: paramApi },
  { key: 'users', page: 'gardenUser', api: operatorUserApi },
] as const;
type FigureKey = (typeof FIGURES)[number]['key'];
const TREND_PAGE = 'loginLog'; // the login trend counts login records

/** The codes of the pages in the user's menu. */
const pageCodes = (menus: MenuNode[]) => new Set(leaves(menus).map((node) => node.code));

interface Figures {
  values: Partial<Record<FigureKey, number | null>>;
  trend: { label: string; value: number }[] | null;
}

function useFigures(keys: readonly FigureKey[], withTrend: boolean): Figures | null {
  const [figures, setFigures] = useState<Figures | null>(null);
  const wanted = keys.join(',');
  useEffect(() => {
    let alive = true;
    const days = Array.from({ length: 7 }, (_, i) => {
      const date = new Date();
      date.setDate(date.getDate() - 6 + i);
      return date;
    });
    const asked = FIGURES.filter((figure) => wanted.split(',').includes(figure.key));
    Promise.all([
      Promise.all(asked.map((figure) => total(figure.api))),
      withTrend
        ? Promise.all(
            days.map((date) => {
              const next = new Date(date);
              next.setDate(date.getDate() + 1);
              return total(loginRecordApi, {
                createTime_datege: `${day(date)} 00:00:00`,
                createTime_datelt: `${day(next)} 00:00:00`,
              });
            }),
          )
        : Promise.resolve(null),
    ]).then(([values, perDay]) => {
      if (!alive) return;
      const trend =
        !perDay || perDay.some((value) => value === null)
          ? null
          : perDay.map((value, i) => ({ label: day(days[i] ?? new Date()).slice(5), value: value ?? 0 }));
      setFigures({ values: Object.fromEntries(asked.map((figure, i) => [figure.key, values[i]])), trend });
    });
    return () => {
      alive = false;
    };
  }, [wanted, withTrend]);
  return figures;
}

/** Columns of equal width for `count` cards in a row of 24 (4 at most side by side). */
const even = (count: number) => Math.max(6, Math.floor(24 / Math.max(count, 1)));

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useSession((state) => state.menus) ?? [];
  const user = useSession((state) => state.userInfo);
  const codes = pageCodes(menus);
  const shownFigures = FIGURES.filter((figure) => codes.has(figure.page)).map((figure) => figure.key);
  const withTrend = codes.has(TREND_PAGE);
  const figures = useFigures(shownFigures, withTrend);
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
    if (!path) return [];
    const centre = CENTRE_OF_TYPE[type];
    const pages = leaves(menusOfType(menus, type)).filter((node) => !node.meta?.hidden).length;
    return [{ type, centre, path, pages }];
  });
  const enter = (type: MenuType, path: string) => {
    setMenuType(type);
    navigate(path);
  };
  const pagesPerCentre = centres.map(({ centre, pages }) => ({
    label: t(`centre.${centre}`).replace(/中心$|\s*centre$/i, ''),
    value: pages,
  }));

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
      <Typography.Title level={5}>{t('home.centres')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {centres.map(({ type, centre, path, pages }) => (
          <Col key={centre} xs={24} sm={centres.length > 1 ? 12 : 24} xl={even(centres.length)}>
            <Card
              hoverable
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
              <Card.Meta title={t(`centre.${centre}`)} description={t('home.pages', { count: pages })} />
            </Card>
          </Col>
        ))}
      </Row>
      {shownFigures.length > 0 && (
        <>
          <Typography.Title level={5}>{t('home.figures')}</Typography.Title>
          <Row gutter={[16, 16]}>
            {shownFigures.map((key) => (
              <Col xs={shownFigures.length > 1 ? 12 : 24} lg={even(shownFigures.length)} key={key}>
                <Card size="small">
                  <Statistic
                    title={t(`home.${key}`)}
                    value={figures?.values[key] ?? '—'}
                    loading={figures === null}
                    data-testid={`home-figure-${key}`}
                  />
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
      <Row gutter={[16, 16]} className="lx-home-charts">
        {withTrend && (
          <Col xs={24} lg={12}>
            <Card size="small" title={t('home.loginTrend')}>
              {figures === null ? (
                <Spin />
              ) : figures.trend ? (
                <BarChart data={figures.trend} label={t('home.loginTrend')} />
              ) : (
                <Typography.Text type="secondary">{t('home.unavailable')}</Typography.Text>
              )}
            </Card>
          </Col>
        )}
        <Col xs={24} lg={withTrend ? 12 : 24}>
          <Card size="small" title={t('home.pagesPerCentre')}>
            <BarChart data={pagesPerCentre} label={t('home.pagesPerCentre')} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
