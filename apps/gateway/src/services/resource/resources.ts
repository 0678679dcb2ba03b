/** Resources of /api/lingxi-resource: SMS and object-store configurations, attachments. */
import type { AuthUser } from '../../auth';
import type { Queryable, Row } from '../../db';
import { type ResourceDef, refuseWhileReferenced } from '../../resource';
import { idsOf, int, liveOf, newestFirst, remark, str } from '../fields';

/** An attachment an appeal or a policy still lists (`attach_ids`) is not removed: it would point at nothing. */
export const refuseReferencedAttachments = (tx: Queryable, user: AuthUser, rows: Row[]) =>
  refuseWhileReferenced(tx, idsOf(rows), [
    {
      table: 'lingxi_appeal',
      column: 'attach_ids',
      list: true,
      where: liveOf(user),
      msg: '该附件已被诉求引用，不能删除',
    },
    {
      table: 'lingxi_policy',
      column: 'attach_ids',
      list: true,
      where: liveOf(user),
      msg: '该附件已被政策引用，不能删除',
    },
  ]);

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
    // `enable` is exclusive (one enabled configuration per tenant): handlers.ts mounts it
    switchStatus: ['switch-status'],
  },
  // a new configuration starts disabled: enabling it is the exclusive `enable`
  defaults: { status: 0 },
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
  defaults: smsResource.defaults,
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
  beforeRemove: refuseReferencedAttachments,
};
