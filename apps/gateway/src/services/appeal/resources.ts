/**
 * Appeal definitions: the two engine resources (appeal types, the working-day calendar) and the field
 * lists that validate and answer appeals, distribution records, applications, urges, lights and the
 * journal (their endpoints are the special handlers of handlers.ts and flow.ts).
 */
import type { Row } from '../../db';
import { badRequest } from '../../http';
import { type FieldDef, type ResourceDef, refuseWhileReferenced, type SaveContext } from '../../resource';
import {
  date,
  findOne,
  IDS,
  idf,
  idsOf,
  int,
  liveOf,
  newestFirst,
  PHONE,
  remark,
  ro,
  sort,
  str,
  time,
} from '../fields';
import { LIGHT_NAMES, type Light } from './calendar';
import { APPEAL_STATE_NAMES, type AppealState, isRecordState, STATE_NAMES } from './transitions';

const list = (raw: string) =>
  raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** `state=signed,handling`: one of the listed values (unknown values are a 400). */
const oneOf =
  (column: string, allowed: readonly string[], label: string) =>
  (raw: string, sql: { where: string[]; add(v: unknown): string }) => {
    const values = list(raw);
    if (values.length === 0 || values.some((v) => !allowed.includes(v)))
      throw badRequest(`查询条件${label}格式不正确`);
    sql.where.push(`${column} = any(${sql.add(values)}::text[])`);
  };

const LIGHT_CODES = ['green', 'yellow', 'red', 'none'] as const;
/** `light=red,yellow` (`none`: no light) over the computed column `light`. */
const lightFilter = (column: string) => (raw: string, sql: { where: string[]; add(v: unknown): string }) => {
  const values = list(raw);
  if (values.length === 0 || values.some((v) => !(LIGHT_CODES as readonly string[]).includes(v)))
    throw badRequest('查询条件light格式不正确');
  const lit = values.filter((v) => v !== 'none');
  const parts = [`${column} = any(${sql.add(lit)}::text[])`];
  if (values.includes('none')) parts.push(`${column} is null`);
  sql.where.push(`(${parts.join(' or ')})`);
};

const lightName = (code: unknown) => (code ? (LIGHT_NAMES[code as Light] ?? null) : null);

// ── engine resources ──────────────────────────────────────────────────────────────────────────────

export const appealTypeResource: ResourceDef = {
  name: 'appealType',
  title: '诉求类型',
  path: '/api/lingxi-appeal-type/apltype',
  table: 'lingxi_appeal_type',
  tenantOwned: true,
  permission: 'appealType',
  openReads: ['all', 'list/all', 'tree'],
  tree: { parent: 'f_parent_node', parentField: 'fParentNode', label: 'f_name', root: '0' },
  endpoints: {
    list: ['list', 'page'],
    all: ['all', 'list/all'],
    detail: ['detail'],
    submit: ['submit'],
    remove: ['remove'],
    tree: ['tree'],
  },
  fields: [
    str('fName', '类型名称', { required: '请输入类型名称', maxLength: 64, sortable: true }),
    idf('fParentNode', '上级类型'),
    int('fLimitDays', '办理时限(工作日)', { min: 1, max: 365 }),
    sort,
    remark,
  ],
  defaultOrder: [
    { column: 'sort', desc: false },
    { column: 'create_time', desc: false },
  ],
  async beforeSave(ctx: SaveContext) {
    const parentId = String(ctx.values.get('f_parent_node') ?? ctx.existing?.f_parent_node ?? '0');
    if (parentId === '0') return;
    if (ctx.id && parentId === ctx.id) throw badRequest('上级类型不能是自己');
    const parent = await findOne(ctx.tx, 'lingxi_appeal_type', 'id = $1 and tenant_id = $2', [
      parentId,
      ctx.user.tenantId,
    ]);
    if (!parent) throw badRequest('上级类型不存在');
    if (String(parent.f_parent_node) !== '0') throw badRequest('诉求类型最多两级');
    if (ctx.id) {
      const child = await findOne(ctx.tx, 'lingxi_appeal_type', 'f_parent_node = $1 and tenant_id = $2', [
        ctx.id,
        ctx.user.tenantId,
      ]);
      if (child) throw badRequest('该类型下有子类型，不能设为二级类型');
    }
  },
  async beforeRemove(tx, user, rows) {
    await refuseWhileReferenced(tx, idsOf(rows), [
      { table: 'lingxi_appeal', column: 'type_id', where: liveOf(user), msg: '该类型已被诉求使用，不能删除' },
    ]);
  },
  decorate(row: Row, out) {
    out.level = String(row.f_parent_node) === '0' ? 1 : 2;
  },
};

