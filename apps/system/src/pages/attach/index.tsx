import { type CrudAction, CrudPage, listPrefetch, useCan } from '@lingxi/ui';
import { type Attach, attach, downloadAttachment } from './fields';
import { UploadButton } from './UploadButton';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(attach);

const ROW_ACTIONS: CrudAction<Attach>[] = [
  {
    key: 'download',
    label: 'attach.download',
    code: 'view',
    success: false,
    run: (rows) => (rows[0] ? downloadAttachment(rows[0]) : undefined),
  },
];

export default function AttachPage() {
  const can = useCan(attach.name);
  return (
    <CrudPage
      resource={attach}
      standard={{ add: false, edit: false }}
      rowActions={ROW_ACTIONS}
      toolbarExtra={can('add') ? <UploadButton /> : undefined}
    />
  );
}
