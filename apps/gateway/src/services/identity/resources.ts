/** Identity centre: certified enterprises and registered users (/api/lingxi-web-uniformIA), members (/api/lx-appserver), single sign-on (/api/lingxi-sso). */

import type { FieldDef, ResourceDef, SqlConditions } from '../../resource';
import { escapeLike } from '../../resource/sql';
import { CODE, EMAIL, enterpriseFields, idf, int, MD5, newestFirst, PHONE, str, time } from '../fields';

/** `enterpriseName=`: the members of the enterprises whose name contains it. */
const byEnterpriseName = (raw: string, sql: SqlConditions) => {
  sql.where.push(
    `enterprise_id in (select id from lingxi_certified_enterprise where is_deleted = 0 and enterprise_name ilike ${sql.add(`%${escapeLike(raw)}%`)} escape '\\')`,
  );
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

/**
 * The enterprise members (registered users of an enterprise): read by the operation log, administrator
 * and child account pages alike. pageEntUser and listEntUser are answered by the handlers
 * (src/services/identity/handlers.ts, mounted before the engine: the first answer wins), which accept
 * any of the three pages' codes and add the enterprise's name; the endpoints stay declared here for the
 * catalogue (fuzz, isolation tests).
 */
export const memberResource: ResourceDef = {
  name: 'member',
  title: '企业用户',
  path: '/api/lx-appserver/lingxi-member-oper-log/memberoperlog',
  table: 'lingxi_register_user',
  tenantOwned: true,
  permission: 'memberOperLog',
  where: 'enterprise_id is not null',
  fields: registerUserFields(),
  filters: { enterpriseName: byEnterpriseName },
  defaultOrder: newestFirst,
  endpoints: { list: ['pageEntUser'], all: ['listEntUser'] },
};

/** The accounts bound to a user system (bindPage?systemId=); read through the handlers only. */
export const userSystemBindResource: ResourceDef = {
  name: 'user-system-bind',
  title: '用户系统绑定',
  path: '/api/lingxi-sso/usersystem',
  table: 'lingxi_user_system_bind',
  tenantOwned: true,
  permission: 'userSystem',
  fields: [
    idf('systemId', '用户系统', { writable: false }),
    str('account', '平台账号', { writable: false }),
    str('extAccount', '系统账号', { writable: false }),
  ],
  defaultOrder: newestFirst,
  endpoints: {},
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