/** The national working-day calendar: holidays (1) and make-up working days (2). Platform data. */
export const workdayResource: ResourceDef = {
  name: 'appealCalendar',
  title: '工作日历',
  path: '/api/lingxi-appeal-type/calendar',
  table: 'lingxi_workday',
  tenantOwned: false,
  permission: 'appealType',
  endpoints: { list: ['list'], all: ['all'], detail: ['detail'], submit: ['submit'], remove: ['remove'] },
  fields: [
    date('fDate', '日期', { required: '请选择日期', unique: '该日期已在日历中' }),
    int('fType', '日期类型', { values: [1, 2], required: '请选择日期类型' }),
    str('fName', '名称', { maxLength: 64 }),
    remark,
  ],
  defaultOrder: [{ column: 'f_date', desc: false }],
  maxPageSize: 200,
  filters: {
    year: (raw, sql) => {
      if (!/^\d{4}$/.test(raw)) throw badRequest('查询条件year格式不正确');
      sql.where.push(
        `f_date >= ${sql.add(`${raw}-01-01`)}::date`,
        `f_date < ${sql.add(`${Number(raw) + 1}-01-01`)}::date`,
      );
    },
  },
  decorate(row, out) {
    out.fTypeName = Number(row.f_type) === 1 ? '节假日' : '调休上班';
  },
};

// ── appeals ───────────────────────────────────────────────────────────────────────────────────────

const APPEAL_FIELDS: FieldDef[] = [
  str('appealNo', '诉求编号', { writable: false, maxLength: 32, sortable: true }),
  idf('typeId', '诉求类型', { required: '请选择诉求类型' }),
  str('title', '诉求标题', { required: '请输入诉求标题', maxLength: 100, sortable: true }),
  str('content', '诉求内容', { required: '请输入诉求内容', maxLength: 4000 }),
  idf('enterpriseId', '企业'),
  str('enterpriseName', '企业名称', { required: '请输入企业名称', sortable: true }),
  str('contactName', '联系人', { maxLength: 32 }),
  str('contactPhone', '联系电话', { maxLength: 20, pattern: PHONE }),
  str('attachIds', '附件', { maxLength: 1000, pattern: IDS, filter: false }),
  int('saveStatus', '保存状态', { values: [0, 1] }),
  str('appealState', '诉求状态', { writable: false, maxLength: 20, sortable: true }),
  time('submitTime', '提交时间', { writable: false }),
];

/** Validates and saves appeals (saveOrUpdate); not mounted by the engine. */
export const appealResource: ResourceDef = {
  name: 'appeal',
  title: '诉求管理',
  path: '/api/lingxi-appeal/appeal',
  table: 'lingxi_appeal',
  tenantOwned: true,
  permission: 'appeal',
  fields: APPEAL_FIELDS,
  defaultOrder: newestFirst,
  decorate(row, out) {
    out.appealStateName = APPEAL_STATE_NAMES[row.appeal_state as AppealState] ?? null;
    out.saveStatusName = Number(row.save_status) === 1 ? '已提交' : '草稿';
  },
};

const view = (
  field: string,
  label: string,
  type: FieldDef['type'] = 'string',
  sortable = false,
): FieldDef => ({
  ...ro(field, label, type),
  sortable,
});

/** An appeal as the lists answer it: with its type, departments, earliest open deadline and lights. */
export const appealView: ResourceDef = {
  ...appealResource,
  name: 'appealView',
  fields: [
    ...APPEAL_FIELDS,
    view('typeName', '诉求类型名称'),
    view('parentTypeId', '一级诉求类型', 'id'),
    view('parentTypeName', '一级诉求类型名称'),
    view('deptNames', '承办部门'),
    view('deadline', '办理时限', 'date', true),
    view('urgeCount', '督办次数', 'int', true),
    { ...view('light', '红绿灯', 'int', true), column: 'light_rank', filter: false, hidden: true },
    { ...view('manualLight', '人工亮灯', 'int', true), column: 'manual_rank', filter: false, hidden: true },
  ],
  filters: {
    appealState: oneOf('appeal_state', Object.keys(APPEAL_STATE_NAMES), 'appealState'),
    light: lightFilter('light'),
    manualLight: lightFilter('manual_light'),
  },
  decorate(row, out) {
    appealResource.decorate?.(row, out);
    out.light = row.light ?? null;
    out.lightName = lightName(row.light);
    out.manualLight = row.manual_light ?? null;
    out.manualLightName = lightName(row.manual_light);
    // the departments planned and not yet sent (the dispatch dialog starts from them)
    out.plannedDeptIds = row.planned_dept_ids ? String(row.planned_dept_ids).split(',') : [];
    // given back by a department (an approved return): by whom and why
    out.returnedDeptNames = row.returned_dept_names ?? null;
    out.returnReason = row.returned_dept_names ? (row.return_reason ?? null) : null;
  },
};

