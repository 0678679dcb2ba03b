/**
 * One declarative definition per resource (see src/resource/types.ts for what each key means). Special
 * endpoints of the same services live in src/handlers/.
 */
import { hashPassword } from './crypto';
import type { Queryable, Row } from './db';
import { badRequest } from './http';
import type { FieldDef, ResourceDef, SaveContext } from './resource';

const snake = (camel: string) => camel.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);

type Opts = Partial<FieldDef>;
const str = (field: string, label: string, o: Opts = {}): FieldDef => ({
  field,
  column: snake(field),
  type: 'string',
  label,
  writable: true,
  maxLength: 255,
  filter: true,
  ...o,
});
const int = (field: string, label: string, o: Opts = {}): FieldDef => ({
  field,
  column: snake(field),
  type: 'int',
  label,
  writable: true,
  filter: true,
  sortable: true,
  ...o,
});
const idf = (field: string, label: string, o: Opts = {}): FieldDef => ({
  field,
  column: snake(field),
  type: 'id',
  label,
  writable: true,
  filter: true,
  ...o,
});
const dec = (field: string, label: string, o: Opts = {}): FieldDef => ({
  field,
  column: snake(field),
  type: 'decimal',
  label,
  writable: true,
  filter: true,
  sortable: true,
  min: 0,
  ...o,
});
const time = (field: string, label: string, o: Opts = {}): FieldDef => ({
  field,
  column: snake(field),
  type: 'datetime',
  label,
  writable: true,
  filter: true,
  sortable: true,
  ...o,
});
const date = (field: string, label: string, o: Opts = {}): FieldDef => ({
  field,
  column: snake(field),
  type: 'date',
  label,
  writable: true,
  filter: true,
  sortable: true,
  ...o,
});
const sort = int('sort', '排序', { min: 0, max: 999999 });
const remark = str('remark', '备注', { filter: false });

export const PHONE = { re: /^1[3-9]\d{9}$/, msg: '手机号码格式不正确' };
export const EMAIL = { re: /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, msg: '邮箱格式不正确' };
export const MD5 = { re: /^[0-9a-fA-F]{32}$/, msg: '密码格式不正确' };
export const CREDIT_CODE = {
  re: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
  msg: '统一社会信用代码格式不正确',
};
const IDS = { re: /^\d{1,19}(,\d{1,19})*$/, msg: '编号列表格式不正确' };
const CODE = { re: /^[A-Za-z][\w.-]{0,63}$/, msg: '编号只能以字母开头，包含字母、数字、下划线、点或横线' };

const newestFirst = [{ column: 'create_time', desc: true }] as const;
const bySort = [{ column: 'sort', desc: false }] as const;

async function findOne(
  tx: Queryable,
  table: string,
  where: string,
  params: unknown[],
): Promise<Row | undefined> {
  const rows = await tx.query(`select * from ${table} where is_deleted = 0 and ${where} limit 1`, params);
  return rows[0];
}

/** Parent of a tree row: exists in the caller's scope and is not the row itself or below it. */
async function checkParent(
  ctx: SaveContext,
  table: string,
  tenantOwned: boolean,
  label: string,
): Promise<Row | undefined> {
  const parentId = String(ctx.values.get('parent_id') ?? ctx.existing?.parent_id ?? '0');
  if (parentId === '0') return undefined;
  if (ctx.id && parentId === ctx.id) throw badRequest(`上级${label}不能是自己`);
  const parent = await findOne(
    ctx.tx,
    table,
    tenantOwned ? 'id = $1 and tenant_id = $2' : 'id = $1',
    tenantOwned ? [parentId, ctx.user.tenantId] : [parentId],
  );
  if (!parent) throw badRequest(`上级${label}不存在`);
  if (ctx.id && parent.ancestors && String(parent.ancestors).split(',').includes(ctx.id)) {
    throw badRequest(`上级${label}不能是自己的下级`);
  }
  return parent;
}

// ── system parameters ──────────────────────────────────────────────────────────────────────────

/** 参数管理: BladeX blade_param, here per tenant. */
export const paramResource: ResourceDef = {
  name: 'param',
  title: '参数管理',
  path: '/api/lingxi-system/param',
  table: 'blade_param',
  tenantOwned: true,
  permission: 'param',
  fields: [
    str('paramName', '参数名称', { required: '请输入参数名称', sortable: true }),
    str('paramKey', '参数键名', { required: '请输入参数键名', unique: '参数键名已存在', sortable: true }),
    str('paramValue', '参数键值', { required: '请输入参数键值', maxLength: 2000 }),
    remark,
  ],
  defaultOrder: newestFirst,
};

// ── dictionaries and regions ───────────────────────────────────────────────────────────────────

function dictResource(biz: boolean): ResourceDef {
  const table = biz ? 'blade_dict_biz' : 'blade_dict';
  return {
    name: biz ? 'dict-biz' : 'dict',
    title: biz ? '业务字典' : '通用字典',
    path: `/api/lingxi-system/${biz ? 'dict-biz' : 'dict'}`,
    table,
    tenantOwned: biz,
    permission: biz ? 'dictbiz' : 'dict',
    openReads: ['tree'],
    fields: [
      idf('parentId', '上级字典'),
      str('code', '字典编码', { required: '请输入字典编码', pattern: CODE, sortable: true }),
      str('dictKey', '字典键值'),
      str('dictValue', '字典名称', { required: '请输入字典名称' }),
      int('sort', '字典排序', { required: '请输入字典排序', min: 0, max: 999999 }),
      remark,
      int('isSealed', '是否封存', { values: [0, 1] }),
    ],
    defaultOrder: bySort,
    tree: { parent: 'parent_id', parentField: 'parentId', label: 'dict_value', root: '0' },
    endpoints: {
      list: ['list'],
      parentList: ['parent-list'],
      childList: ['child-list'],
      detail: ['detail'],
      submit: ['submit'],
      remove: ['remove'],
      tree: ['tree'],
      ...(biz ? { switchStatus: ['switch-status'] } : {}),
    },
    filters: {
      // the console sends tree?code=DICT for "all dictionaries"
      code: (raw, sql) => {
        if (raw !== 'DICT') sql.where.push(`code = ${sql.add(raw)}`);
      },
    },
    async beforeSave(ctx) {
      const parent = await checkParent(ctx, table, biz, '字典');
      if (parent) {
        ctx.values.set('code', parent.code);
        const key = ctx.values.get('dict_key') ?? ctx.existing?.dict_key;
        if (key === undefined || key === null || String(key).trim() === '' || key === '-1')
          throw badRequest('请输入字典键值');
      } else {
        ctx.values.set('parent_id', '0');
        ctx.values.set('dict_key', '-1');
      }
      if (ctx.values.get('is_sealed') === undefined && ctx.creating) ctx.values.set('is_sealed', 0);
      const code = String(ctx.values.get('code') ?? ctx.existing?.code);
      const key = String(ctx.values.get('dict_key') ?? ctx.existing?.dict_key);
      const params: unknown[] = [code, key, ctx.id ?? '0'];
      if (biz) params.push(ctx.user.tenantId);
      const dup = await findOne(
        ctx.tx,
        table,
        `code = $1 and dict_key = $2 and id <> $3::bigint${biz ? ' and tenant_id = $4' : ''}`,
        params,
      );
      if (dup) throw badRequest(parent ? '当前字典键值已存在' : '当前字典编码已存在');
    },
  };
}
export const dictResource_ = dictResource(false);
export const dictBizResource = dictResource(true);

