/** Projects (/api/lingxi-project) and the enterprise libraries and services of the business centre. */
import { badRequest } from '../../http';
import type { ResourceDef } from '../../resource';
import { checkParent, date, dec, enterpriseFields, idf, int, newestFirst, PHONE, str } from '../fields';

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
  // an enterprise that signed (4 签约落地) or operates (5 投产运营) is the record of an investment won:
  // it stays in the library (the console offers no delete on it either)
  async beforeRemove(_tx, _user, rows) {
    const signed = rows.find((row) => Number(row.stage) >= SIGNED_STAGE);
    if (signed) throw badRequest(`已签约落地的招商企业不能删除：${signed.enterprise_name}`);
  },
};

/** The first stage of an investment won (invest_stage 4 签约落地). */
export const SIGNED_STAGE = 4;

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
    str('regionCode', '区划编号', {
      maxLength: 12,
      pattern: { re: /^\d{2,12}$/, msg: '区划编号格式不正确' },
    }),
    int('scale', '企业规模', { values: [1, 2, 3, 4] }),
    str('legalPerson', '法定代表人', { maxLength: 32 }),
    dec('registeredCapital', '注册资本(万元)', { max: 1e12 }),
    date('establishedDate', '成立日期'),
    str('address', '企业地址'),
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

/** A picture's address: a path of the object store or an http(s) address, nothing a browser would run. */
const PICTURE = { re: /^(\/oss\/[\w./-]+|https?:\/\/[^\s"'<>]+)$/, msg: '服务图片地址格式不正确' };

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
    // an object-store link (the attach upload's answer) or a web address; shown as an image's source only
    str('picture', '服务图片', { maxLength: 500, filter: false, pattern: PICTURE }),
    // rich text (HTML), sanitised where it is shown (the console's RichTextView)
    str('content', '服务内容', { maxLength: 20000, filter: false }),
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
