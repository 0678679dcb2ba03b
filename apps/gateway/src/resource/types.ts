/**
 * The engine's vocabulary, the bottom of the resource/ stack: what a resource definition says, what
 * hooks receive, the shapes the endpoints answer. No logic; imports no other file of resource/.
 */
import type { AuthUser } from '../auth';
import type { Db, Queryable, Row } from '../db';

export type FieldType = 'id' | 'string' | 'int' | 'datetime' | 'date' | 'decimal';

export interface FieldDef {
  /** JSON name (camelCase). */
  field: string;
  /** SQL column (snake_case). */
  column: string;
  type: FieldType;
  /** Chinese label used in messages. */
  label: string;
  /** Accepted from submit. */
  writable?: boolean;
  /** Message when a create lacks it (or any submit sends it blank). */
  required?: string;
  maxLength?: number;
  /** Allowed integer values. */
  values?: readonly number[];
  /** Inclusive numeric bounds (int and decimal). */
  min?: number;
  max?: number;
  /** A string must match; `msg` is the 400 message. */
  pattern?: { re: RegExp; msg: string };
  /** Message when another non-deleted record (of the same tenant) holds the value. */
  unique?: string;
  /** Columns that scope the uniqueness (e.g. a dictionary key is unique per code). */
  uniqueWith?: readonly string[];
  /** Usable as a query filter (`field`, `field_equal`, `field_like`, `field_gt`, ...). */
  filter?: boolean;
  /** Usable in `ascs` / `descs`. */
  sortable?: boolean;
  /** Never answered (passwords, secrets stay write-only). */
  hidden?: boolean;
}

export type EndpointKind =
  | 'list'
  | 'all'
  | 'detail'
  | 'submit'
  | 'create'
  | 'update'
  | 'remove'
  | 'switchStatus'
  | 'tree'
  | 'lazyList'
  | 'lazyTree'
  | 'parentList'
  | 'childList';

export interface SaveContext {
  tx: Queryable;
  user: AuthUser;
  /** column → value about to be written; hooks may change it. */
  values: Map<string, unknown>;
  creating: boolean;
  id?: string;
  /** The stored row before an update. */
  existing?: Row;
  body: Record<string, unknown>;
}

/** The conditions and parameters of one SQL statement under construction (see `SqlBuilder` in sql.ts). */
export interface SqlConditions {
  readonly params: unknown[];
  readonly where: string[];
  /** Adds a parameter; answers its placeholder (`$n`). */
  add(value: unknown): string;
}

export interface ResourceDef {
  name: string;
  /** Chinese title, used in the operation log. */
  title: string;
  /** Route prefix(es), e.g. `/api/lingxi-system/param`. */
  path: string | readonly string[];
  table: string;
  /** Rows carry tenant_id; callers only see and touch their tenant's rows. */
  tenantOwned: boolean;
  /**
   * Menu code: the caller needs it to list / read, and `<code>_add`, `<code>_edit`,
   * `<code>_delete` to create, update, remove.
   */
  permission: string;
  /** Only callers of the platform tenant 000000 may use it at all (tenants, clients, ...). */
  platformOnly?: boolean;
  /** Endpoint names (the last path segment) that need a login only, not the menu. */
  openReads?: readonly string[];
  /** Append-only table (logs): no audit columns, no logical delete. */
  plain?: boolean;
  /** The resource's own fields; audit fields are added by the engine. */
  fields: readonly FieldDef[];
  defaultOrder: readonly { column: string; desc: boolean }[];
  maxPageSize?: number;
  /** A fixed SQL condition (no parameters) that selects the resource's rows of a shared table. */
  where?: string;
  /** Column values every insert gets (the counterpart of `where`). */
  defaults?: Readonly<Record<string, unknown>>;
  /** Parent/child shape: rows whose `parent` column equals another row's `key` column. */
  tree?: {
    parent: string;
    parentField: string;
    key?: string;
    label: string;
    root: string;
  };
  /** Lookup by another unique column (region: `code`), accepted by detail and remove. */
  lookup?: { param: string; column: string };
  /** Which endpoints exist and under which names. Default: list, detail, submit, remove. */
  endpoints?: Partial<Record<EndpointKind, readonly string[]>>;
  /** Filters that are not plain field conditions: query name → SQL condition. */
  filters?: Readonly<Record<string, (raw: string, sql: SqlConditions) => void>>;
  beforeSave?(ctx: SaveContext): Promise<void>;
  afterSave?(ctx: SaveContext & { row: Row }): Promise<void>;
  beforeRemove?(tx: Queryable, user: AuthUser, rows: Row[]): Promise<void>;
  /** Adds computed fields to an answered entity. */
  decorate?(row: Row, out: Record<string, unknown>): void;
}

/** A list's total and page anchors under a table version (pages.ts). */
export interface ListStats {
  version: string;
  total: number;
  /** Order-column values (as text, id last) of every ANCHOR_STEP-th row; undefined: not usable. */
  anchors?: readonly (readonly string[])[];
}

/** Caches list statistics per table version; only tables that record their changes (migration 005). */
export interface ListCache {
  versioned(table: string): boolean;
  get(key: string): ListStats | undefined;
  set(key: string, stats: ListStats): void;
}

export interface ResourceDeps {
  db: Db;
  /** Totals and page anchors of paged lists (absent: counted on every request). */
  lists?: ListCache;
  /** Whether the caller holds a menu / button code. */
  can(user: AuthUser, code: string): Promise<boolean>;
}

export type ResourceEnv = { Variables: { user: AuthUser } };

export interface TreeNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  hasChildren: boolean;
  children?: TreeNode[];
  [extra: string]: unknown;
}

/** A paged list as list / page / parent-list / child-list answer it. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export const MSG_NOT_FOUND = '数据不存在或已删除';