export const baseCodeResource: ResourceDef = {
  name: 'basecodegeneral',
  title: '基础编码字典',
  path: '/api/lingxi-basecode-general/basecodegeneral',
  table: 'lingxi_basecode_general',
  tenantOwned: false,
  permission: 'basecode',
  fields: [
    idf('parentId', '上级编码'),
    str('code', '编码', { required: '请输入编码', maxLength: 64, sortable: true }),
    str('name', '名称', { required: '请输入名称', sortable: true }),
    str('codeValue', '编码值'),
    sort,
    remark,
  ],
  defaultOrder: bySort,
  tree: { parent: 'parent_id', parentField: 'parentId', label: 'name', root: '0' },
  endpoints: {
    parentList: ['parentPage'],
    childList: ['childPage'],
    detail: ['detail'],
    submit: ['submit'],
    update: ['update'],
    remove: ['remove'],
    tree: ['tree'],
  },
  async beforeSave(ctx) {
    await checkParent(ctx, 'lingxi_basecode_general', false, '编码');
  },
};

export const regionResource: ResourceDef = {
  name: 'region',
  title: '区域发布',
  path: '/api/lingxi-system/region',
  table: 'blade_region',
  tenantOwned: false,
  permission: 'region',
  openReads: ['lazy-tree'],
  fields: [
    str('code', '区划编号', {
      required: '请输入区划编号',
      maxLength: 12,
      pattern: { re: /^\d{2,12}$/, msg: '区划编号必须是2到12位数字' },
      unique: '区划编号已存在',
      sortable: true,
    }),
    str('parentCode', '上级区划编号', {
      maxLength: 12,
      pattern: { re: /^\d{2,12}$/, msg: '上级区划编号格式不正确' },
    }),
    str('ancestors', '祖区划编号', { writable: false }),
    str('name', '区划名称', { required: '请输入区划名称', maxLength: 32, sortable: true }),
    int('regionLevel', '区划等级', { values: [1, 2, 3, 4, 5], writable: false }),
    sort,
    remark,
  ],
  defaultOrder: [
    { column: 'sort', desc: false },
    { column: 'code', desc: false },
  ],
  tree: { parent: 'parent_code', parentField: 'parentCode', key: 'code', label: 'name', root: '00' },
  lookup: { param: 'code', column: 'code' },
  endpoints: {
    list: ['list', 'page'],
    lazyTree: ['lazy-tree'],
    lazyList: ['lazy-list'],
    detail: ['detail'],
    submit: ['submit'],
    remove: ['remove'],
    switchStatus: ['switch-status'],
  },
  async beforeSave(ctx) {
    const code = String(ctx.values.get('code') ?? ctx.existing?.code ?? '');
    if (ctx.existing && ctx.values.has('code') && ctx.values.get('code') !== ctx.existing.code)
      throw badRequest('区划编号不能修改');
    const parentCode = String(ctx.values.get('parent_code') ?? ctx.existing?.parent_code ?? '00');
    ctx.values.set('parent_code', parentCode);
    if (parentCode === '00') {
      ctx.values.set('ancestors', '00');
      ctx.values.set('region_level', 1);
      return;
    }
    const parent = await findOne(ctx.tx, 'blade_region', 'code = $1', [parentCode]);
    if (!parent) throw badRequest('上级区划不存在');
    if (!code.startsWith(parentCode) || code === parentCode)
      throw badRequest('区划编号必须以上级区划编号开头');
    const level = Number(parent.region_level) + 1;
    if (level > 5) throw badRequest('区划最多五级');
    ctx.values.set('ancestors', `${parent.ancestors},${parentCode}`);
    ctx.values.set('region_level', level);
  },
};

// ── system administration ──────────────────────────────────────────────────────────────────────

export const roleResource: ResourceDef = {
  name: 'role',
  title: '角色管理',
  path: '/api/lingxi-system/role',
  table: 'blade_role',
  tenantOwned: true,
  permission: 'role',
  fields: [
    idf('parentId', '上级角色'),
    str('roleName', '角色名称', { required: '请输入角色名称', sortable: true }),
    str('roleAlias', '角色别名', {
      required: '请输入角色别名',
      pattern: { re: /^[A-Za-z][\w-]{0,63}$/, msg: '角色别名只能包含字母、数字、下划线和横线' },
      unique: '角色别名已存在',
    }),
    int('roleType', '角色类型', { values: [1, 2, 3] }),
    sort,
  ],
  defaultOrder: bySort,
  tree: { parent: 'parent_id', parentField: 'parentId', label: 'role_name', root: '0' },
  endpoints: {
    list: ['list', 'page'],
    detail: ['detail'],
    submit: ['submit'],
    remove: ['remove'],
    tree: ['tree'],
  },
  async beforeSave(ctx) {
    await checkParent(ctx, 'blade_role', true, '角色');
  },
  async beforeRemove(tx, user, rows) {
    const ids = rows.map((r) => String(r.id));
    const used = await tx.query(
      `select 1 from blade_user where tenant_id = $1 and is_deleted = 0
         and string_to_array(role_id, ',') && $2::text[] limit 1`,
      [user.tenantId, ids],
    );
    if (used.length > 0) throw badRequest('角色下仍有用户，不能删除');
  },
};

export const menuResource: ResourceDef = {
  name: 'menu',
  title: '菜单管理',
  path: '/api/lingxi-system/menu',
  table: 'blade_menu',
  tenantOwned: false,
  permission: 'menu',
  fields: [
    idf('parentId', '上级菜单'),
    str('code', '菜单编号', {
      required: '请输入菜单编号',
      pattern: CODE,
      unique: '菜单编号已存在',
      sortable: true,
    }),
    str('name', '菜单名称', { required: '请输入菜单名称', sortable: true }),
    str('alias', '菜单别名'),
    str('path', '路由地址'),
    str('source', '菜单图标', { filter: false }),
    sort,
    int('category', '菜单类型', { values: [1, 2], required: '请选择菜单类型' }),
    int('action', '操作按钮类型', { values: [0, 1, 2, 3] }),
    int('isOpen', '是否新窗口打开', { values: [1, 2] }),
    str('component', '组件地址', { filter: false }),
    str('i18n', '国际化', { filter: false }),
    int('hidden', '是否隐藏', { values: [0, 1] }),
    remark,
  ],
  defaultOrder: bySort,
  tree: { parent: 'parent_id', parentField: 'parentId', label: 'name', root: '0' },
  endpoints: {
    list: ['page'],
    lazyList: ['lazy-list'],
    detail: ['detail'],
    submit: ['submit'],
    remove: ['remove'],
    tree: ['tree'],
  },
  async beforeSave(ctx) {
    await checkParent(ctx, 'blade_menu', false, '菜单');
  },
  async beforeRemove(tx, _user, rows) {
    const ids = rows.map((r) => String(r.id));
    await tx.query('delete from blade_role_menu where menu_id = any($1::bigint[])', [ids]);
    await tx.query('delete from blade_top_menu_setting where menu_id = any($1::bigint[])', [ids]);
  },
};

