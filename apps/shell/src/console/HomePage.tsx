/** The home page (SPEC §2: fixed first tab, fixed Chinese title): the four centres as entries. */
import { CENTRE_OF_TYPE, firstPath, MENU_TYPES } from '@lingxi/core';
import { useSession } from '@lingxi/ui';
import { Card, Col, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export const HOME_TITLE = '首页';

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useSession((state) => state.menus) ?? [];
  const user = useSession((state) => state.userInfo);
  useEffect(() => {
    document.title = `${HOME_TITLE} - ${t('product')}`;
  }, [t]);
  return (
    <div className="lx-home">
      <Typography.Title level={3}>
        {t('home.welcome', { name: user?.real_name || user?.user_name || '' })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {MENU_TYPES.map((type) => {
          const centre = CENTRE_OF_TYPE[type];
          const path = firstPath(menus, type);
          return (
            <Col key={centre} xs={24} sm={12} xl={6}>
              <Card
                hoverable={Boolean(path)}
                onClick={() => path && navigate(path)}
                data-testid={`home-centre-${centre}`}
              >
                <Card.Meta title={t(`centre.${centre}`)} description={path ? t('home.enter') : '—'} />
              </Card>
            </Col>
          );
        })}
      </Row>
    </div>
  );
}
