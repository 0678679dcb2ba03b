/**
 * Group message users: the messages (parent list); a row's 接收用户 opens the users that message was
 * sent to (a second list with its own page, size and search in the address: `listKey`).
 */
import { CrudPage, listPrefetch, openAction, useDisclosure } from '@lingxi/ui';
import { Drawer } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type GroupMessage, groupMessage, messageUser } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(groupMessage);

export default function GroupMessageUserPage() {
  const { t } = useTranslation();
  const users = useDisclosure<GroupMessage>();
  const rowActions = useMemo(
    () => [openAction<GroupMessage>('users', 'promotion.groupMessage.users', 'view', 'one', users)],
    [users.show],
  );
  const open = users.record;
  return (
    <>
      <CrudPage
        resource={groupMessage}
        standard={{ add: false, edit: false, delete: false }}
        rowActions={rowActions}
      />
      <Drawer
        {...users.drawerProps}
        title={open ? t('promotion.groupMessage.usersOf', { title: open.title }) : ''}
        size={900}
        destroyOnHidden
      >
        {open && (
          <CrudPage
            resource={messageUser}
            listKey="users"
            query={{ messageId: String(open.id) }}
            standard={{ add: false, edit: false, delete: false, view: false }}
          />
        )}
      </Drawer>
    </>
  );
}
