/**
 * The home page /home/index (SPEC §2): the fixed first tab, with menu and header hidden and a fixed
 * Chinese title. It carries what the hidden header would: the four centres as entries, the user's
 * tools, and a few figures from the gateway drawn as charts. A loading overlay shows for 0.5 s on
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
import { TopBarRight } from '../console/TopBar';
import { BarChart } from './BarChart';

const ENTRY_OVERLAY_MS = 500; // SPEC §9

/** The total of a resource's list, or null when the user may not see it. */
async function total(api: CrudApi<unknown, 'list'>, filters: ListQuery = {}): Promise<number | null> {
  try {
    return Number((await api.list({ current: 1, size: 1, ...filters }, { silent: true })).total);
  } catch {
    return null;
  }
}

/** `YYYY-MM-DD` of a date. */
const day = (date: Date) => formatTime(date).slice(0, 10);

interface Figures {
  logins: number | null;
  operations: number | null;
  params: number | null;
  users: number | null;
  trend: { label: string; value: number }[] | null;
}

function useFigures(): Figures | null {
  const [figures, setFigures] = useState<Figures | null>(null);
  useEffect(() => {
    let alive = true;
    const days = Array.from({ length: 7 }, (_, i) => {
      const date = new Date();
      date.setDate(date.getDate() - 6 + i);
      return date;
    });
    Promise.all([
      total(loginRecordApi),
      total(operationLogApi),
      total(paramApi),
      total(operatorUserApi),
      Promise.all(
        days.map((date) => {
          const next = new Date(date);
          next.setDate(date.getDate() + 1);
          return total(loginRecordApi, {
            createTime_datege: `${day(date)} 00:00:00`,
            createTime_datelt: `${day(next)} 00:00:00`,
          });
        }),
      ),
    ]).then(([logins, operations, params, users, perDay]) => {
      if (!alive) return;
      const trend = perDay.some((value) => value === null)
        ? null
        : perDay.map((value, i) => ({ label: day(days[i] ?? new Date()).slice(5), value: value ?? 0 }));
      setFigures({ logins, operations, params, users, trend });
    });
    return () => {
      alive = false;
    };
  }, []);
  return figures;
}

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useSession((state) => state.menus) ?? [];
  const user = useSession((state) => state.userInfo);
  const figures = useFigures();
  const [entering, setEntering] = useState(true);

  useEffect(() => {
    document.title = HOME_TITLE; // SPEC §2: fixed, and Chinese whatever the language
  });
  useEffect(() => {
    const timer = setTimeout(() => setEntering(false), ENTRY_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const figure = (key: keyof Omit<Figures, 'trend'>) => (
    <Col xs={12} lg={6} key={key}>
      <Card size="small">
        <Statistic
          title={t(`home.${key}`)}
          value={figures?.[key] ?? '—'}
          loading={figures === null}
          data-testid={`home-figure-${key}`}
        />
      </Card>
    </Col>
  );

  const pagesPerCentre = MENU_TYPES.map((type) => ({
    label: t(`centre.${CENTRE_OF_TYPE[type]}`).replace(/中心$|\s*centre$/i, ''),
    value: leaves(menusOfType(menus, type)).filter((node) => !node.meta?.hidden).length,
  }));

  return (
    <div className="lx-home">
      {entering && (
        <div className="lx-entry-overlay" data-testid="entry-overlay">
          <Spin size="large" />
        </div>
      )}
      <header className="lx-home-header">
        <div className="lx-logo">{t('product')}</div>
        <TopBarRight menus={menus} />
      </header>
      <Typography.Title level={3}>
        {t('home.welcome', { name: user?.real_name || user?.user_name || '' })}
      </Typography.Title>
      <Typography.Title level={5}>{t('home.centres')}</Typography.Title>
      <Row gutter={[16, 16]}>
        {MENU_TYPES.map((type, index) => {
          const centre = CENTRE_OF_TYPE[type];
          const path = firstPath(menus, type);
          return (
            <Col key={centre} xs={24} sm={12} xl={6}>
              <Card
                hoverable={Boolean(path)}
                className={`lx-home-centre lx-home-centre-${centre}`}
                onClick={() => {
                  if (!path) return;
                  setMenuType(type);
                  navigate(path);
                }}
                data-testid={`home-centre-${centre}`}
              >
                <Card.Meta
                  title={t(`centre.${centre}`)}
                  description={
                    path ? t('home.pages', { count: pagesPerCentre[index]?.value ?? 0 }) : t('home.noAccess')
                  }
                />
              </Card>
            </Col>
          );
        })}
      </Row>
      <Typography.Title level={5}>{t('home.figures')}</Typography.Title>
      <Row gutter={[16, 16]}>{(['logins', 'operations', 'params', 'users'] as const).map(figure)}</Row>
      <Row gutter={[16, 16]} className="lx-home-charts">
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
        <Col xs={24} lg={12}>
          <Card size="small" title={t('home.pagesPerCentre')}>
            <BarChart data={pagesPerCentre} label={t('home.pagesPerCentre')} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
