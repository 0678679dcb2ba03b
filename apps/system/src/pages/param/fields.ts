// System parameters (SPEC §3, §5): name, key and value, all required, each with its own message.
import { type Param, paramApi, requiredCheck } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';

/** SPEC §5 "System parameter": all three required, checked on blur. */
export const PARAM_RULES = {
  paramName: requiredCheck('validate.paramName'),
  paramKey: requiredCheck('validate.paramKey'),
  paramValue: requiredCheck('validate.paramValue'),
} as const;

export const param = defineResource<Param>({
  name: 'param',
  api: paramApi,
  fields: [
    { name: 'paramName', label: 'param.name', search: true, rules: [PARAM_RULES.paramName] },
    { name: 'paramKey', label: 'param.key', search: true, rules: [PARAM_RULES.paramKey] },
    { name: 'paramValue', label: 'param.value', valueType: 'textarea', rules: [PARAM_RULES.paramValue] },
  ],
});
