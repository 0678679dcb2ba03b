import { type CrudAction, CrudPage, listPrefetch, notifySuccess } from '@lingxi/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyFile } from '../policy/api';
import { saveFile } from '../policy/PolicyFiles';
import { policyDownload } from './fields';

export { messages } from '../policy/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(policyDownload);

/** The policies' files, each downloaded with its real name. */
export default function PolicyDownloadPage() {
  const { t } = useTranslation();
  const rowActions = useMemo<CrudAction<PolicyFile>[]>(
    () => [
      {
        key: 'download',
        label: 'policy.download',
        code: 'view',
        success: false,
        run: async (rows) => {
          const file = rows[0];
          if (!file) return;
          const name = await saveFile(file);
          notifySuccess(t('policy.downloaded', { name }));
        },
      },
    ],
    [t],
  );
  return (
    <CrudPage
      resource={policyDownload}
      standard={{ add: false, edit: false, delete: false, view: false }}
      rowActions={rowActions}
    />
  );
}
