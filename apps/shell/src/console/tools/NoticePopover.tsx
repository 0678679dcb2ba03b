/** The notice popover (SPEC §2, §9): mail, message and notice tabs of sample data, 300 high, 350 wide. */
import { BellOutlined } from '@ant-design/icons';
import { Button, Empty, List, Popover, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NoticeSample } from './messages';

const KINDS = ['mail', 'message', 'notice'] as const;

function NoticeList({ items }: { items: NoticeSample[] }) {
  const { t } = useTranslation();
  return (
    <div className="lx-notice-scroll">
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tools.notice.empty')} />
      ) : (
        <List
          size="small"
          dataSource={items}
          renderItem={(item) => (
            <List.Item extra={<span style={{ fontSize: 12, opacity: 0.6 }}>{item.time}</span>}>
              <List.Item.Meta title={item.title} description={item.description} />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}

export function NoticePopover() {
  const { t } = useTranslation();
  const content = (
    <Tabs
      size="small"
      items={KINDS.map((kind) => {
        const items = t(`tools.notice.samples.${kind}`, { returnObjects: true }) as unknown;
        return {
          key: kind,
          label: t(`tools.notice.${kind}`),
          children: <NoticeList items={Array.isArray(items) ? (items as NoticeSample[]) : []} />,
        };
      })}
    />
  );
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={content}
      classNames={{ root: 'lx-notice-popover' }}
      styles={{ root: { width: 350 } }}
    >
      <Button
        type="text"
        className="lx-topbar-button"
        icon={<BellOutlined />}
        aria-label={t('tools.notice.open')}
      />
    </Popover>
  );
}
