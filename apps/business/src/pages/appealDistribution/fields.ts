// Appeal distribution: the submitted appeals no department holds (pending), to plan (tag 0) or dispatch
// (tag 1) to departments; an appeal returned by every department comes back here, and one in progress
// can be sent to a further department (after a return).
import { defineResource } from '@lingxi/ui';
import { APPEAL_LISTS, type Appeal, distributionApi } from '../appeal/api';
import { appeal } from '../appeal/fields';

const SHOWN = ['appealNo', 'title', 'typeId', 'enterpriseName', 'appealState', 'deptNames', 'light'];

export const appealDistribution = defineResource<Appeal>({
  name: 'appealDistribution',
  api: distributionApi,
  invalidates: APPEAL_LISTS,
  fields: appeal.fields
    .filter((field) => SHOWN.includes(field.name))
    .map((field) => {
      if (field.name === 'light') return { ...field, search: false };
      // pending by default (the server's); an appeal in progress is sent to a further department
      if (field.name === 'appealState')
        return {
          ...field,
          valueEnum: { pending: 'appeal.states.pending', handling: 'appeal.states.handling' },
        };
      return field;
    }),
});