export const topMenuResource: ResourceDef = {
  name: 'topmenu',
  title: '顶部菜单',
  path: '/api/lingxi-system/topmenu',
  table: 'blade_top_menu',
  tenantOwned: true,
  permission: 'topmenu',
  fields: [
    str('code', '顶部菜单编号', {
      required: '请输入顶部菜单编号',
      pattern: CODE,
      unique: '顶部菜单编号已存在',
    }),
    str('name', '顶部菜单名称', { required: '请输入顶部菜单名称' }),
    str('source', '图标', { filter: false }),
    str('path', '路由地址'),
    sort,
  ],
  defaultOrder: bySort,
  async beforeRemove(tx, _user, rows) {
    await tx.query('delete from blade_top_menu_setting where top_menu_id = any($1::bigint[])', [
      rows.map((r) => String(r.id)),
    ]);
  },
};

export const postResource: ResourceDef = {
  name: 'post',
  title: '岗位管理',
  path: '/api/lingxi-system/post',
  table: 'blade_post',
  tenantOwned: true,
  permission: 'post',
  openReads: ['select'],
  fields: [
    int('category', '岗位类型', { values: [1, 2, 3, 4] }),
    str('postCode', '岗位编号', {
      required: '请输入岗位编号',
      maxLength: 12,
      pattern: { re: /^[\w-]{1,12}$/, msg: '岗位编号只能包含字母、数字、下划线和横线' },
      unique: '岗位编号已存在',
    }),
    str('postName', '岗位名称', { required: '请输入岗位名称', maxLength: 64, sortable: true }),
    sort,
    remark,
  ],
  defaultOrder: bySort,
  endpoints: {
    list: ['list', 'page'],
    all: ['select'],
    detail: ['detail'],
    submit: ['submit'],
    remove: ['remove'],
  },
};

export const dataScopeResource: ResourceDef = {
  name: 'data-scope',
  title: '数据权限',
  path: '/api/lingxi-system/data-scope',
  table: 'blade_scope_data',
  tenantOwned: false,
  permission: 'dataScope',
  fields: [
    idf('menuId', '菜单', { required: '请选择菜单' }),
    str('resourceCode', '资源编号', { required: '请输入资源编号', pattern: CODE }),
    str('scopeName', '数据权限名称', { required: '请输入数据权限名称' }),
    str('scopeField', '数据权限字段'),
    str('scopeClass', '数据权限类名', { maxLength: 500 }),
    str('scopeColumn', '数据权限字段'),
    int('scopeType', '数据权限类型', { values: [1, 2, 3, 4, 5], required: '请选择数据权限类型' }),
    str('scopeValue', '数据权限值域', { maxLength: 2000 }),
    remark,
  ],
  defaultOrder: newestFirst,
  async beforeSave(ctx) {
    const menu = ctx.values.get('menu_id');
    if (menu && !(await findOne(ctx.tx, 'blade_menu', 'id = $1', [menu]))) throw badRequest('菜单不存在');
  },
};

export const apiScopeResource: ResourceDef = {
  name: 'api-scope',
  title: '接口权限',
  path: '/api/lingxi-system/api-scope',
  table: 'blade_scope_api',
  tenantOwned: false,
  permission: 'apiScope',
  fields: [
    idf('menuId', '菜单', { required: '请选择菜单' }),
    str('resourceCode', '资源编号', { required: '请输入资源编号', pattern: CODE }),
    str('scopeName', '接口权限名称', { required: '请输入接口权限名称' }),
    str('scopePath', '接口权限地址', {
      required: '请输入接口权限地址',
      pattern: { re: /^\/[\w/{}*.-]*$/, msg: '接口权限地址必须以/开头' },
    }),
    int('scopeType', '接口权限类型', { values: [1, 2, 3], required: '请选择接口权限类型' }),
    remark,
  ],
  defaultOrder: newestFirst,
  beforeSave: dataScopeResource.beforeSave,
};

export const deptResource: ResourceDef = {
  name: 'dept',
  title: '机构管理',
  path: '/api/lingxi-system/dept',
  table: 'blade_dept',
  tenantOwned: true,
  permission: 'dept',
  openReads: ['tree', 'tree-boot', 'lazy-tree', 'lazy-tree-boot'],
  fields: [
    idf('parentId', '上级机构'),
    str('ancestors', '祖级机构', { writable: false, filter: false }),
    int('deptCategory', '机构类型', { values: [1, 2, 3, 4] }),
    str('deptName', '机构名称', { required: '请输入机构名称', maxLength: 45, sortable: true }),
    str('fullName', '机构全称', { maxLength: 45 }),
    sort,
    remark,
  ],
  defaultOrder: bySort,
  tree: { parent: 'parent_id', parentField: 'parentId', label: 'dept_name', root: '0' },
  endpoints: {
    list: ['list', 'page', 'list-boot'],
    lazyList: ['lazy-list', 'lazy-list-boot'],
    tree: ['tree', 'tree-boot'],
    lazyTree: ['lazy-tree', 'lazy-tree-boot'],
    detail: ['detail', 'detail-boot'],
    submit: ['submit', 'submit-boot'],
    remove: ['remove', 'remove-boot'],
    switchStatus: ['switch-status'],
  },
  async beforeSave(ctx) {
    const parent = await checkParent(ctx, 'blade_dept', true, '机构');
    if (ctx.values.has('parent_id') || ctx.creating) {
      ctx.values.set('parent_id', parent ? String(parent.id) : '0');
      ctx.values.set('ancestors', parent ? `${parent.ancestors},${parent.id}` : '0');
    }
  },
  async beforeRemove(tx, user, rows) {
    const ids = rows.map((r) => String(r.id));
    const used = await tx.query(
      `select 1 from blade_user where tenant_id = $1 and is_deleted = 0
         and string_to_array(dept_id, ',') && $2::text[] limit 1`,
      [user.tenantId, ids],
    );
    if (used.length > 0) throw badRequest('机构下仍有用户，不能删除');
  },
};

export const clientResource: ResourceDef = {
  name: 'client',
  title: '应用管理',
  path: '/api/lingxi-system/client',
  table: 'blade_client',
  tenantOwned: false,
  platformOnly: true,
  permission: 'client',
  fields: [
    str('clientId', '客户端id', {
      required: '请输入客户端id',
      maxLength: 48,
      pattern: { re: /^[\w-]{2,48}$/, msg: '客户端id只能包含字母、数字、下划线和横线' },
      unique: '客户端id已存在',
      sortable: true,
    }),
    str('clientSecret', '客户端密钥', { required: '请输入客户端密钥', maxLength: 256, filter: false }),
    str('resourceIds', '资源集合', { maxLength: 256 }),
    str('scope', '授权范围', { required: '请输入授权范围', maxLength: 256 }),
    str('authorizedGrantTypes', '授权类型', {
      required: '请输入授权类型',
      maxLength: 256,
      pattern: {
        re: /^(authorization_code|password|refresh_token|captcha|social|client_credentials|implicit)(,(authorization_code|password|refresh_token|captcha|social|client_credentials|implicit))*$/,
        msg: '授权类型不正确',
      },
    }),
    str('webServerRedirectUri', '回调地址', { maxLength: 256 }),
    str('authorities', '权限', { maxLength: 256 }),
    int('accessTokenValidity', '令牌过期秒数', { required: '请输入令牌过期秒数', min: 60, max: 31536000 }),
    int('refreshTokenValidity', '刷新令牌过期秒数', {
      required: '请输入刷新令牌过期秒数',
      min: 60,
      max: 31536000,
    }),
    str('additionalInformation', '附加说明', { maxLength: 4096, filter: false }),
    str('autoapprove', '自动授权', { maxLength: 256 }),
  ],
  defaultOrder: newestFirst,
  async beforeSave(ctx) {
    if (ctx.existing?.client_id === 'lx_operation') {
      if (ctx.values.has('client_id') && ctx.values.get('client_id') !== 'lx_operation')
        throw badRequest('控制台客户端的id不能修改');
      if (ctx.values.get('status') === 0) throw badRequest('控制台客户端不能停用');
    }
  },
  async beforeRemove(_tx, _user, rows) {
    if (rows.some((r) => r.client_id === 'lx_operation')) throw badRequest('控制台客户端不能删除');
  },
};

