// The investment enterprise library (SPEC §7: /lingxi-project-enterprise page, save, update, remove,
// importFromExcel; gateway README "招商企业库"): the enterprises courted for investment, with their
// stage (dictionary invest_stage), kept by hand or imported from Excel.
import { checkPhone, crudApi, type Id } from '@lingxi/core';
import { defineResource, type Field } from '@lingxi/ui';

export interface LibraryEnterprise {
  id?: Id;
  enterpriseName: string;
  creditCode: string;
  legalPerson?: string;
  industry?: string;
  registeredCapital?: number;
  contact?: string;
  phone?: string;
  address?: string;
  intention?: string;
  stage?: number;
  createTime?: string;
}

export const LIBRARY_BASE = '/lingxi-project-enterprise';

export const businessLibraryApi = crudApi<LibraryEnterprise>(LIBRARY_BASE).having({
  list: 'page',
  detail: 'detail',
  create: 'save',
  update: 'update',
  remove: 'remove',
});

/** The import's calls (multipart `file`, `isCovered`) and its template. */
export const LIBRARY_IMPORT = {
  upload: `${LIBRARY_BASE}/importFromExcel`,
  template: `${LIBRARY_BASE}/import-template`,
} as const;

/** The unified social credit code, as the gateway checks it (GB 32100-2015's characters). */
export const CREDIT_CODE_RULE: NonNullable<Field<LibraryEnterprise>['rules']>[number] = {
  pattern: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
  message: 'businessLibrary.creditCodeFormat',
};

export const businessLibrary = defineResource<LibraryEnterprise>({
  name: 'businessLibrary', // businessLibrary_add (and import), _edit, _delete, _view
  api: businessLibraryApi,
  dateRange: false,
  fields: [
    {
      name: 'enterpriseName',
      label: 'businessLibrary.name',
      search: true,
      rules: ['required'],
      sortable: true,
    },
    {
      name: 'creditCode',
      label: 'businessLibrary.creditCode',
      search: true,
      rules: ['required', CREDIT_CODE_RULE],
      width: 190,
    },
    { name: 'industry', label: 'businessLibrary.industry', search: true, width: 130 },
    {
      name: 'stage',
      label: 'businessLibrary.stage',
      valueType: 'select',
      valueEnum: { dict: 'invest_stage' },
      search: true,
      initialValue: 1,
      rules: ['required'],
      width: 110,
    },
    { name: 'legalPerson', label: 'businessLibrary.legalPerson', width: 110 },
    { name: 'registeredCapital', label: 'businessLibrary.capital', valueType: 'number', hideIn: ['table'] },
    { name: 'contact', label: 'businessLibrary.contact', width: 100 },
    { name: 'phone', label: 'businessLibrary.phone', rules: [{ optional: checkPhone }], hideIn: ['table'] },
    { name: 'address', label: 'businessLibrary.address', hideIn: ['table'] },
    { name: 'intention', label: 'businessLibrary.intention', valueType: 'textarea', hideIn: ['table'] },
  ],
});
