// Appeal tracking: the journal of every appeal the user may read (a department: its own appeals'),
// oldest first, searched by appeal and action; a supervisor adds a note to an appeal's journal.
import { defineResource } from '@lingxi/ui';
import { type Track, trackApi } from '../appeal/api';

const ACTIONS = [
  'create',
  'update',
  'submit',
  'distribute',
  'cancel',
  'dispatch',
  'sign',
  'bind',
  'dispose',
  'delayApply',
  'delayApprove',
  'delayReject',
  'returnApply',
  'returnApprove',
  'returnReject',
  'close',
  'urge',
  'light',
  'note',
] as const;

export const appealTrack = defineResource<Track>({
  name: 'appealTrack',
  api: trackApi,
  dateRange: false,
  fields: [
    { name: 'appealNo', label: 'appeal.appealNo', search: true, width: 190 },
    { name: 'title', label: 'appeal.title', search: true },
    {
      name: 'action',
      label: 'appealTrack.action',
      valueType: 'select',
      valueEnum: Object.fromEntries(ACTIONS.map((action) => [action, `appealTrack.actions.${action}`])),
      search: true,
      width: 120,
    },
    { name: 'fromStateName', label: 'appealTrack.from', width: 110 },
    { name: 'toStateName', label: 'appealTrack.to', width: 110 },
    { name: 'userName', label: 'appealTrack.user', width: 100 },
    { name: 'deptName', label: 'appealTrack.dept' },
    { name: 'comment', label: 'appealTrack.comment' },
  ],
});
