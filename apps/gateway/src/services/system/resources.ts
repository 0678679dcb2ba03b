/** Resources of /api/lingxi-system (and the base codes of /api/lingxi-basecode-general). */
import { hashPassword } from '../../crypto';
import type { Queryable } from '../../db';
import { badRequest } from '../../http';
import { type ResourceDef, refuseWhileReferenced } from '../../resource';
import {
  bySort,
  CODE,
  checkParent,
  findOne,
  idf,
  idsOf,
  int,
  liveOf,
  newestFirst,
  remark,
  sort,
  str,
  time,
} from '../fields';

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
    const parent = await checkParent(ctx, 'lingxi_basecode_general', false, '编码');
    if (parent) return; // a parent's entries carry its code
    // issue 18: two dictionaries (top-level codes) of one code made the entries' code ambiguous
    const code = String(ctx.values.get('code') ?? ctx.existing?.code ?? '').trim();
    const dup = await findOne(
      ctx.tx,
      'lingxi_basecode_general',
      "parent_id::text = '0' and code = $1 and id <> $2::bigint",
      [code, ctx.id ?? '0'],
    );
    if (dup) throw badRequest('当前编码已存在');
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
    // the roles page is a tree table loaded a level at a time (PAGES.md "Roles": not paged)
    lazyList: ['lazy-list'],
    detail: ['detail'],
    submit: ['submit'],
    remove: ['remove'],
    tree: ['tree'],
  },
  async beforeSave(ctx) {
    await checkParent(ctx, 'blade_role', true, '角色');
  },
  async beforeRemove(tx, user, rows) {
    await refuseWhileReferenced(tx, idsOf(rows), [
      {
        table: 'blade_user',
        column: 'role_id',
        list: true,
        where: liveOf(user),
        msg: '角色下仍有用户，不能删除',
      },
    ]);
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
    await refuseWhileReferenced(tx, idsOf(rows), [
      {
        table: 'blade_user',
        column: 'dept_id',
        list: true,
        where: liveOf(user),
        msg: '机构下仍有用户，不能删除',
      },
    ]);
  },
};

/**
 * 园区及运营机构: the departments that are parks (2) or operating institutions (4), a tree of their own
 * behind the page's menu `park` (the dept page's `dept` permission does not open it).
 */
export const parkResource: ResourceDef = {
  name: 'park',
  title: '园区及运营机构',
  path: '/api/lingxi-system/park',
  table: 'blade_dept',
  tenantOwned: true,
  permission: 'park',
  where: 'dept_category in (2, 4)',
  fields: [
    idf('parentId', '上级机构'),
    str('ancestors', '祖级机构', { writable: false, filter: false }),
    int('deptCategory', '机构类型', { values: [2, 4], required: '请选择机构类型' }),
    str('deptName', '机构名称', { required: '请输入机构名称', maxLength: 45, sortable: true }),
    str('fullName', '机构全称', { maxLength: 45 }),
    sort,
    remark,
  ],
  defaultOrder: bySort,
  tree: { parent: 'parent_id', parentField: 'parentId', label: 'dept_name', root: '0' },
  endpoints: {
    lazyList: ['lazy-list'],
    tree: ['tree'],
    detail: ['detail'],
    submit: ['submit'],
    remove: ['remove'],
    switchStatus: ['switch-status'],
  },
  beforeSave: deptResource.beforeSave,
  beforeRemove: deptResource.beforeRemove,
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
      [tenantId, await hashPassword(init), roleId, ctx.user.userId],
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