export const datasourceResource: ResourceDef = {
  name: 'datasource',
  title: '数据源管理',
  path: '/api/lingxi-develop/datasource',
  table: 'blade_datasource',
  tenantOwned: false,
  platformOnly: true,
  permission: 'datasource',
  fields: [
    str('name', '数据源名称', { required: '请输入数据源名称', maxLength: 100, unique: '数据源名称已存在' }),
    str('driverClass', '驱动类', { required: '请输入驱动类', maxLength: 100 }),
    str('url', '连接地址', {
      required: '请输入连接地址',
      maxLength: 500,
      pattern: { re: /^jdbc:[a-z0-9]+:/, msg: '连接地址必须以jdbc:开头' },
    }),
    str('username', '用户名', { required: '请输入用户名', maxLength: 45 }),
    str('password', '密码', { required: '请输入密码', maxLength: 100, hidden: true, filter: false }),
    remark,
  ],
  defaultOrder: newestFirst,
};

export const tenantResource: ResourceDef = {
  name: 'tenant',
  title: '租户管理',
  path: '/api/lingxi-system/tenant',
  table: 'blade_tenant',
  tenantOwned: false,
  platformOnly: true,
  permission: 'tenant',
  fields: [
    str('tenantId', '租户ID', {
      maxLength: 12,
      pattern: { re: /^\d{6}$/, msg: '租户ID必须是6位数字' },
      unique: '租户ID已存在',
      sortable: true,
    }),
    str('tenantName', '租户名称', { required: '请输入租户名称', maxLength: 50, sortable: true }),
    str('domain', '域名地址'),
    str('backgroundUrl', '系统背景', { maxLength: 1000, filter: false }),
    str('linkman', '联系人', { maxLength: 20 }),
    str('contactNumber', '联系电话', { maxLength: 20 }),
    str('address', '联系地址'),
    int('accountNumber', '账号额度', { min: -1, max: 1000000 }),
    time('expireTime', '过期时间'),
    idf('datasourceId', '数据源'),
  ],
  defaultOrder: [{ column: 'tenant_id', desc: false }],
  async beforeSave(ctx) {
    if (ctx.existing) {
      if (ctx.values.has('tenant_id') && ctx.values.get('tenant_id') !== ctx.existing.tenant_id)
        throw badRequest('租户ID不能修改');
      if (ctx.existing.tenant_id === '000000' && ctx.values.get('status') === 0)
        throw badRequest('平台租户不能停用');
      return;
    }
    if (!ctx.values.get('tenant_id')) {
      for (let i = 0; i < 50; i++) {
        const candidate = String(100000 + Math.floor(Math.random() * 900000));
        if (!(await findOne(ctx.tx, 'blade_tenant', 'tenant_id = $1', [candidate]))) {
          ctx.values.set('tenant_id', candidate);
          break;
        }
      }
    }
    if (ctx.values.get('account_number') === undefined) ctx.values.set('account_number', -1);
  },
  async afterSave(ctx) {
    if (!ctx.creating) return;
    // A new tenant gets an administrator role holding every menu and an admin account whose password
    // is the platform's initial password (parameter account.initPassword).
    const tenantId = String(ctx.row.tenant_id);
    const role = await ctx.tx.query<{ id: string }>(
      `insert into blade_role (tenant_id, role_name, role_alias, sort, create_user, update_user)
       values ($1, '管理员', 'administrator', 1, $2, $2) returning id`,
      [tenantId, ctx.user.userId],
    );
    const roleId = role[0]?.id;
    await ctx.tx.query(
      'insert into blade_role_menu (menu_id, role_id) select id, $1 from blade_menu where is_deleted = 0',
      [roleId],
    );
    await ctx.tx.query(
      `insert into blade_dept (tenant_id, parent_id, ancestors, dept_category, dept_name, full_name, sort, create_user, update_user)
       values ($1, 0, '0', 2, $2, $2, 1, $3, $3)`,
      [tenantId, String(ctx.row.tenant_name).slice(0, 45), ctx.user.userId],
    );
    const init = await initPassword(ctx.tx, '000000');
    await ctx.tx.query(
      `insert into blade_user (tenant_id, code, user_type, account, password, name, real_name, role_id, dept_id, post_id, create_user, update_user)
       values ($1, 'admin', 1, 'admin', $2, '管理员', '管理员', $3, '', '', $4, $4)`,
      [tenantId, hashPassword(init), roleId, ctx.user.userId],
    );
  },
  async beforeRemove(_tx, _user, rows) {
    if (rows.some((r) => r.tenant_id === '000000')) throw badRequest('平台租户不能删除');
  },
};

/** md5 of the tenant's initial password (parameter account.initPassword, default 123456). */
export async function initPassword(tx: Queryable, tenantId: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  const rows = await tx.query<{ param_value: string }>(
    "select param_value from blade_param where tenant_id = $1 and param_key = 'account.initPassword' and is_deleted = 0",
    [tenantId],
  );
  return createHash('md5')
    .update(rows[0]?.param_value ?? '123456')
    .digest('hex');
}

// ── users ──────────────────────────────────────────────────────────────────────────────────────

const containsId = (column: string) => (raw: string, sql: { add(v: unknown): string; where: string[] }) => {
  if (!/^\d{1,19}$/.test(raw)) throw badRequest('查询条件格式不正确');
  sql.where.push(`${sql.add(raw)} = any(string_to_array(${column}, ','))`);
};

