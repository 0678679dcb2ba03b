// Registration codes (gateway README "Policies"): the codes enterprises registered under a policy,
// read only, searched by code, enterprise, credit code and policy.
import { defineResource } from '@lingxi/ui';
import { type PolicyRegCode, policyChoices, policyRegCodeApi } from '../policy/api';

export const policyRegCode = defineResource<PolicyRegCode>({
  name: 'policyRegCode', // policyRegCode_view
  api: policyRegCodeApi,
  form: 'drawer',
  dateRange: false,
  createTime: false,
  fields: [
    { name: 'regCode', label: 'policyRegCode.code', search: true, width: 170 },
    { name: 'enterpriseName', label: 'policyRegCode.enterprise', search: true },
    { name: 'creditCode', label: 'policyRegCode.creditCode', search: true, width: 200 },
    {
      name: 'policyId',
      label: 'policyRegCode.policy',
      valueType: 'select',
      valueEnum: { key: 'policy-choices', load: policyChoices },
      search: true,
    },
    { name: 'contact', label: 'policyRegCode.contact', width: 100 },
    { name: 'regTime', label: 'policyRegCode.regTime', valueType: 'dateTime', width: 170 },
  ],
});