// ── distribution records ──────────────────────────────────────────────────────────────────────────

export const recordView: ResourceDef = {
  name: 'appealDistribute',
  title: '诉求办理',
  path: '/api/lingxi-appeal/apldistribute',
  table: 'lingxi_appeal_distribute',
  tenantOwned: true,
  permission: 'appealHandle',
  fields: [
    view('appealId', '诉求', 'id'),
    view('deptId', '承办部门', 'id'),
    view('deptName', '承办部门名称', 'string', true),
    view('state', '办理状态', 'string', true),
    view('prevState', '申请前状态'),
    view('limitDays', '办理时限(工作日)', 'int', true),
    view('dispatchTime', '派发时间', 'datetime', true),
    view('deadline', '办理时限', 'date', true),
    view('yellowFrom', '黄灯日期', 'date'),
    view('signYellowFrom', '未签收黄灯日期', 'date'),
    view('signTime', '签收时间', 'datetime', true),
    view('signUser', '签收人', 'id'),
    view('handlerUserId', '办理人', 'id'),
    view('handlerName', '办理人姓名'),
    view('bindTime', '指定时间', 'datetime'),
    view('disposeTime', '办结时间', 'datetime', true),
    view('disposeUser', '办结人', 'id'),
    view('disposeContent', '办理结果'),
    view('closeTime', '归档时间', 'datetime'),
    view('urgeCount', '督办次数', 'int', true),
    view('lastUrgeTime', '最近督办时间', 'datetime', true),
    view('appealNo', '诉求编号', 'string', true),
    view('title', '诉求标题', 'string', true),
    view('enterpriseName', '企业名称', 'string', true),
    view('typeId', '诉求类型', 'id'),
    view('typeName', '诉求类型名称'),
    { ...view('light', '红绿灯', 'int', true), column: 'light_rank', filter: false, hidden: true },
    { ...view('manualLight', '人工亮灯', 'int', true), column: 'manual_rank', filter: false, hidden: true },
  ],
  defaultOrder: [{ column: 'create_time', desc: true }],
  filters: {
    state: oneOf('state', Object.keys(STATE_NAMES), 'state'),
    light: lightFilter('light'),
    manualLight: lightFilter('manual_light'),
  },
  decorate(row, out) {
    out.stateName = isRecordState(row.state) ? STATE_NAMES[row.state] : null;
    out.light = row.light ?? null;
    out.lightName = lightName(row.light);
    out.manualLight = row.manual_light
      ? {
          lightId: String(row.light_id),
          fDisId: String(row.id),
          fLightCode: row.manual_light,
          fLightName: row.manual_light_name,
          fReasonCode: row.manual_reason_code,
          fReasonName: row.manual_reason_name,
          fDescription: row.manual_description ?? null,
        }
      : null;
    out.returnReason = row.state === 'returned' ? (row.return_reason ?? null) : null;
  },
};

const applyFields = (extra: FieldDef[]): FieldDef[] => [
  view('disId', '分发记录', 'id'),
  view('appealId', '诉求', 'id'),
  view('deptId', '申请部门', 'id'),
  view('deptName', '申请部门名称'),
  view('reason', '申请理由'),
  ...extra,
  view('applyUser', '申请人', 'id'),
  view('applyUserName', '申请人姓名'),
  view('applyTime', '申请时间', 'datetime', true),
  view('auditStatus', '审核状态', 'int', true),
  view('auditOpinion', '审核意见'),
  view('auditUser', '审核人', 'id'),
  view('auditUserName', '审核人姓名'),
  view('auditTime', '审核时间', 'datetime', true),
  view('appealNo', '诉求编号'),
  view('title', '诉求标题'),
];
const AUDIT_NAMES: Record<number, string> = { 0: '待审核', 1: '审核通过', 2: '审核驳回' };

