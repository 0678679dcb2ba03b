// System parameters (SPEC §3, §5): name, key and value, all required.
import { type Param, paramApi } from '@lingxi/core';
import { CrudPage, defineResource } from '@lingxi/ui';

const param = defineResource<Param>({
  name: 'param',
  api: paramApi,
  fields: [
    { name: 'paramName', label: 'param.name', search: true, rules: ['required'] },
    { name: 'paramKey', label: 'param.key', search: true, rules: ['required'] },
    { name: 'paramValue', label: 'param.value', input: 'textarea', rules: ['required'] },
  ],
});

export default function ParamPage() {
  return <CrudPage resource={param} />;
}
