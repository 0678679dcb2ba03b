// Policy-project relations (gateway README "Policies"): a report project linked to a further policy,
// once per policy, never to its own (the server refuses both with their messages).
import { defineResource } from '@lingxi/ui';
import { type PolicyProjectRel, policyChoices, policyProjectRelApi, projectChoices } from '../policy/api';

const projects = () =>
  projectChoices().then((rows) => rows.map((row) => ({ value: String(row.id), label: row.projectName })));

export const policyProjectRel = defineResource<PolicyProjectRel>({
  name: 'policyProjectRel', // policyProjectRel_add, _edit, _delete, _view
  api: policyProjectRelApi,
  invalidates: ['policy'],
  dateRange: false,
  fields: [
    {
      name: 'projectId',
      label: 'policyProjectRel.project',
      valueType: 'select',
      valueEnum: { key: 'project-choices', load: projects },
      search: true,
      rules: ['required'],
    },
    {
      name: 'policyId',
      label: 'policyProjectRel.policy',
      valueType: 'select',
      valueEnum: { key: 'policy-choices', load: policyChoices },
      search: true,
      rules: ['required'],
    },
    { name: 'remark', label: 'policyProjectRel.remark', valueType: 'textarea' },
  ],
});
