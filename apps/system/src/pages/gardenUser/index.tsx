/**
 * Park, enterprise and operator users (PAGES.md "Users"): the department tree filters the list; drawer
 * form; toolbar delete, reset password, enterprise import (.xlsx with the gateway's template).
 */
import { ImportDialog, listPrefetch, useCan, useInvalidate } from '@lingxi/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPasswordAction, UsersPage } from '../shared/users';
import { gardenUser, gardenUserApi } from './fields';

export { partsReady } from '../shared/users';
export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(gardenUser);

const actions = [resetPasswordAction(gardenUserApi)];

export default function GardenUserPage() {
  const { t } = useTranslation();
  const can = useCan('gardenUser');
  const refresh = useInvalidate(gardenUser);
  const [importing, setImporting] = useState(false);
  return (
    <>
      <UsersPage
        resource={gardenUser}
        actions={actions}
        toolbarExtra={
          can('add') ? <Button onClick={() => setImporting(true)}>{t('user.import')}</Button> : undefined
        }
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('user.importTitle')}
        uploadUrl="/lx-operation/lingxi-user/import-user"
        templateUrl="/lx-operation/lingxi-user/import-template"
        templateName={`${t('user.importTitle')}.xlsx`}
        onImported={() => void refresh()}
      />
    </>
  );
}
