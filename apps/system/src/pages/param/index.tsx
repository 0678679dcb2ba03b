// System parameters (SPEC §3, §5): name, key and value, all required.
import { crudApi } from '@lingxi/core';
import { CrudPage, defineResource } from '@lingxi/ui';

export interface Param {
  id?: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
}

const param = defineResource<Param>({
  name: 'param',
  api: crudApi<Param>('/lingxi-system/param'),
  fields: [
    { name: 'paramName', label: 'param.name', search: true, rules: ['required'] },
    { name: 'paramKey', label: 'param.key', search: true, rules: ['required'] },
    { name: 'paramValue', label: 'param.value', input: 'textarea', rules: ['required'] },
  ],
});

export default function ParamPage() {
  return <CrudPage resource={param} />;
}