function userResource(o: {
  name: string;
  title: string;
  path: string;
  permission: string;
  where: string;
  userType: number;
  types: number[];
  endpoints: ResourceDef['endpoints'];
}): ResourceDef {
  return {
    name: o.name,
    title: o.title,
    path: o.path,
    table: 'blade_user',
    tenantOwned: true,
    permission: o.permission,
    where: o.where,
    defaults: { user_type: o.userType },
    fields: [
      str('code', '用户编号', { maxLength: 12 }),
      int('userType', '用户类型', { values: o.types }),
      str('account', '登录账号', {
        required: '请输入登录账号',
        maxLength: 45,
        pattern: { re: /^[\w.@-]{2,45}$/, msg: '账号只能包含字母、数字和_.@-' },
        unique: '当前用户已存在',
        sortable: true,
      }),
      str('password', '密码', { hidden: true, filter: false, pattern: MD5 }),
      str('name', '用户昵称', { maxLength: 20 }),
      str('realName', '用户姓名', { required: '请输入用户姓名', maxLength: 10, sortable: true }),
      str('avatar', '头像', { maxLength: 500, filter: false }),
      str('email', '邮箱', { maxLength: 45, pattern: EMAIL }),
      str('phone', '手机号码', { maxLength: 45, pattern: PHONE }),
      time('birthday', '生日', { filter: false }),
      int('sex', '性别', { values: [1, 2, 3] }),
      str('roleId', '角色', { maxLength: 1000, pattern: IDS, filter: false }),
      str('deptId', '机构', { maxLength: 1000, pattern: IDS, filter: false }),
      str('postId', '岗位', { maxLength: 1000, pattern: IDS, filter: false }),
      str('userExt', '扩展信息', { maxLength: 4000, filter: false, writable: false }),
    ],
    defaultOrder: newestFirst,
    endpoints: o.endpoints,
    filters: { deptId: containsId('dept_id'), roleId: containsId('role_id'), postId: containsId('post_id') },
    async beforeSave(ctx) {
      if (ctx.creating) {
        const pw = ctx.values.get('password');
        if (!pw) throw badRequest('请输入密码');
        ctx.values.set('password', hashPassword(String(pw).toLowerCase()));
        const tenant = await findOne(ctx.tx, 'blade_tenant', 'tenant_id = $1', [ctx.user.tenantId]);
        const quota = Number(tenant?.account_number ?? -1);
        if (quota >= 0) {
          const n = await ctx.tx.query<{ n: number }>(
            'select count(*)::int as n from blade_user where tenant_id = $1 and is_deleted = 0',
            [ctx.user.tenantId],
          );
          if ((n[0]?.n ?? 0) >= quota) throw badRequest('当前租户已到最大账号额度');
        }
      } else ctx.values.delete('password');
      if (ctx.id === ctx.user.userId && ctx.values.get('status') === 0)
        throw badRequest('不能停用当前登录用户');
      for (const [column, table, label] of [
        ['role_id', 'blade_role', '角色'],
        ['dept_id', 'blade_dept', '机构'],
        ['post_id', 'blade_post', '岗位'],
      ] as const) {
        const v = ctx.values.get(column);
        if (typeof v !== 'string' || v === '') continue;
        const ids = [...new Set(v.split(','))];
        const found = await ctx.tx.query<{ n: number }>(
          `select count(*)::int as n from ${table} where id = any($1::bigint[]) and tenant_id = $2 and is_deleted = 0`,
          [ids, ctx.user.tenantId],
        );
        if ((found[0]?.n ?? 0) !== ids.length) throw badRequest(`${label}不存在`);
      }
    },
    async beforeRemove(_tx, user, rows) {
      if (rows.some((r) => String(r.id) === user.userId)) throw badRequest('不能删除当前登录用户');
    },
  };
}

export const govUserResource = userResource({
  name: 'user',
  title: '政府用户',
  path: '/api/lingxi-user',
  permission: 'govUser',
  where: 'user_type = 1',
  userType: 1,
  types: [1],
  endpoints: {
    list: ['page-boot', 'page', 'list'],
    detail: ['detail', 'platform-detail'],
    submit: ['submit'],
    update: ['update'],
    remove: ['remove'],
    switchStatus: ['switch-status'],
  },
});

export const gardenUserResource = userResource({
  name: 'operation-user',
  title: '园区与运营用户',
  path: '/api/lx-operation/lingxi-user',
  permission: 'gardenUser',
  where: 'user_type in (2, 3, 4)',
  userType: 2,
  types: [2, 3, 4],
  endpoints: {
    list: ['page', 'list'],
    detail: ['detail'],
    submit: ['submit'],
    update: ['update'],
    remove: ['remove'],
    switchStatus: ['switch-status'],
  },
});

const deptCategoryFilter = (raw: string, sql: { add(v: unknown): string; where: string[] }) => {
  if (!/^\d{1,2}$/.test(raw)) throw badRequest('查询条件deptCategory格式不正确');
  sql.where.push(
    `exists (select 1 from blade_dept d where d.is_deleted = 0 and d.dept_category = ${sql.add(Number(raw))} and d.id::text = any(string_to_array(dept_id, ',')))`,
  );
};

export const entGrowUserResource: ResourceDef = {
  ...userResource({
    name: 'ent-grow-user',
    title: '企业成长用户',
    path: '/api/lx-operation/lingxi-user',
    permission: 'entGrowUser',
    where: 'user_type = 3',
    userType: 3,
    types: [3],
    endpoints: { list: ['enterpriseGrowthPage'] },
  }),
};
entGrowUserResource.filters = { ...entGrowUserResource.filters, deptCategory: deptCategoryFilter };
govUserResource.filters = { ...govUserResource.filters, deptCategory: deptCategoryFilter };

// ── resources ──────────────────────────────────────────────────────────────────────────────────

export const smsResource: ResourceDef = {
  name: 'sms',
  title: '短信配置',
  path: '/api/lingxi-resource/sms',
  table: 'blade_sms',
  tenantOwned: true,
  permission: 'sms',
  fields: [
    str('smsCode', '资源编号', {
      required: '请输入资源编号',
      maxLength: 12,
      pattern: { re: /^[\w-]{1,12}$/, msg: '资源编号只能包含字母、数字、下划线和横线' },
      unique: '资源编号已存在',
    }),
    str('templateId', '模板ID', { required: '请输入模板ID', maxLength: 64 }),
    int('category', '分类', { values: [1, 2, 3, 4], required: '请选择分类' }),
    str('accessKey', 'accessKey', { required: '请输入accessKey', filter: false }),
    str('secretKey', 'secretKey', { required: '请输入secretKey', hidden: true, filter: false }),
    str('regionId', 'regionId'),
    str('signName', '短信签名', { required: '请输入短信签名', maxLength: 64 }),
    remark,
  ],
  defaultOrder: newestFirst,
  endpoints: {
    list: ['list'],
    detail: ['detail'],
    submit: ['submit'],
    remove: ['remove'],
    switchStatus: ['enable', 'switch-status'],
  },
};

export const ossResource: ResourceDef = {
  name: 'oss',
  title: '对象存储',
  path: '/api/lingxi-resource/oss',
  table: 'blade_oss',
  tenantOwned: true,
  permission: 'oss',
  fields: [
    str('ossCode', '资源编号', {
      required: '请输入资源编号',
      maxLength: 32,
      pattern: { re: /^[\w-]{1,32}$/, msg: '资源编号只能包含字母、数字、下划线和横线' },
      unique: '资源编号已存在',
    }),
    int('category', '分类', { values: [1, 2, 3, 4, 5], required: '请选择分类' }),
    str('endpoint', '资源地址', { required: '请输入资源地址' }),
    str('accessKey', 'accessKey', { required: '请输入accessKey', filter: false }),
    str('secretKey', 'secretKey', { required: '请输入secretKey', hidden: true, filter: false }),
    str('bucketName', '空间名', { required: '请输入空间名' }),
    str('appId', '应用ID'),
    str('region', '地域'),
    remark,
  ],
  defaultOrder: newestFirst,
  endpoints: smsResource.endpoints,
};

