/** Tree resources: TreeNode forests, the parent parameter of lazy trees and child lists. */
import type { Row } from '../db';
import { badRequest, parseId } from '../http';
import { serialise } from './sql';
import type { ResourceDef, SqlConditions, TreeNode } from './types';

/** BladeX TreeNode forest from rows of a tree resource; unknown parents make roots. */
export function buildTree(def: ResourceDef, rows: Row[], withEntity = false): TreeNode[] {
  const tree = def.tree;
  if (!tree) return [];
  const key = tree.key ?? 'id';
  const nodes = new Map<string, TreeNode>();
  for (const row of rows) {
    const k = String(row[key]);
    nodes.set(k, {
      ...(withEntity ? serialise(def, row) : {}),
      id: String(row.id),
      parentId: String(row[tree.parent]),
      title: String(row[tree.label] ?? ''),
      key: k,
      value: k,
      hasChildren: false,
    });
  }
  const roots: TreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(String(row[key]));
    if (!node) continue;
    const parent = nodes.get(String(row[tree.parent]));
    if (parent && parent !== node) {
      parent.children ??= [];
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

/** The parent key a lazy tree / child list asks for (the root when absent and not required). */
export function parentParam(def: ResourceDef, query: Record<string, string>, required: boolean): string {
  const tree = def.tree;
  if (!tree) throw new Error('not a tree');
  const raw = query[tree.parentField]?.trim();
  if (!raw) {
    if (required) throw badRequest(`请传入${tree.parentField}`);
    return tree.root;
  }
  if (raw.length > 64 || !/^[\w-]+$/.test(raw)) throw badRequest(`${tree.parentField}格式不正确`);
  if ((tree.key ?? 'id') === 'id' && raw !== '0' && !parseId(raw))
    throw badRequest(`${tree.parentField}格式不正确`);
  return raw;
}

/** Rows directly under `parent`. */
export const parentCondition = (def: ResourceDef, parent: string) => (sql: SqlConditions) => {
  const tree = def.tree;
  if (tree) sql.where.push(`${tree.parent}::text = ${sql.add(parent)}`);
};
