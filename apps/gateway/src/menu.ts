import type { AuthUser } from './auth';
import { type Db, inTransaction } from './db';

export const ADMIN_ROLE_ALIAS = 'administrator';

interface MenuRow {
  id: string;
  parent_id: string;
  code: string;
  name: string;
  alias: string | null;
  path: string | null;
  source: string | null;
  sort: number;
  category: number;
  action: number;
  is_open: number;
  i18n: string | null;
  hidden: number;
  [key: string]: unknown;
}

export interface MenuNode {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
  meta: { i18n: string; roles: string[]; hidden: boolean };
  hasChildren: boolean;
  children?: MenuNode[];
}

const isAdministrator = (user: AuthUser) => user.roleAliases.includes(ADMIN_ROLE_ALIAS);

/** The platform tenant, the only one that manages tenants, clients, datasources and code generation. */
export const PLATFORM_TENANT = '000000';

/**
 * The pages whose resources are the platform tenant's alone (`platformOnly`: 403 for every other
 * tenant). Another tenant's menus, buttons and codes leave them out, so what the console offers and
 * what the API allows agree (issue 11); a test checks the list against the resources.
 */
export const PLATFORM_PAGES: ReadonlySet<string> = new Set(['tenant', 'client', 'datasource', 'code']);

/** A menu or button (`<page>_<action>`) of a platform page, out of reach of the user's tenant. */
function outOfTenant(user: AuthUser, code: string): boolean {
  if (user.tenantId === PLATFORM_TENANT) return false;
  const page = code.split('_')[0] ?? code;
  return PLATFORM_PAGES.has(page);
}

/**
 * The menus and buttons the caller's roles grant, with the aliases of the granting roles. An
 * administrator sees every menu (as BladeX does).
 */
async function grantedMenus(
  db: Db,
  user: AuthUser,
): Promise<{ rows: MenuRow[]; roles: Map<string, string[]> }> {
  const granted = await grantedMenusOfRoles(db, user);
  return { ...granted, rows: granted.rows.filter((row) => !outOfTenant(user, row.code)) };
}

async function grantedMenusOfRoles(
  db: Db,
  user: AuthUser,
): Promise<{ rows: MenuRow[]; roles: Map<string, string[]> }> {
  if (isAdministrator(user)) {
    const rows = await db.query<MenuRow>('select * from blade_menu where is_deleted = 0 and status = 1');
    const roles = new Map(rows.map((r) => [r.id, [ADMIN_ROLE_ALIAS]]));
    return { rows, roles };
  }
  if (user.roleIds.length === 0) return { rows: [], roles: new Map() };
  const pairs = await db.query<MenuRow & { role_alias: string }>(
    `select m.*, r.role_alias from blade_menu m
       join blade_role_menu rm on rm.menu_id = m.id
       join blade_role r on r.id = rm.role_id and r.is_deleted = 0
     where rm.role_id = any($1::bigint[]) and m.is_deleted = 0 and m.status = 1`,
    [user.roleIds],
  );
  const byId = new Map<string, MenuRow>();
  const roles = new Map<string, string[]>();
  for (const row of pairs) {
    byId.set(row.id, row);
    const list = roles.get(row.id) ?? [];
    if (!list.includes(row.role_alias)) list.push(row.role_alias);
    roles.set(row.id, list);
  }
  return { rows: [...byId.values()], roles };
}

/** Button and menu codes the caller holds (for server-side permission checks). */
export async function permissionCodes(db: Db, user: AuthUser): Promise<Set<string>> {
  const { rows } = await grantedMenus(db, user);
  return new Set(rows.map((r) => r.code));
}

function toNode(row: MenuRow, roles: string[]): MenuNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    code: row.code,
    name: row.name,
    alias: row.alias ?? '',
    path: row.path ?? '',
    source: row.source ?? '',
    sort: row.sort,
    category: row.category,
    action: row.action,
    isOpen: row.is_open,
    meta: { i18n: row.i18n ?? row.code, roles, hidden: row.hidden === 1 },
    hasChildren: false,
  };
}

/**
 * Builds a forest sorted by `sort`. Ancestors of granted nodes are pulled in so a granted page is
 * never orphaned; `children` is omitted on leaves (as BladeX's NON_EMPTY serialisation does).
 */
