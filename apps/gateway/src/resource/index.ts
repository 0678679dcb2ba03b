/**
 * The declarative resource engine: one definition (table, fields, filters, tree shape, tenant
 * ownership, permission code) drives the BladeX-style endpoints list / page, detail, submit
 * (create and update), remove, switch-status and the tree family (tree, lazy-list, lazy-tree,
 * parent-list, child-list). Special endpoints are small handlers beside the definitions (src/services/).
 *
 * A one-way stack, each file importing only the ones below it:
 *   mount.ts  route mounting, endpoint names, the titles and read-only paths of the operation log
 *   tree.ts   TreeNode forests, parent parameters of lazy trees
 *   write.ts  submitted values, uniqueness, permissions, saveEntity
 *   query.ts  filters, order, scope, paging, listRecords / allRecords
 *   pages.ts  the list statistics cache (totals and page anchors per table version)
 *   sql.ts    SqlBuilder, LIKE escaping, select list, field lists, rows → JSON
 *   types.ts  definitions, hook contexts, answered shapes
 */
export { mountResource, paths, READ_PATHS, TITLES } from './mount';
export { ANCHOR_STEP, startListStats } from './pages';
export {
  allRecords,
  listRecords,
  MAX_TREE_ROWS,
  type OrderKey,
  orderKeys,
  pageArgs,
  parseFilters,
  parseOrder,
  parsePositiveInt,
  scope,
} from './query';
export { allFields, SqlBuilder, serialise } from './sql';
export { buildTree } from './tree';
export {
  type EndpointKind,
  type FieldDef,
  type FieldType,
  type ListCache,
  type ListStats,
  MSG_NOT_FOUND,
  type Page,
  type ResourceDef,
  type ResourceDeps,
  type ResourceEnv,
  type SaveContext,
  type SqlConditions,
  type TreeNode,
} from './types';
export {
  type Referrer,
  readEntity,
  readValue,
  refuseWhileReferenced,
  requirePermission,
  saveEntity,
} from './write';
