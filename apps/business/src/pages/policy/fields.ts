// Policies (gateway README "Policies"): content as rich text (shown sanitised), files kept or added,
// the validity from `validFrom` through `validTo` (no end: without end), searched by title, category,
// department and validity.
import { defineResource, FileInput } from '@lingxi/ui';
import { createElement } from 'react';
import { type Policy, policyApi } from './api';
import { KeptFiles } from './PolicyFiles';

export const VALID_STATES = {
  upcoming: 'policy.validStates.upcoming',
  valid: 'policy.validStates.valid',
  expired: 'policy.validStates.expired',
} as const;

export const policy = defineResource<Policy>({
  name: 'policy', // policy_add, policy_edit, policy_delete, policy_view
  api: policyApi,
  // the policies are choices of the project, relation and registration-code pages
  invalidates: ['enum'],
  dateRange: false,
  fields: [
    { name: 'title', label: 'policy.title', search: true, rules: ['required'], sortable: true, span: 2 },
    { name: 'policyNo', label: 'policy.policyNo', hideIn: ['table'] },
    {
      name: 'category',
      label: 'policy.category',
      valueType: 'select',
      valueEnum: { dict: 'policy_category' },
      search: true,
      rules: ['required'],
      width: 110,
    },
    { name: 'deptName', label: 'policy.dept', search: true, rules: ['required'], width: 180 },
    { name: 'regionName', label: 'policy.region', hideIn: ['table'] },
    {
      name: 'publishDate',
      label: 'policy.publishDate',
      valueType: 'date',
      rules: ['required'],
      sortable: true,
      width: 120,
    },
    { name: 'validFrom', label: 'policy.validFrom', valueType: 'date', rules: ['required'], width: 120 },
    {
      name: 'validTo',
      label: 'policy.validTo',
      valueType: 'date',
      rules: [{ after: 'validFrom', orSame: true, message: 'policy.validToAfter' }],
      width: 120,
    },
    {
      name: 'validState',
      label: 'policy.validState',
      valueType: 'select',
      valueEnum: VALID_STATES,
      search: true,
      hideIn: ['add', 'edit'],
      width: 100,
    },
    {
      name: 'content',
      label: 'policy.content',
      valueType: 'richText',
      rules: ['required'],
      hideIn: ['table'],
    },
    {
      name: 'attachments',
      label: 'policy.files',
      hideIn: ['table', 'add', 'view'],
      input: (props) => createElement(KeptFiles, props),
      span: 2,
    },
    {
      name: 'newFile',
      label: 'policy.newFile',
      hideIn: ['table', 'view'],
      input: (props) => createElement(FileInput, props),
      span: 2,
    },
  ],
});