export const attachResource: ResourceDef = {
  name: 'attach',
  title: '附件管理',
  path: '/api/lingxi-resource/attach',
  table: 'blade_attach',
  tenantOwned: true,
  permission: 'attach',
  fields: [
    str('link', '附件地址', { required: '请输入附件地址', maxLength: 1000 }),
    str('domain', '附件域名', { maxLength: 500 }),
    str('name', '附件名称', { required: '请输入附件名称', maxLength: 500 }),
    str('originalName', '附件原名', { required: '请输入附件原名', maxLength: 500, sortable: true }),
    str('extension', '附件拓展名', { maxLength: 12 }),
    int('attachSize', '附件大小', { min: 0 }),
    str('fileTag', '附件标签', { maxLength: 64 }),
  ],
  defaultOrder: newestFirst,
};

// ── desk, content, reports, datasources, messages ──────────────────────────────────────────────

export const noticeResource: ResourceDef = {
  name: 'notice',
  title: '通知公告',
  path: '/api/lingxi-desk/notice',
  table: 'blade_notice',
  tenantOwned: true,
  permission: 'notice',
  fields: [
    str('title', '通知标题', { required: '请输入通知标题', sortable: true }),
    int('category', '通知类型', { values: [1, 2, 3, 4, 5], required: '请选择通知类型' }),
    time('releaseTime', '发布时间', { required: '请选择发布时间' }),
    str('content', '通知内容', { maxLength: 20000, filter: false }),
  ],
  defaultOrder: [{ column: 'release_time', desc: true }],
};

export const blogResource: ResourceDef = {
  name: 'blog',
  title: '博客管理',
  path: ['/api/lingxi-desk/blog', '/api/lingxi-blog/blog'],
  table: 'lingxi_blog',
  tenantOwned: true,
  permission: 'blog',
  fields: [
    str('blogTitle', '博客标题', { required: '请输入博客标题', sortable: true }),
    int('blogCategory', '博客分类', { values: [1, 2, 3, 4, 5], required: '请选择博客分类' }),
    str('blogContent', '博客内容', { maxLength: 100000, filter: false }),
    time('blogDate', '发布时间'),
  ],
  defaultOrder: newestFirst,
};

