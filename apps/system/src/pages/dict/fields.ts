// General and business dictionaries (SPEC §5 "Dictionary forms"): the page's rules, beside its fields.
import { requiredCheck } from '@lingxi/core';

/** Parent optional; code and parent read-only for a child; the code is checked on blur. */
export const DICT_RULES = {
  code: requiredCheck('validate.dictCode'),
  dictValue: requiredCheck('validate.dictName'),
  sort: requiredCheck('validate.dictSort'),
  isSealed: requiredCheck('validate.dictSealed'),
  dictKey: requiredCheck('validate.dictKey'),
} as const;
