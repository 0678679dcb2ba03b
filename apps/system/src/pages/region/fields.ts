// Regions (PAGES.md "Regions"; SPEC §3 Region, §7 region): a lazy tree by parent code (root `00`) and the
// chosen region's form.
import { crudApi, type TreeNode } from '@lingxi/core';

export interface Region {
  id?: string;
  code: string;
  parentCode?: string;
  name: string;
  regionLevel?: number;
  sort?: number;
  remark?: string;
  status?: number;
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