async function forest(db: Db, user: AuthUser, keep: (row: MenuRow) => boolean): Promise<MenuNode[]> {
  const { rows, roles } = await grantedMenus(db, user);
  const all = await db.query<MenuRow>('select * from blade_menu where is_deleted = 0 and status = 1');
  const byId = new Map(all.map((r) => [r.id, r]));
  const wanted = new Map<string, MenuRow>();
  for (const row of rows) {
    if (!keep(row)) continue;
    let current: MenuRow | undefined = row;
    while (current && !wanted.has(current.id)) {
      wanted.set(current.id, current);
      current = current.parent_id === '0' ? undefined : byId.get(current.parent_id);
    }
  }
  const nodes = new Map<string, MenuNode>();
  for (const row of wanted.values()) {
    const ownRoles = roles.get(row.id) ?? [...new Set(user.roleAliases)];
    nodes.set(row.id, toNode(row, ownRoles));
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === '0' ? undefined : nodes.get(node.parentId);
    if (parent) {
      parent.children ??= [];
      parent.children.push(node);
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  const sortTree = (list: MenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
    for (const n of list) if (n.children) sortTree(n.children);
  };
  sortTree(roots);
  return roots;
}

/**
 * Per database: what a set of roles is granted, kept under the grants' version read with the caller's
 * session (auth.ts), the change counts of the menu, role and role-menu tables: a grant or menu changed
 * and committed before the request is always seen. Without a version it is read anew; inside a
 * transaction (which may hold its own uncommitted changes) it is read anew and not kept. A failed read
 * is not kept either.
 */
function grantsCache<T>() {
  const perDb = new WeakMap<Db, Map<string, { version: string; value: Promise<T> }>>();
  return (db: Db, user: AuthUser, key: string, read: () => Promise<T>): Promise<T> => {
    const version = user.grantsVersion;
    if (version === undefined) return read();
    const entries = perDb.get(db) ?? new Map<string, { version: string; value: Promise<T> }>();
    perDb.set(db, entries);
    const hit = entries.get(key);
    if (hit?.version === version) return hit.value;
    if (inTransaction()) return read();
    const value = read();
    if (entries.size > 500) entries.clear();
    entries.set(key, { version, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}

/** A set of roles, as the caches key it: every administrator holds every menu. */
const rolesKey = (user: AuthUser) => (isAdministrator(user) ? '*' : [...user.roleIds].sort().join(','));

/** Category-1 menus the caller may open. */
export function routes(db: Db, user: AuthUser): Promise<MenuNode[]> {
  return cachedTree(db, user, 'routes', () =>
    forest(db, user, (row) => row.category === 1).then((list) => prune(list, (n) => n.category === 1)),
  );
}

/** A tree whose leaves are the caller's buttons (category 2), under their menus. */
export function buttons(db: Db, user: AuthUser): Promise<MenuNode[]> {
  return cachedTree(db, user, 'buttons', () => forest(db, user, (row) => row.category === 2));
}

/**
 * The menu and button trees of a set of roles, kept under the grants' version (`grantsCache`). Every
 * console start asks for both (27 KiB and 119 KiB for the administrator), and building them reads the
 * whole menu table twice: about 25 ms each, one after the other on the gateway's event loop, between
 * the login's token and the console's first draw.
 */
const treeCache = grantsCache<MenuNode[]>();

function cachedTree(
  db: Db,
  user: AuthUser,
  kind: 'routes' | 'buttons',
  build: () => Promise<MenuNode[]>,
): Promise<MenuNode[]> {
  // what a tree depends on besides the tables: the roles (their ids, and their aliases on nodes no role
  // grants directly) and whether the tenant reaches the platform's pages
  const key = [
    kind,
    rolesKey(user),
    [...user.roleAliases].sort().join(','),
    user.tenantId === PLATFORM_TENANT ? 'platform' : 'tenant',
  ].join('|');
  return treeCache(db, user, key, () => build().then(deepFreeze));
}

/** Shared between requests: a handler that changed a node would change every later answer. */
function deepFreeze(nodes: MenuNode[]): MenuNode[] {
  for (const node of nodes) {
    Object.freeze(node.meta.roles);
    Object.freeze(node.meta);
    if (node.children) deepFreeze(node.children);
    Object.freeze(node);
  }
  return Object.freeze(nodes) as MenuNode[];
}

function prune(list: MenuNode[], keep: (n: MenuNode) => boolean): MenuNode[] {
  const out: MenuNode[] = [];
  for (const n of list) {
    if (!keep(n)) continue;
    if (n.children) {
      n.children = prune(n.children, keep);
      if (n.children.length === 0) {
        delete n.children;
        n.hasChildren = false;
      }
    }
    out.push(n);
  }
  return out;
}

/** The codes a set of roles holds. */
const codeCache = grantsCache<Set<string>>();

async function codesOf(db: Db, user: AuthUser): Promise<Set<string>> {
  const rows = isAdministrator(user)
    ? await db.query<{ code: string }>('select code from blade_menu where is_deleted = 0 and status = 1')
    : await db.query<{ code: string }>(
        `select distinct m.code from blade_menu m join blade_role_menu rm on rm.menu_id = m.id
         where m.is_deleted = 0 and m.status = 1 and rm.role_id = any($1::bigint[])`,
        [user.roleIds],
      );
  return new Set(rows.map((r) => r.code));
}

/**
 * Whether the caller holds one menu or button code. The codes of the caller's roles are cached under
 * the grants' version (`grantsCache`); without a version, one indexed lookup.
 */
export async function holds(db: Db, user: AuthUser, code: string): Promise<boolean> {
  if (outOfTenant(user, code)) return false;
  if (user.grantsVersion !== undefined && (isAdministrator(user) || user.roleIds.length > 0)) {
    return (await codeCache(db, user, rolesKey(user), () => codesOf(db, user))).has(code);
  }
  if (isAdministrator(user)) {
    const rows = await db.query(
      'select 1 from blade_menu where code = $1 and is_deleted = 0 and status = 1 limit 1',
      [code],
    );
    return rows.length > 0;
  }
  if (user.roleIds.length === 0) return false;
  const rows = await db.query(
    `select 1 from blade_menu m join blade_role_menu rm on rm.menu_id = m.id
     where m.code = $1 and m.is_deleted = 0 and m.status = 1 and rm.role_id = any($2::bigint[]) limit 1`,
    [code, user.roleIds],
  );
  return rows.length > 0;
}