export const reportResource: ResourceDef = {
  name: 'report',
  title: '报表管理',
  path: '/api/lingxi-report/report/rest',
  table: 'lingxi_report',
  tenantOwned: false,
  permission: 'report',
  fields: [
    str('name', '报表名称', {
      required: '请输入报表名称',
      maxLength: 100,
      unique: '报表名称已存在',
      sortable: true,
      pattern: { re: /^[^\\/:*?"<>|]+$/, msg: '报表名称不能包含\\/:*?"<>|' },
    }),
    str('content', '报表内容', { maxLength: 1_000_000, filter: false }),
  ],
  defaultOrder: newestFirst,
};

export const messageResource: ResourceDef = {
  name: 'message',
  title: '消息管理',
  path: '/api/lx-operation/message',
  table: 'lingxi_message',
  tenantOwned: true,
  permission: 'businessMsg',
  fields: [
    str('title', '消息标题', { required: '请输入消息标题', sortable: true }),
    str('content', '消息内容', { required: '请输入消息内容', maxLength: 2000 }),
    int('msgType', '消息类型', { values: [1, 2, 3], required: '请选择消息类型' }),
    str('sendScope', '发送范围'),
    int('sendCount', '发送人数', { min: 0, writable: false }),
  ],
  defaultOrder: newestFirst,
  endpoints: { list: ['page', 'list'], detail: ['detail'], submit: ['submit'], remove: ['remove'] },
};

export const messageUserResource: ResourceDef = {
  name: 'message-user',
  title: '群发消息用户',
  path: '/api/lx-operation/message',
  table: 'lingxi_message_user',
  tenantOwned: true,
  permission: 'groupMessageUser',
  fields: [
    idf('messageId', '消息', { writable: false }),
    str('userName', '用户姓名', { writable: false }),
    str('phone', '手机号码', { writable: false }),
    str('enterpriseName', '企业名称', { writable: false }),
    int('readStatus', '阅读状态', { values: [0, 1], writable: false }),
  ],
  defaultOrder: newestFirst,
  endpoints: { list: ['groupMessageUserPage'] },
};

// ── projects and enterprise data ───────────────────────────────────────────────────────────────

export const projectResource: ResourceDef = {
  name: 'project',
  title: '软件项目',
  path: '/api/lingxi-project/project',
  table: 'lingxi_project',
  tenantOwned: true,
  permission: 'software',
  fields: [
    idf('parentId', '上级项目'),
    str('projectName', '项目名称', { required: '请输入项目名称', sortable: true }),
    str('projectCode', '项目编号', {
      required: '请输入项目编号',
      maxLength: 64,
      pattern: { re: /^[\w-]{1,64}$/, msg: '项目编号只能包含字母、数字、下划线和横线' },
      unique: '项目编号已存在',
      sortable: true,
    }),
    int('category', '项目类型', { values: [1, 2, 3] }),
    str('leader', '负责人', { maxLength: 32 }),
    str('phone', '联系电话', { maxLength: 20, pattern: PHONE }),
    date('startDate', '开始日期'),
    date('endDate', '结束日期'),
    dec('budget', '预算(万元)', { max: 1e12 }),
    str('description', '项目描述', { maxLength: 2000, filter: false }),
  ],
  defaultOrder: newestFirst,
  tree: { parent: 'parent_id', parentField: 'parentId', label: 'project_name', root: '0' },
  endpoints: {
    list: ['page', 'list'],
    all: ['listAll'],
    detail: ['detail'],
    submit: ['submit'],
    remove: ['remove'],
    switchStatus: ['enable'],
  },
  async beforeSave(ctx) {
    const parent = await checkParent(ctx, 'lingxi_project', true, '项目');
    if (parent && String(parent.parent_id) !== '0') throw badRequest('子项目下不能再建子项目');
    const start = ctx.values.get('start_date') ?? ctx.existing?.start_date;
    const end = ctx.values.get('end_date') ?? ctx.existing?.end_date;
    if (start && end && String(end) < String(start)) throw badRequest('结束日期不能早于开始日期');
  },
};

const enterpriseFields = (): FieldDef[] => [
  str('enterpriseName', '企业名称', { required: '请输入企业名称', sortable: true }),
  str('creditCode', '统一社会信用代码', {
    required: '请输入统一社会信用代码',
    maxLength: 18,
    pattern: CREDIT_CODE,
    unique: '该统一社会信用代码已存在',
  }),
];

export const projectEnterpriseResource: ResourceDef = {
  name: 'project-enterprise',
  title: '招商企业库',
  path: '/api/lingxi-project-enterprise',
  table: 'lingxi_project_enterprise',
  tenantOwned: true,
  permission: 'businessLibrary',
  fields: [
    ...enterpriseFields(),
    str('legalPerson', '法定代表人', { maxLength: 32 }),
    str('industry', '所属行业', { maxLength: 64 }),
    dec('registeredCapital', '注册资本(万元)', { max: 1e12 }),
    str('contact', '联系人', { maxLength: 32 }),
    str('phone', '联系电话', { maxLength: 20, pattern: PHONE }),
    str('address', '企业地址'),
    str('intention', '投资意向', { maxLength: 500 }),
    int('stage', '招商阶段', { values: [1, 2, 3, 4, 5] }),
  ],
  defaultOrder: newestFirst,
  endpoints: { list: ['page'], detail: ['detail'], create: ['save'], update: ['update'], remove: ['remove'] },
};

export const areaEnterpriseResource: ResourceDef = {
  name: 'area-enterprise',
  title: '区域企业库',
  path: '/api/lingxi-area-enterprise',
  table: 'lingxi_area_enterprise',
  tenantOwned: true,
  permission: 'areaLibrary',
  fields: [
    ...enterpriseFields(),
    str('regionCode', '区划编号', {
      maxLength: 12,
      pattern: { re: /^\d{2,12}$/, msg: '区划编号格式不正确' },
    }),
    str('regionName', '所属区域', { maxLength: 64 }),
    str('industry', '所属行业', { maxLength: 64 }),
    int('scale', '企业规模', { values: [1, 2, 3, 4] }),
    str('legalPerson', '法定代表人', { maxLength: 32 }),
    dec('registeredCapital', '注册资本(万元)', { max: 1e12 }),
    date('establishedDate', '成立日期'),
    str('address', '企业地址'),
  ],
  defaultOrder: newestFirst,
  endpoints: { list: ['page'], detail: ['detail'], submit: ['submit'], remove: ['remove'] },
};

export const webEnterpriseResource: ResourceDef = {
  name: 'web-enterprise',
  title: '企业列表',
  path: '/api/lingxi-web-enterprise/enterprise',
  table: 'lingxi_web_enterprise',
  tenantOwned: true,
  permission: 'enterprise',
  fields: [
    ...enterpriseFields(),
    str('industry', '所属行业', { maxLength: 64 }),
    str('regionName', '所属区域', { maxLength: 64 }),
    str('contact', '联系人', { maxLength: 32 }),
    str('phone', '联系电话', { maxLength: 20, pattern: PHONE }),
    int('certifyStatus', '认证状态', { values: [0, 1, 2] }),
  ],
  defaultOrder: newestFirst,
  endpoints: {
    list: ['selectWebEnterpriseList', 'page'],
    detail: ['detail'],
    submit: ['submit'],
    remove: ['remove'],
  },
};

export const serviceResourceResource: ResourceDef = {
  name: 'service-resource',
  title: '服务资源',
  path: '/api/lingxi-service-resource/web',
  table: 'lingxi_service_resource',
  tenantOwned: true,
  permission: 'serviceResource',
  fields: [
    str('serviceName', '服务名称', { required: '请输入服务名称', sortable: true }),
    int('serviceType', '服务类型', { values: [1, 2, 3, 4, 5, 6], required: '请选择服务类型' }),
    str('provider', '服务机构', { required: '请输入服务机构' }),
    str('contact', '联系人', { maxLength: 32 }),
    str('phone', '联系电话', { maxLength: 20, pattern: PHONE }),
    dec('price', '参考价格(元)', { max: 1e10 }),
    str('description', '服务介绍', { maxLength: 2000, filter: false }),
  ],
  defaultOrder: newestFirst,
  endpoints: {
    list: ['pageByService', 'page'],
    detail: ['detail'],
    create: ['save'],
    update: ['update'],
    remove: ['remove'],
  },
};

export const certifiedEnterpriseResource: ResourceDef = {
  name: 'certified-enterprise',
  title: '已认证企业',
  path: '/api/lingxi-web-uniformIA/certifiedEnterprise',
  table: 'lingxi_certified_enterprise',
  tenantOwned: true,
  permission: 'certifiedEnterprise',
  fields: [
    ...enterpriseFields(),
    str('legalPerson', '法定代表人', { maxLength: 32 }),
    str('contact', '联系人', { maxLength: 32 }),
    str('phone', '联系电话', { maxLength: 20, pattern: PHONE }),
    str('address', '企业地址'),
    time('certifyTime', '认证时间'),
  ],
  defaultOrder: [{ column: 'certify_time', desc: true }],
  endpoints: { list: ['page'], detail: ['detail'] },
};

const registerUserFields = (): FieldDef[] => [
  idf('enterpriseId', '所属企业'),
  str('account', '登录账号', {
    required: '请输入登录账号',
    maxLength: 45,
    pattern: { re: /^[\w.@-]{2,45}$/, msg: '账号只能包含字母、数字和_.@-' },
    unique: '当前账号已存在',
  }),
  str('password', '密码', { hidden: true, filter: false, pattern: MD5 }),
  str('realName', '姓名', { required: '请输入姓名', maxLength: 32 }),
  str('phone', '手机号码', { maxLength: 20, pattern: PHONE }),
  str('email', '邮箱', { maxLength: 64, pattern: EMAIL }),
  int('isAdmin', '是否管理员', { values: [0, 1], writable: false }),
  idf('parentId', '主账号', { writable: false }),
];

/** Registered personal users (identity centre), also the enterprise members. */
export const registerUserResource: ResourceDef = {
  name: 'register-user',
  title: '注册个人用户',
  path: '/api/lingxi-web-uniformIA/registerUser',
  table: 'lingxi_register_user',
  tenantOwned: true,
  permission: 'personalUser',
  fields: registerUserFields(),
  defaultOrder: newestFirst,
  endpoints: { list: ['page', 'list'], detail: ['detail'] },
};

export const memberResource: ResourceDef = {
  name: 'member',
  title: '企业用户',
  path: '/api/lx-appserver/lingxi-member-oper-log/memberoperlog',
  table: 'lingxi_register_user',
  tenantOwned: true,
  permission: 'memberOperLog',
  where: 'enterprise_id is not null',
  fields: registerUserFields(),
  defaultOrder: newestFirst,
  endpoints: { list: ['pageEntUser'], all: ['listEntUser'] },
};

export const memberOperLogResource: ResourceDef = {
  name: 'member-oper-log',
  title: '企业用户操作日志',
  path: '/api/lx-appserver/lingxi-member-oper-log/memberoperlog',
  table: 'lingxi_member_oper_log',
  tenantOwned: true,
  permission: 'memberOperLog',
  fields: [
    idf('enterpriseId', '企业', { writable: false }),
    idf('registerUserId', '用户', { writable: false }),
    str('account', '账号', { writable: false }),
    str('operation', '操作', { writable: false }),
    str('content', '内容', { writable: false, maxLength: 2000 }),
  ],
  defaultOrder: newestFirst,
  endpoints: { list: ['listRecord'] },
};

export const businessNoticeResource: ResourceDef = {
  name: 'business-notice',
  title: '业务通知',
  path: '/api/lingxi-business-notice/businessnotice',
  table: 'lingxi_business_notice',
  tenantOwned: true,
  permission: 'businessMsg',
  fields: [
    str('title', '通知标题', { required: '请输入通知标题', sortable: true }),
    str('content', '通知内容', { maxLength: 4000 }),
    int('noticeType', '通知类型', { values: [1, 2, 3, 4], required: '请选择通知类型' }),
    idf('deptId', '机构'),
    idf('userId', '用户'),
    int('finishStatus', '办结状态', { values: [0, 1] }),
    int('readStatus', '阅读状态', { values: [0, 1] }),
  ],
  defaultOrder: newestFirst,
  endpoints: {
    list: ['page'],
    detail: ['detail'],
    submit: ['submit'],
    update: ['update'],
    remove: ['remove'],
  },
};

export const userSystemResource: ResourceDef = {
  name: 'user-system',
  title: '用户系统',
  path: '/api/lingxi-sso/usersystem',
  table: 'lingxi_user_system',
  tenantOwned: true,
  permission: 'userSystem',
  openReads: ['checkAuth'],
  fields: [
    str('systemName', '系统名称', { required: '请输入系统名称', sortable: true }),
    str('systemCode', '系统编号', {
      required: '请输入系统编号',
      maxLength: 64,
      pattern: CODE,
      unique: '系统编号已存在',
    }),
    str('url', '系统地址', {
      maxLength: 500,
      pattern: { re: /^https?:\/\/\S+$/, msg: '系统地址必须以http://或https://开头' },
    }),
    str('description', '系统说明', { maxLength: 500 }),
  ],
  defaultOrder: newestFirst,
  endpoints: { list: ['page', 'list'], detail: ['detail'], submit: ['submit'], remove: ['remove'] },
};

// ── logs and development ───────────────────────────────────────────────────────────────────────

const ro = (field: string, label: string, type: FieldDef['type'] = 'string'): FieldDef => ({
  field,
  column: snake(field),
  type,
  label,
  filter: true,
});

function logResource(
  kind: 'usual' | 'api' | 'error',
  title: string,
  permission: string,
  fields: FieldDef[],
): ResourceDef {
  return {
    name: `log-${kind}`,
    title,
    path: `/api/lingxi-log/${kind}`,
    table: `blade_log_${kind}`,
    tenantOwned: true,
    plain: true,
    permission,
    fields: [
      ro('serviceId', '服务ID'),
      ro('serverHost', '服务器名'),
      ro('serverIp', '服务器IP'),
      ro('env', '环境'),
      ro('method', '请求方法'),
      ro('requestUri', '请求地址'),
      ro('userAgent', '用户代理'),
      ro('remoteIp', '操作IP'),
      ro('params', '请求参数'),
      ro('createBy', '操作人'),
      ...fields,
    ],
    defaultOrder: newestFirst,
  };
}

export const usualLogResource = logResource('usual', '通用日志', 'usualLog', [
  ro('logLevel', '日志级别'),
  ro('logId', '日志业务ID'),
  ro('logData', '日志数据'),
]);
export const apiLogResource = logResource('api', '接口日志', 'apiLog', [
  ro('type', '日志类型'),
  ro('title', '日志标题'),
  ro('time', '执行时间'),
]);
export const errorLogResource = logResource('error', '错误日志', 'errorLog', [
  ro('exceptionName', '异常名'),
  ro('message', '异常信息'),
  ro('stackTrace', '堆栈'),
  ro('fileName', '文件名'),
  ro('lineNumber', '行号', 'int'),
  ro('logTime', '发生时间'),
]);

export const loginRecordResource: ResourceDef = {
  name: 'login-record',
  title: '登录日志',
  path: '/api/lingxi-app-loginRecode/loginrecord',
  table: 'lingxi_login_record',
  tenantOwned: true,
  plain: true,
  permission: 'loginLog',
  fields: [
    ro('userId', '用户', 'id'),
    ro('account', '登录账号'),
    ro('userName', '用户姓名'),
    ro('grantType', '登录方式'),
    ro('status', '登录结果', 'int'),
    ro('msg', '说明'),
    ro('ip', '登录IP'),
    ro('userAgent', '浏览器'),
  ],
  defaultOrder: newestFirst,
  endpoints: { list: ['page', 'list'], detail: ['detail'] },
};

export const operationLogResource: ResourceDef = {
  name: 'operation-log',
  title: '操作日志',
  path: '/api/lingxi-operation-log',
  table: 'lingxi_operation_log',
  tenantOwned: true,
  plain: true,
  permission: 'operaLog',
  fields: [
    ro('userId', '用户', 'id'),
    ro('account', '操作账号'),
    ro('userName', '用户姓名'),
    ro('title', '操作模块'),
    ro('method', '请求方法'),
    ro('path', '请求地址'),
    ro('query', '请求参数'),
    ro('statusCode', '结果码', 'int'),
    ro('ip', '操作IP'),
    ro('userAgent', '浏览器'),
    ro('duration', '耗时(毫秒)', 'int'),
  ],
  defaultOrder: newestFirst,
  endpoints: { list: ['list', 'page'], detail: ['detail'] },
};

export const codeResource: ResourceDef = {
  name: 'code',
  title: '代码生成',
  path: '/api/lingxi-develop/code',
  table: 'blade_code',
  tenantOwned: false,
  platformOnly: true,
  permission: 'code',
  fields: [
    idf('datasourceId', '数据源'),
    str('serviceName', '服务名称', {
      required: '请输入服务名称',
      maxLength: 64,
      pattern: { re: /^[a-z][a-z0-9-]{0,63}$/, msg: '服务名称只能包含小写字母、数字和横线' },
    }),
    str('codeName', '模块名称', { required: '请输入模块名称', maxLength: 64, sortable: true }),
    str('tableName', '表名', {
      required: '请输入表名',
      maxLength: 64,
      pattern: { re: /^[a-z][a-z0-9_]{0,63}$/, msg: '表名只能包含小写字母、数字和下划线' },
    }),
    str('tablePrefix', '表前缀', { maxLength: 64, pattern: { re: /^[a-z0-9_]*$/, msg: '表前缀格式不正确' } }),
    str('pkName', '主键名', { maxLength: 32, pattern: { re: /^[a-z][a-z0-9_]*$/, msg: '主键名格式不正确' } }),
    str('packageName', '包名', {
      required: '请输入包名',
      maxLength: 500,
      pattern: { re: /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/, msg: '包名格式不正确' },
    }),
    int('baseMode', '基础业务模式', { values: [1, 2] }),
    int('wrapMode', '包装器模式', { values: [1, 2] }),
    str('apiPath', '后端生成路径', { maxLength: 2000, filter: false }),
    str('webPath', '前端生成路径', { maxLength: 2000, filter: false }),
  ],
  defaultOrder: newestFirst,
};

export const RESOURCES: readonly ResourceDef[] = [
  paramResource,
  dictResource_,
  dictBizResource,
  baseCodeResource,
  regionResource,
  roleResource,
  menuResource,
  topMenuResource,
  postResource,
  dataScopeResource,
  apiScopeResource,
  deptResource,
  clientResource,
  datasourceResource,
  tenantResource,
  govUserResource,
  gardenUserResource,
  entGrowUserResource,
  smsResource,
  ossResource,
  attachResource,
  noticeResource,
  blogResource,
  reportResource,
  messageResource,
  messageUserResource,
  projectResource,
  projectEnterpriseResource,
  areaEnterpriseResource,
  webEnterpriseResource,
  serviceResourceResource,
  certifiedEnterpriseResource,
  registerUserResource,
  memberResource,
  memberOperLogResource,
  businessNoticeResource,
  userSystemResource,
  usualLogResource,
  apiLogResource,
  errorLogResource,
  loginRecordResource,
  operationLogResource,
  codeResource,
];
