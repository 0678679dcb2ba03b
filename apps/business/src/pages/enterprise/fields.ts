// The enterprise directory (SPEC §7: /lingxi-web-enterprise/enterprise/selectWebEnterpriseList; gateway
// README "企业列表"): read-only, searched by name, credit code, region, industry and scale; a record's
// facts in a drawer (its `detail`).
import { crudApi, type Id } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';

export interface Enterprise {
  id?: Id;
  enterpriseName: string;
  creditCode: string;
  regionName?: string;
  regionCode?: string;
  industry?: string;
  scale?: number;
  legalPerson?: string;
  registeredCapital?: number;
  establishedDate?: string;
  address?: string;
  contact?: string;
  phone?: string;
  certifyStatus?: number;
  createTime?: string;
}

export const enterpriseApi = crudApi<Enterprise>('/lingxi-web-enterprise/enterprise').having({
  list: 'selectWebEnterpriseList',
  detail: 'detail',
});

export const enterprise = defineResource<Enterprise>({
  name: 'enterprise', // enterprise_view opens the detail drawer
  api: enterpriseApi,
  dateRange: false,
  createTime: false,
  fields: [
    { name: 'enterpriseName', label: 'enterprise.name', search: true, sortable: true },
    { name: 'creditCode', label: 'enterprise.creditCode', search: true, width: 190 },
    { name: 'regionName', label: 'enterprise.region', search: true, width: 100 },
    { name: 'regionCode', label: 'enterprise.regionCode', hideIn: ['table'] },
    { name: 'industry', label: 'enterprise.industry', search: true, width: 140 },
    {
      name: 'scale',
      label: 'enterprise.scale',
      valueType: 'select',
      valueEnum: { dict: 'enterprise_scale' },
      search: true,
      width: 90,
    },
    { name: 'legalPerson', label: 'enterprise.legalPerson', width: 110 },
    { name: 'registeredCapital', label: 'enterprise.capital', valueType: 'number', hideIn: ['table'] },
    { name: 'establishedDate', label: 'enterprise.established', valueType: 'date', hideIn: ['table'] },
    { name: 'address', label: 'enterprise.address', hideIn: ['table'] },
    { name: 'contact', label: 'enterprise.contact', hideIn: ['table'] },
    { name: 'phone', label: 'enterprise.phone', hideIn: ['table'] },
    {
      name: 'certifyStatus',
      label: 'enterprise.certify',
      valueType: 'select',
      valueEnum: {
        '0': 'enterprise.certifyStates.0',
        '1': 'enterprise.certifyStates.1',
        '2': 'enterprise.certifyStates.2',
      },
      width: 100,
    },
  ],
});
