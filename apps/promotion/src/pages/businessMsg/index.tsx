/**
 * Business notices: tabs of the four types' open notices and of the handled ones; a row's buttons come
 * from `noticeActions` (./rules): mark handled (asks first) on an open notice, delete on a handled one.
 */
import { type CrudAction, CrudPage, listPrefetch } from '@lingxi/ui';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BusinessNotice, businessNotice, finishedNotice, markHandled } from './fields';
import { NOTICE_TABS, type NoticeTab, offers, tabQuery } from './rules';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(businessNotice, tabQuery('1'));

const rowActions: CrudAction<BusinessNotice>[] = [
  {
    key: 'handle',
    label: 'promotion.businessMsg.handle',
    code: 'edit',
    confirm: 'promotion.businessMsg.confirmHandle',
    success: 'promotion.businessMsg.handledDone',
    visible: offers('handle'),
    run: (rows) => (rows[0] ? markHandled(rows[0]) : undefined),
  },
];

export default function BusinessMsgPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<NoticeTab>('1');
  const finished = tab === 'finished';
  return (
    <CrudPage
      key={finished ? 'finished' : 'open'}
      resource={finished ? finishedNotice : businessNotice}
      standard={{ add: false, edit: false }}
      query={tabQuery(tab)}
      rowActions={rowActions}
      rowVisible={{ delete: offers('delete') }}
      toolbarExtra={
        <Tabs
          size="small"
          activeKey={tab}
          onChange={(key) => setTab(key as NoticeTab)}
          items={NOTICE_TABS.map((key) => ({ key, label: t(`promotion.businessMsg.tabs.${key}`) }))}
        />
      }
    />
  );
}