export const delayApplyView: ResourceDef = {
  name: 'appealDelayApply',
  title: '延期申请',
  path: '/api/lingxi-appeal-delayapply',
  table: 'lingxi_appeal_delay_apply',
  tenantOwned: true,
  permission: 'appealDelayAudit',
  fields: applyFields([
    view('requestedDate', '申请延期至', 'date', true),
    view('oldDeadline', '原办理时限', 'date'),
    view('permittedDate', '批准延期至', 'date'),
  ]),
  defaultOrder: [{ column: 'apply_time', desc: true }],
  decorate(row, out) {
    out.auditStatusName = AUDIT_NAMES[Number(row.audit_status)] ?? null;
  },
};

export const backApplyView: ResourceDef = {
  name: 'appealBackApply',
  title: '退回申请',
  path: '/api/lingxi-appeal-backapply',
  table: 'lingxi_appeal_back_apply',
  tenantOwned: true,
  permission: 'appealReturnAudit',
  fields: applyFields([]),
  defaultOrder: [{ column: 'apply_time', desc: true }],
  decorate: delayApplyView.decorate,
};

export const urgeView: ResourceDef = {
  name: 'appealUrge',
  title: '督办',
  path: '/api/lingxi-appeal-urgedispose',
  table: 'lingxi_appeal_urge',
  tenantOwned: true,
  permission: 'appeal',
  fields: [
    view('appealId', '诉求', 'id'),
    view('disId', '分发记录', 'id'),
    view('deptId', '被督办部门', 'id'),
    view('deptName', '被督办部门名称'),
    view('content', '督办内容'),
    view('urgeUser', '督办人', 'id'),
    view('urgeUserName', '督办人姓名'),
    view('urgeTime', '督办时间', 'datetime', true),
  ],
  defaultOrder: [{ column: 'urge_time', desc: true }],
};

export const TRACK_ACTION_NAMES: Record<string, string> = {
  create: '保存草稿',
  update: '修改诉求',
  submit: '提交诉求',
  distribute: '分发',
  cancel: '取消分发',
  dispatch: '派发',
  sign: '签收',
  bind: '指定办理人',
  dispose: '办结',
  delayApply: '申请延期',
  delayApprove: '延期审核通过',
  delayReject: '延期审核驳回',
  returnApply: '申请退回',
  returnApprove: '退回审核通过',
  returnReject: '退回审核驳回',
  close: '归档',
  urge: '督办',
  light: '人工亮灯',
  note: '跟踪记录',
};
export const AUDIT_ACTIONS = ['delayApprove', 'delayReject', 'returnApprove', 'returnReject'];

export const trackView: ResourceDef = {
  name: 'appealTrack',
  title: '诉求跟踪',
  path: '/api/lingxi-appeal/apltrack',
  table: 'lingxi_appeal_track',
  tenantOwned: true,
  plain: true,
  permission: 'appealTrack',
  fields: [
    view('appealId', '诉求', 'id'),
    view('disId', '分发记录', 'id'),
    view('action', '操作'),
    view('actionName', '操作名称'),
    view('fromState', '操作前状态'),
    view('toState', '操作后状态'),
    view('userId', '操作人', 'id'),
    view('userName', '操作人姓名'),
    view('deptId', '操作部门', 'id'),
    view('deptName', '操作部门名称'),
    view('comment', '意见'),
    view('appealNo', '诉求编号'),
    view('title', '诉求标题'),
  ],
  // in the order written (several rows of one request share their time)
  defaultOrder: [
    { column: 'create_time', desc: false },
    { column: 'id', desc: false },
  ],
  filters: { action: oneOf('action', Object.keys(TRACK_ACTION_NAMES), 'action') },
  decorate(row, out) {
    out.fromStateName = isRecordState(row.from_state) ? STATE_NAMES[row.from_state] : null;
    out.toStateName = isRecordState(row.to_state) ? STATE_NAMES[row.to_state] : null;
    // a comment the server wrote: its code and parameters, worded by the console (issue 23)
    out.commentCode = row.comment_code ?? null;
    out.commentParams = row.comment_code ? parseParams(row.comment_params) : null;
  },
};

function parseParams(raw: unknown): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(String(raw ?? '{}'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Reasons of a manual light (fReasonCode → fReasonName). */
export const LIGHT_REASONS: Record<string, string> = {
  '1': '办理进度滞后',
  '2': '企业不满意',
  '3': '重点督办事项',
  '4': '其他',
};
