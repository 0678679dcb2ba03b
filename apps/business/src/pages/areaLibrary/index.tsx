/**
 * The regional enterprise library (PAGES "Regional library", issue 20): the list with its search, a
 * record's view, and the import of several workbooks in one request through the kit's import dialog
 * (`multiple`): template, overwrite switch, every refused row named with its workbook, nothing stored
 * while one is refused.
 */
import { CrudPage, ImportDialog, listPrefetch, useCan, useInvalidate } from '@lingxi/ui';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AREA_IMPORT, areaLibrary } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(areaLibrary);

const STANDARD = { add: false, edit: false, delete: false } as const;

export default function AreaLibraryPage() {
  const { t } = useTranslation();
  const can = useCan('areaLibrary');
  const refresh = useInvalidate(areaLibrary);
  const [importing, setImporting] = useState(false);
  return (
    <>
      <CrudPage
        resource={areaLibrary}
        standard={STANDARD}
        toolbarExtra={
          can('add') ? (
            <Button onClick={() => setImporting(true)}>{t('areaLibrary.import')}</Button>
          ) : undefined
        }
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('areaLibrary.importTitle')}
        uploadUrl={AREA_IMPORT.upload}
        templateUrl={AREA_IMPORT.template}
        templateName={`${t('areaLibrary.templateName')}.xlsx`}
        multiple
        maxFiles={AREA_IMPORT.maxFiles}
        onImported={() => void refresh()}
      />
    </>
  );
}
