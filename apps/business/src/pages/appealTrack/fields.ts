// Appeal tracking: the journal of every appeal the user may read (a department: its own appeals'),
// oldest first, searched by appeal and action; a supervisor adds a note to an appeal's journal.
import { defineResource } from '@lingxi/ui';
import { createElement } from 'react';
import { type Track, trackApi } from '../appeal/api';
import { StateTag, TrackComment } from '../appeal/display';

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
    // the states and the server's comments worded by the console from their codes (issue 23)
    {
      name: 'fromState',
      label: 'appealTrack.from',
      width: 110,
      render: (value) => createElement(StateTag, { state: value as string | null, record: true }),
    },
    {
      name: 'toState',
      label: 'appealTrack.to',
      width: 110,
      render: (value) => createElement(StateTag, { state: value as string | null, record: true }),
    },
    { name: 'userName', label: 'appealTrack.user', width: 100 },
    { name: 'deptName', label: 'appealTrack.dept' },
    {
      name: 'comment',
      label: 'appealTrack.comment',
      render: (_, row) => createElement(TrackComment, { track: row }),
    },
  ],
});
