/**
 * The bell (SPEC §2: mail, message and notice tabs, 300 high, 350 wide; issue 23: the user's real items).
 * The items come from core's `inboxStore`, filled by one poll for all open tabs (`startInboxPoller`,
 * started with the console); the badge is the unread count; an item opens its page (and record) when
 * the page is in the user's menu, and is marked read (`markInboxRead`).
 */
import { BellOutlined } from '@ant-design/icons';
import {
  INBOX_TABS,
  type InboxItem,
  type InboxTab,
  inboxStore,
  isUnread,
  itemTarget,
  leaves,
  type MenuNode,
  markInboxRead,
  sessionStore,
  unreadCounts,
} from '@lingxi/core';
import { CountLabel, ItemList } from '@lingxi/ui';
import { Badge, Button, Empty, Popover, Tabs } from 'antd';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const subscribe = (listener: () => void) => inboxStore.subscribe(listener);
const snapshot = () => inboxStore.getState();

function NoticeList({
  items,
  readKeys,
  onOpen,
}: {
  items: InboxItem[];
  readKeys: string[];
  onOpen(item: InboxItem): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lx-notice-scroll">
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tools.notice.empty')} />
      ) : (
        <ItemList
          items={items.map((item) => {
            const unread = isUnread(item, readKeys);
            const what = t(`tools.notice.kinds.${item.kind}`);
            return {
              key: item.key,
              className: unread ? 'lx-notice-item lx-notice-unread' : 'lx-notice-item',
              content: (
                <button type="button" className="lx-notice-open" onClick={() => onOpen(item)}>
                  <span className="lx-notice-title">
                    {unread ? (
                      <Badge
                        status="error"
                        text={<span className="lx-visually-hidden">{t('tools.notice.unread')}</span>}
                      />
                    ) : null}
                    {item.title}
                  </span>
                  <span className="lx-notice-description">
                    {[what, item.appealNo, item.deptName, item.content].filter(Boolean).join(' · ')}
                  </span>
                </button>
              ),
              extra: <span className="lx-notice-time">{item.time}</span>,
            };
          })}
        />
      )}
    </div>
  );
}

export function NoticePopover({ menus }: { menus: MenuNode[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inbox = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<InboxTab>('mail');
  const counts = unreadCounts(inbox);
  const paths = useMemo(() => new Set(leaves(menus).map((node) => node.path)), [menus]);

  const openItem = (item: InboxItem) => {
    const target = itemTarget(item, paths);
    markInboxRead(item, sessionStore.getState().permissions).catch(() => {});
    if (target) {
      setOpen(false);
      navigate(target);
    }
  };

  const content = (
    <Tabs
      size="small"
      activeKey={tab}
      onChange={(key) => setTab(key as InboxTab)}
      items={INBOX_TABS.map((kind) => ({
        key: kind,
        label: <CountLabel label={t(`tools.notice.${kind}`)} count={counts[kind]} />,
        children: (
          <NoticeList
            items={inbox.items.filter((item) => item.tab === kind)}
            readKeys={inbox.readKeys}
            onOpen={openItem}
          />
        ),
      }))}
    />
  );
  // the count beside the button, not in it (as the error log's): the button's name stays its visible
  // text's, and the count is never cut inside the icon button
  return (
    <Badge
      count={counts.all}
      size="small"
      overflowCount={99}
      offset={[-6, 10]}
      // the count never takes the click meant for the button under it
      style={{ backgroundColor: '#c41d1f', boxShadow: 'none', pointerEvents: 'none' }}
    >
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        content={content}
        classNames={{ root: 'lx-notice-popover' }}
        styles={{ root: { width: 350 } }}
      >
        <Button
          type="text"
          className="lx-topbar-button"
          aria-label={t('tools.notice.open')}
          title={counts.all ? t('tools.notice.openUnread', { count: counts.all }) : undefined}
          icon={<BellOutlined />}
        />
      </Popover>
    </Badge>
  );
}
