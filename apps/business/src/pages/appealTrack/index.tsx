import { type CrudAction, CrudPage, listPrefetch, useActionDialog } from '@lingxi/ui';
import { useMemo } from 'react';
import { offers } from '../appeal/actions';
import { appealFlow, type Track } from '../appeal/api';
import { useAppealUser } from '../appeal/user';
import { appealTrack } from './fields';

export { messages } from '../appeal/messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(appealTrack);

export default function AppealTrackPage() {
  const user = useAppealUser();
  const note = useActionDialog<Track, { comment: string }>(appealTrack, {
    title: 'appealTrack.note',
    fields: [
      { name: 'comment', label: 'appealTrack.noteContent', valueType: 'textarea', rules: ['required'] },
    ],
    success: 'appealTrack.noted',
    submit: (values, rows) => appealFlow.note(String(rows[0]?.appealId), values.comment, rows[0]?.disId),
  });
  const rowActions = useMemo<CrudAction<Track>[]>(
    () => [
      {
        key: 'note',
        label: 'appealTrack.note',
        code: 'add',
        visible: () => offers({ kind: 'journal' }, user, 'note'),
        run: note.open,
      },
    ],
    [note.open, user],
  );
  return (
    <>
      <CrudPage
        resource={appealTrack}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      {note.dialog}
    </>
  );
}
