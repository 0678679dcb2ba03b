// Appeal distribution: the submitted appeals no department holds (pending), to plan (tag 0) or dispatch
// (tag 1) to departments; an appeal returned by every department comes back here.
import { defineResource } from '@lingxi/ui';
import { type Appeal, distributionApi } from '../appeal/api';
import { appeal } from '../appeal/fields';

const SHOWN = ['appealNo', 'title', 'typeId', 'enterpriseName', 'appealState', 'deptNames', 'light'];

export const appealDistribution = defineResource<Appeal>({
  name: 'appealDistribution',
  api: distributionApi,
  fields: appeal.fields
    .filter((field) => SHOWN.includes(field.name))
    .map((field) =>
      field.name === 'appealState' || field.name === 'light' ? { ...field, search: false } : field,
    ),
});
