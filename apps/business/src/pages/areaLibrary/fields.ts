// The regional enterprise library (SPEC §7: /lingxi-area-enterprise page, importFromExcel with the field
// `file` repeated; gateway README "区域企业库"): the enterprises of the districts, read and imported
// several workbooks at a time (one per district, as the districts send them).
import { crudApi, type Id } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';

export interface AreaEnterprise {
  id?: Id;
  enterpriseName: string;
  creditCode: string;
  regionCode?: string;
  regionName?: string;
  industry?: string;
  scale?: number;
  legalPerson?: string;
  registeredCapital?: number;
  establishedDate?: string;
  address?: string;
  createTime?: string;
}

export const AREA_BASE = '/lingxi-area-enterprise';

export const areaLibraryApi = crudApi<AreaEnterprise>(AREA_BASE).having({ list: 'page', detail: 'detail' });

/** The import's calls (multipart, `file` repeated, `isCovered`) and its template. */
export const AREA_IMPORT = {
  upload: `${AREA_BASE}/importFromExcel`,
  template: `${AREA_BASE}/import-template`,
  /** Workbooks in one request (the gateway takes up to 10). */
  maxFiles: 10,
} as const;

export const areaLibrary = defineResource<AreaEnterprise>({
  name: 'areaLibrary', // areaLibrary_add imports, areaLibrary_view shows a record
  api: areaLibraryApi,
  dateRange: false,
  fields: [
    { name: 'enterpriseName', label: 'areaLibrary.name', search: true, sortable: true },
    { name: 'creditCode', label: 'areaLibrary.creditCode', search: true, width: 190 },
    { name: 'regionName', label: 'areaLibrary.region', search: true, width: 100 },
    { name: 'regionCode', label: 'areaLibrary.regionCode', width: 100 },
    { name: 'industry', label: 'areaLibrary.industry', search: true, width: 130 },
    {
      name: 'scale',
      label: 'areaLibrary.scale',
      valueType: 'select',
      valueEnum: { dict: 'enterprise_scale' },
      search: true,
      width: 90,
    },
    { name: 'legalPerson', label: 'areaLibrary.legalPerson', width: 110 },
    { name: 'registeredCapital', label: 'areaLibrary.capital', valueType: 'number', hideIn: ['table'] },
    {
      name: 'establishedDate',
      label: 'areaLibrary.established',
      valueType: 'date',
      sortable: true,
      width: 120,
    },
    { name: 'address', label: 'areaLibrary.address', hideIn: ['table'] },
  ],
});
