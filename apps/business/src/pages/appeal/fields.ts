// Appeal management (issue 12): the appeals of the tenant, searched by type, enterprise, state, light and
// creation date; drafts added, edited (with their attachments) and submitted; details with records,
// lights, attachments and the timeline.
import { defineResource, type Field } from '@lingxi/ui';
import { createElement } from 'react';
import { AttachmentsInput } from './Attachments';
import { LIGHTS, type Light } from './actions';
import { APPEAL_LISTS, type Appeal, appealApi, typeTree } from './api';
import { Lights, StateTag } from './display';

const lightEnum = Object.fromEntries([...LIGHTS, 'none'].map((light) => [light, `appeal.lights.${light}`]));

/** The two-level type tree (an appeal takes a level-2 type). */
const types = { key: 'appeal-types', load: typeTree };

const fields: Field<Appeal>[] = [
  { name: 'appealNo', label: 'appeal.appealNo', hideIn: ['add', 'edit'], sortable: true, width: 190 },
  { name: 'title', label: 'appeal.title', search: true, rules: ['required'], sortable: true, span: 2 },
  {
    name: 'typeId',
    label: 'appeal.type',
    valueType: 'treeSelect',
    valueEnum: types,
    search: true,
    rules: ['required'],
    width: 140,
  },
  { name: 'enterpriseName', label: 'appeal.enterprise', search: true, rules: ['required'], sortable: true },
  { name: 'contactName', label: 'appeal.contactName', hideIn: ['table'] },
  { name: 'contactPhone', label: 'appeal.contactPhone', hideIn: ['table'] },
  { name: 'content', label: 'appeal.content', valueType: 'textarea', rules: ['required'], hideIn: ['table'] },
  {
    // uploaded as chosen (the object store's attach upload), saved as the appeal's `attachIds`
    name: 'attachments',
    label: 'appeal.attachments',
    valueType: 'upload',
    hideIn: ['table'],
    span: 2,
    input: (props) => createElement(AttachmentsInput, props),
  },
  {
    name: 'appealState',
    label: 'appeal.state',
    valueType: 'select',
    valueEnum: {
      draft: 'appeal.states.draft',
      pending: 'appeal.states.pending',
      handling: 'appeal.states.handling',
      disposed: 'appeal.states.disposed',
      closed: 'appeal.states.closed',
    },
    search: true,
    hideIn: ['add', 'edit'],
    sortable: true,
    width: 100,
    render: (value) => createElement(StateTag, { state: value as string }),
  },
  { name: 'deptNames', label: 'appeal.depts', hideIn: ['add', 'edit'] },
  { name: 'deadline', label: 'appeal.deadline', hideIn: ['add', 'edit'], sortable: true, width: 110 },
  {
    name: 'light',
    label: 'appeal.light',
    valueType: 'select',
    valueEnum: lightEnum,
    search: true,
    hideIn: ['add', 'edit'],
    sortable: true,
    width: 170,
    render: (value, row) =>
      createElement(Lights, { light: value as Light | null, manual: row.manualLight ?? null }),
  },
  { name: 'urgeCount', label: 'appeal.urgeCount', hideIn: ['add', 'edit'], sortable: true, width: 90 },
];

export const appeal = defineResource<Appeal>({
  name: 'appeal',
  api: appealApi,
  fields,
  invalidates: APPEAL_LISTS,
});
