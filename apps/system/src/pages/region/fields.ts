// Regions (PAGES.md "Regions"; SPEC §3 Region, §7 region): a lazy tree by parent code (root `00`) and the
// chosen region's form: parent code and name read-only, code = parent code + sub-code on add.
import { crudApi, type TreeNode } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';

export interface Region {
  id?: string;
  code: string;
  parentCode?: string;
  name: string;
  regionLevel?: number;
  sort?: number;
  remark?: string;
  status?: number;
  /** Shown in the form, not saved: the parent's name, and a new region's code after its parent's. */
  parentName?: string;
  subCode?: string;
}

export const REGION_ROOT = '00';

export const regionApi = crudApi<Region>('/lingxi-system/region').having({
  lazyTree: 'lazy-tree',
  lazyList: 'lazy-list',
  detail: 'detail',
  submit: 'submit',
  remove: 'remove',
  switchStatus: 'switch-status',
});

/** A level of the tree, keyed by code (the tree's parent key). */
export const regionLevel = (parentCode: string) =>
  regionApi
    .lazyTree({ parentCode })
    .then((nodes: TreeNode[]) => nodes.map((node) => ({ ...node, id: String(node.key), regionId: node.id })));

/** The search of the whole tree: digits look for a code, anything else for a name (both "contains"). */
export function regionQuery(term: string): Record<string, string> {
  return /^\d+$/.test(term) ? { code: term } : { name: term };
}

/** A new region's code: the parent's code and the sub-code typed after it (SPEC §3: code, parentCode). */
export function childCode(parentCode: string, subCode: string): string {
  return parentCode === REGION_ROOT ? subCode : `${parentCode}${subCode}`;
}

/** The levels the server gives a region (province down to village). */
export const LEVELS = ['1', '2', '3', '4', '5'] as const;

export const LEVEL_LABELS = Object.fromEntries(LEVELS.map((level) => [level, `region.levels.${level}`]));

/** What a save sends: a new region's full code from its parent's; an edit only what may change. */
export function regionToServer(values: Partial<Region>, mode: string): Partial<Region> {
  const common = {
    name: String(values.name ?? '').trim(),
    sort: Number(values.sort ?? 0),
    remark: values.remark ?? '',
  };
  if (mode !== 'add') return common;
  const parentCode = String(values.parentCode ?? REGION_ROOT);
  return { ...common, parentCode, code: childCode(parentCode, String(values.subCode ?? '').trim()) };
}

export const region = defineResource<Region>({
  name: 'region', // region_add, region_edit, region_delete
  platform: true, // every tenant's regions: written by the platform tenant (issue 18)
  api: regionApi,
  createTime: false,
  dateRange: false,
  fields: [
    { name: 'name', label: 'region.name', rules: ['required'], hideIn: ['table'] },
    { name: 'parentCode', label: 'region.parentCode', readOnlyIn: ['add', 'edit'], hideIn: ['table'] },
    { name: 'parentName', label: 'region.parentName', readOnlyIn: ['add', 'edit'], hideIn: ['table'] },
    {
      name: 'subCode',
      label: 'region.subCode',
      hideIn: ['table', 'view', 'edit'],
      help: 'region.subCodeHelp',
      rules: ['required', { pattern: /^\d{1,10}$/, message: 'region.subCodeDigits' }],
    },
    { name: 'code', label: 'region.code', hideIn: ['table', 'add'], readOnlyIn: ['edit'] },
    {
      name: 'regionLevel',
      label: 'region.level',
      valueType: 'select',
      valueEnum: LEVEL_LABELS,
      hideIn: ['table', 'add'],
      readOnlyIn: ['edit'],
    },
    { name: 'sort', label: 'region.sort', valueType: 'number', initialValue: 1, hideIn: ['table'] },
    { name: 'remark', label: 'region.remark', valueType: 'textarea', hideIn: ['table'] },
    { name: 'status', label: 'sys.status', valueType: 'status', hideIn: ['view'] },
  ],
});
