// Appeal distribution: the submitted appeals no department holds (pending), to plan (tag 0) or dispatch
// (tag 1) to departments; an appeal returned by every department comes back here, and one in progress
// can be sent to a further department (after a return).
import { defineResource, type Field } from '@lingxi/ui';
import { createElement } from 'react';
import { APPEAL_LISTS, type Appeal, distributionApi } from '../appeal/api';
import { ReturnedMark, StateTag } from '../appeal/display';
import { appeal } from '../appeal/fields';

const SHOWN = ['appealNo', 'title', 'typeId', 'enterpriseName', 'appealState', 'deptNames', 'light'];

export const appealDistribution = defineResource<Appeal>({
  name: 'appealDistribution',
  api: distributionApi,
  invalidates: APPEAL_LISTS,
  fields: [
    ...appeal.fields.filter((field) => SHOWN.includes(field.name)),
    // an appeal a department gave back is marked so, with who gave it back and why (issue 23)
    {
      name: 'returnReason',
      label: 'appeal.returnReason',
      hideIn: ['add', 'edit'],
      render: (_, row) => createElement(ReturnedMark, { appeal: row }),
    } as Field<Appeal>,
  ].map((field) => {
    if (field.name === 'light') return { ...field, search: false };
    // pending by default (the server's); an appeal in progress is sent to a further department
    if (field.name === 'appealState')
      return {
        ...field,
        // a returned appeal says so beside its state, where a narrow table still shows it
        render: (value: unknown, row: Appeal) =>
          createElement(
            'span',
            { className: 'lx-appeal-state' },
            createElement(StateTag, { state: value as string }),
            createElement(ReturnedMark, { appeal: row, compact: true }),
          ),
        valueEnum: { pending: 'appeal.states.pending', handling: 'appeal.states.handling' },
      };
    return field;
  }),
});
