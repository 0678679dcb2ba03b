/**
 * Registered personal users: the list (account, name, mobile number, creation date), a user's detail
 * in a drawer with the enterprises the user belongs to.
 */
import {
  CrudPage,
  DetailDrawer,
  DetailView,
  ItemList,
  ItemText,
  listPrefetch,
  openAction,
  useDisclosure,
  useRecordQuery,
} from '@lingxi/ui';
import { Divider, Empty, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { identityCalls, personalUserApi, type RegisterUser } from '../shared/api';
import { personalUser } from './fields';

export { messages } from '../shared/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(personalUser);

function EnterprisesOf({ user }: { user: RegisterUser }) {
  const { t } = useTranslation();
  const enterprises = useRecordQuery(personalUserApi, 'enterprises', user.id, identityCalls.enterprisesOf);
  return (
    <section aria-label={t('identity.enterprises')}>
      <Typography.Title level={5}>{t('identity.enterprises')}</Typography.Title>
      <Spin spinning={enterprises.isPending}>
        {enterprises.data && enterprises.data.length === 0 ? (
          <Empty description={t('identity.noEnterprise')} />
        ) : (
          <ItemList
            bordered
            items={(enterprises.data ?? []).map((enterprise) => ({
              key: String(enterprise.id),
              content: (
                <ItemText
                  title={enterprise.enterpriseName}
                  description={`${t('identity.creditCode')}: ${enterprise.creditCode ?? ''}`}
                />
              ),
            }))}
          />
        )}
      </Spin>
    </section>
  );
}

export default function PersonalUserPage() {
  const shown = useDisclosure<RegisterUser>();
  const rowActions = useMemo(() => [openAction('detail', 'crud.view', 'view', 'one', shown)], [shown.show]);
  return (
    <>
      <CrudPage resource={personalUser} standard={{ view: false }} rowActions={rowActions} />
      <DetailDrawer
        api={personalUserApi}
        id={shown.record?.id}
        onClose={shown.close}
        title="identity.userDetail"
      >
        {(user) => (
          <>
            <DetailView fields={personalUser.fields} record={user} />
            <Divider />
            <EnterprisesOf user={user} />
          </>
        )}
      </DetailDrawer>
    </>
  );
}
