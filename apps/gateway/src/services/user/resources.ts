/** Users of /api/lingxi-user (government users) and /api/lx-operation/lingxi-user (park, operator and growth users). */
import { hashPassword } from '../../crypto';
import { badRequest } from '../../http';
import type { ResourceDef } from '../../resource';
import { EMAIL, findOne, IDS, int, MD5, newestFirst, PHONE, str, time } from '../fields';

const containsId = (column: string) => (raw: string, sql: { add(v: unknown): string; where: string[] }) => {
  if (!/^\d{1,19}$/.test(raw)) throw badRequest('查询条件格式不正确');
  sql.where.push(`${sql.add(raw)} = any(string_to_array(${column}, ','))`);
};

/**
 * Users of a department and of every department below it (BladeX's user page takes the chosen
 * department's child ids too): a park's users are those of its own staff and of its sub-departments.
 */
const inDeptTree = (raw: string, sql: { add(v: unknown): string; where: string[] }) => {
  if (!/^\d{1,19}$/.test(raw)) throw badRequest('查询条件格式不正确');
  const id = sql.add(raw);
  sql.where.push(
    `exists (select 1 from blade_dept d where d.is_deleted = 0 and (d.id::text = ${id} or ${id} = any(string_to_array(d.ancestors, ','))) and d.id::text = any(string_to_array(dept_id, ',')))`,
  );
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
    filters: { deptId: inDeptTree, roleId: containsId('role_id'), postId: containsId('post_id') },
    async beforeSave(ctx) {
      if (ctx.creating) {
        const pw = ctx.values.get('password');
        if (!pw) throw badRequest('请输入密码');
        ctx.values.set('password', await hashPassword(String(pw).toLowerCase()));
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
