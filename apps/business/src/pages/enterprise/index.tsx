/**
 * Enterprises (PAGES "Enterprises", issue 20): a searchable, read-only directory; 查看 opens the
 * enterprise's facts in a drawer (loaded by its `detail`). No add, edit or delete: the directory is
 * filled by the enterprises' own registration.
 */
import { CrudPage, DetailDrawer, DetailView, listPrefetch, openAction, useDisclosure } from '@lingxi/ui';
import { useMemo } from 'react';
import { type Enterprise, enterprise, enterpriseApi } from './fields';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(enterprise);

const STANDARD = { add: false, edit: false, delete: false, view: false } as const;

export default function EnterprisePage() {
  const shown = useDisclosure<Enterprise>();
  const rowActions = useMemo(() => [openAction('detail', 'crud.view', 'view', 'one', shown)], [shown.show]);
  return (
    <>
      <CrudPage resource={enterprise} standard={STANDARD} rowActions={rowActions} />
      <DetailDrawer api={enterpriseApi} id={shown.record?.id} onClose={shown.close} title="enterprise.detail">
        {(record) => <DetailView fields={enterprise.fields} record={record} createTime={false} />}
      </DetailDrawer>
    </>
  );
}
