// Report projects (申报项目, gateway README "Policies"): declared under a policy with a declaration
// window whose closing date is after its opening date (checked here on the field, and by the server).
import { checkPhone } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';
import { policyChoices, type ReportProject, reportProjectApi } from '../policy/api';

export const WINDOW_STATES = {
  upcoming: 'reportProject.states.upcoming',
  open: 'reportProject.states.open',
  closed: 'reportProject.states.closed',
} as const;

export const reportProject = defineResource<ReportProject>({
  name: 'reportProject', // reportProject_add, _edit, _delete, _view
  api: reportProjectApi,
  // the projects are choices of the relation and department pages; a policy's details list them
  invalidates: ['enum', 'policy'],
  dateRange: false,
  fields: [
    {
      name: 'policyId',
      label: 'reportProject.policy',
      valueType: 'select',
      valueEnum: { key: 'policy-choices', load: policyChoices },
      search: true,
      rules: ['required'],
      span: 2,
    },
    { name: 'projectName', label: 'reportProject.name', search: true, rules: ['required'], sortable: true },
    {
      name: 'state',
      label: 'reportProject.state',
      valueType: 'select',
      valueEnum: WINDOW_STATES,
      search: true,
      hideIn: ['add', 'edit'],
      width: 100,
    },
    { name: 'openDate', label: 'reportProject.openDate', valueType: 'date', rules: ['required'], width: 130 },
    {
      name: 'closeDate',
      label: 'reportProject.closeDate',
      valueType: 'date',
      rules: ['required', { after: 'openDate', message: 'reportProject.closeAfterOpen' }],
      width: 130,
    },
    { name: 'supportContent', label: 'reportProject.support', valueType: 'textarea', hideIn: ['table'] },
    { name: 'contact', label: 'reportProject.contact', width: 100 },
    { name: 'phone', label: 'reportProject.phone', rules: [{ optional: checkPhone }], hideIn: ['table'] },
    { name: 'description', label: 'reportProject.description', valueType: 'textarea', hideIn: ['table'] },
  ],
});
