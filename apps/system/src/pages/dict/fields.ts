// General and business dictionaries (SPEC §3, §5 "Dictionary forms", §7 "Dictionaries"): a parent list
// and each parent's entries as a child tree; the page's rules beside the fields.
import { crudApi, requiredCheck } from '@lingxi/core';
import { CODE_RULE, defineResource, type Field } from '@lingxi/ui';

/** Parent optional; code and parent read-only for a child; the code is checked on blur. */
export const DICT_RULES = {
  code: requiredCheck('validate.dictCode'),
  dictValue: requiredCheck('validate.dictName'),
  sort: requiredCheck('validate.dictSort'),
  isSealed: requiredCheck('validate.dictSealed'),
  dictKey: requiredCheck('validate.dictKey'),
} as const;

/** SPEC §3 "Dictionary entry". */
export interface DictEntry {
  id?: string;
  parentId?: string;
  code: string;
  dictKey?: string;
  dictValue: string;
  sort: number;
  isSealed: number;
  remark?: string;
  status?: number;
  hasChildren?: boolean;
}

/** Which dictionary: the general one (`dict`) or the business one (`dictbiz`, which also switches status). */
export type DictKind = 'dict' | 'dictbiz';

const BASES: Record<DictKind, string> = { dict: '/lingxi-system/dict', dictbiz: '/lingxi-system/dict-biz' };

export function dictApi(kind: DictKind) {
  return crudApi<DictEntry>(BASES[kind]).having({
    parentList: 'parent-list',
    childList: 'child-list',
    detail: 'detail',
    submit: 'submit',
    remove: 'remove',
    ...(kind === 'dictbiz' ? { switchStatus: 'switch-status' } : {}),
  });
}

const common: Field<DictEntry>[] = [
  {
    name: 'sort',
    label: 'dict.sort',
    valueType: 'number',
    sortable: true,
    rules: [DICT_RULES.sort],
    initialValue: 1,
  },
  {
    name: 'isSealed',
    label: 'dict.isSealed',
    valueType: 'switch',
    rules: [DICT_RULES.isSealed],
    initialValue: 0,
  },
  { name: 'remark', label: 'dict.remark', valueType: 'textarea' },
];

/** The parent list (permission codes `<kind>_add/_edit/_delete/_view`, SPEC §6). */
export function dictParent(kind: DictKind) {
  return defineResource<DictEntry>({
    name: kind,
    api: dictApi(kind),
    platform: kind === 'dict', // the general dictionary is the platform's; a business one the tenant's
    invalidates: ['dict'], // every dictionary look-up of every page reads it again
    fields: [
      { name: 'code', label: 'dict.code', search: true, sortable: true, rules: [DICT_RULES.code, CODE_RULE] },
      { name: 'dictValue', label: 'dict.name', search: true, rules: [DICT_RULES.dictValue] },
      ...common,
    ],
  });
}

/** A parent's entries: code and parent locked (SPEC §5), a key of their own. */
export function dictChild(kind: DictKind, parent: Pick<Field<DictEntry>, 'input' | 'render'>) {
  return defineResource<DictEntry>({
    name: kind,
    api: dictApi(kind),
    platform: kind === 'dict', // the general dictionary is the platform's; a business one the tenant's
    invalidates: ['dict'], // every dictionary look-up of every page reads it again
    createTime: false,
    fields: [
      { name: 'code', label: 'dict.code', readOnlyIn: ['add', 'edit'], hideIn: ['table'] },
      {
        name: 'parentId',
        label: 'dict.parent',
        hideIn: ['table'],
        readOnlyIn: ['add', 'edit'],
        ...parent,
      },
      { name: 'dictValue', label: 'dict.name', rules: [DICT_RULES.dictValue] },
      { name: 'dictKey', label: 'dict.key', rules: [DICT_RULES.dictKey] },
      ...common,
    ],
  });
}
