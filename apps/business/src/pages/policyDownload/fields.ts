// The policies' files (gateway README "Policies", `download/list`): read only; each downloaded with the
// name and type the server gives it.
import { defineResource } from '@lingxi/ui';
import { type PolicyFile, policyChoices, policyFileApi } from '../policy/api';
import { sizeText } from '../policy/files';

export const policyDownload = defineResource<PolicyFile>({
  name: 'policyDownload', // policyDownload_view
  api: policyFileApi,
  dateRange: false,
  fields: [
    { name: 'originalName', label: 'policyDownload.name', search: true },
    {
      name: 'policyId',
      label: 'policyDownload.policy',
      valueType: 'select',
      valueEnum: { key: 'policy-choices', load: policyChoices },
      search: true,
    },
    { name: 'extension', label: 'policyDownload.extension', width: 100 },
    {
      name: 'attachSize',
      label: 'policyDownload.size',
      width: 110,
      render: (value) => sizeText(value as number | null),
    },
  ],
});
