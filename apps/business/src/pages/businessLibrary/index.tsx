/**
 * The investment enterprise library (PAGES "Investment library", issue 20): list, search, add, edit,
 * view, delete (not of an enterprise that signed: ./rules), and import from Excel through the kit's
 * import dialog (template, overwrite switch, every refused row with its reason; a workbook with a
 * refused row stores nothing).
 */
import { CrudPage, ImportDialog, listPrefetch, useCan, useInvalidate } from '@lingxi/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessLibrary, LIBRARY_IMPORT } from './fields';
import { offers } from './rules';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(businessLibrary);

const ROW_VISIBLE = { delete: offers('delete') };

export default function BusinessLibraryPage() {
  const { t } = useTranslation();
  const can = useCan('businessLibrary');
  const refresh = useInvalidate(businessLibrary);
  const [importing, setImporting] = useState(false);
  return (
    <>
      <CrudPage
        resource={businessLibrary}
        rowVisible={ROW_VISIBLE}
        toolbarExtra={
          can('add') ? (
            <Button onClick={() => setImporting(true)}>{t('businessLibrary.import')}</Button>
          ) : undefined
        }
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('businessLibrary.importTitle')}
        uploadUrl={LIBRARY_IMPORT.upload}
        templateUrl={LIBRARY_IMPORT.template}
        templateName={`${t('businessLibrary.templateName')}.xlsx`}
        onImported={() => void refresh()}
      />
    </>
  );
}
