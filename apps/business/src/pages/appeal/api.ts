/**
 * The appeal service's calls (SPEC §7 "Appeals", gateway README "Appeals"): the one place their URLs
 * live. Every appeal page's resource is declared here, beside the flow's calls (transitions, audits,
 * urges, lights, notes) and the server's clock.
 */
import { type AnyCrudApi, crudApi, type Id, request, type TreeNode } from '@lingxi/core';
import type { Action, Light } from './actions';
import { type Attachment, savedAppeal } from './attachments';

export interface AppealType {
  id?: Id;
  fName: string;
  fParentNode?: string;
  fLimitDays?: number;
  sort?: number;
  remark?: string;
  level?: number;
  hasChildren?: boolean;
}

export interface Appeal {
  id?: Id;
  appealNo?: string;
  typeId?: string;
  typeName?: string;
  parentTypeName?: string;
  title?: string;
  content?: string;
  enterpriseId?: string;
  enterpriseName?: string;
  contactName?: string;
  contactPhone?: string;
  /** The attachments' ids, comma-joined (what is saved). */
  attachIds?: string;
  /** The attachments (the detail's answer; the form's value, saved as `attachIds`). */
  attachments?: Attachment[];
  saveStatus?: number;
  appealState?: string;
  appealStateName?: string;
  submitTime?: string;
  deptNames?: string;
  deadline?: string;
  urgeCount?: number;
  light?: Light | null;
  manualLight?: Light | null;
  createTime?: string;
  records?: DistributionRecord[];
  /** The departments planned and not yet sent (the dispatch dialog starts from them). */
  plannedDeptIds?: string[];
  /** Given back by a department (an approved return): by whom and why. */
  returnedDeptNames?: string | null;
  returnReason?: string | null;
}

export interface ManualLight {
  lightId: string;
  fDisId: string;
  fLightCode: Light;
  fLightName?: string;
  fReasonCode?: string;
  fReasonName?: string;
  fDescription?: string | null;
}

export interface DistributionRecord {
  id?: Id;
  appealId?: string;
  appealNo?: string;
  title?: string;
  enterpriseName?: string;
  typeName?: string;
  deptId?: string;
  deptName?: string;
  state: string;
  stateName?: string;
  limitDays?: number;
  dispatchTime?: string;
  deadline?: string | null;
  signTime?: string;
  handlerName?: string;
  disposeTime?: string;
  disposeContent?: string;
  urgeCount?: number;
  light?: Light | null;
  manualLight?: ManualLight | null;
  createTime?: string;
  /** A returned record: the reason of its approved return. */
  returnReason?: string | null;
  /** A record a delay may be applied for: the latest date the rule allows and its working days. */
  delayLatest?: string;
  delayDates?: string[];
}

/** A person of a record's department, one a handler may be bound from. */
export interface Handler {
  id: string;
  realName: string;
  account?: string;
}

export interface Track {
  id?: Id;
  appealId?: string;
  disId?: string | null;
  action: string;
  actionName?: string;
  fromState?: string | null;
  toState?: string | null;
  fromStateName?: string | null;
  toStateName?: string | null;
  userName?: string;
  deptName?: string | null;
  comment?: string | null;
  /** A comment the server wrote: its code and parameters (worded by `wordComment`). */
  commentCode?: string | null;
  commentParams?: Record<string, unknown> | null;
  appealNo?: string;
  title?: string;
  createTime?: string;
}

export interface Application {
  id?: Id;
  disId?: string;
  appealId?: string;
  deptName?: string;
  reason?: string;
  requestedDate?: string;
  oldDeadline?: string;
  permittedDate?: string;
  applyUserName?: string;
  applyTime?: string;
  auditStatus?: number;
  auditOpinion?: string;
  auditUserName?: string;
  auditTime?: string;
  appealNo?: string;
  title?: string;
}

export interface RecordDetail extends DistributionRecord {
  appeal: Appeal;
  delayApplies: Application[];
  backApplies: Application[];
  urges: { id: string; content: string; urgeUserName?: string; urgeTime?: string; deptName?: string }[];
  tracks: Track[];
  actions: Action[];
}

export interface DeptLight {
  id?: Id | null;
  deptId: string;
  deptName?: string;
  flight?: Light | null;
  flightReason?: string | null;
  openCount: number;
  green: number;
  yellow: number;
  red: number;
}

export const appealTypeApi = crudApi<AppealType>('/lingxi-appeal-type/apltype').having({
  list: 'list',
  all: 'all',
  detail: 'detail',
  submit: 'submit',
  remove: 'remove',
  tree: 'tree',
});

const appealCalls = crudApi<Appeal>('/lingxi-appeal/appeal').having({
  list: 'search',
  detail: 'detail',
  submit: 'saveOrUpdate',
  remove: 'remove',
});
/** The appeals; a save sends the form's attachments as `attachIds`. */
export const appealApi: typeof appealCalls = {
  ...appealCalls,
  submit: (entity) => appealCalls.submit(savedAppeal(entity)),
};

/** The appeals waiting for distribution (pending unless `appealState` is given). */
export const distributionApi = crudApi<Appeal>('/lingxi-appeal/apldis').having({ list: 'aplDis/page' });

export const recordApi = crudApi<DistributionRecord>('/lingxi-appeal/apldistribute').having({
  list: 'page',
  detail: 'getDetailById',
});

/** The light board: every dispatched record with its computed and manual light. */
export const lightBoardApi = crudApi<DistributionRecord>('/lingxi-appeal-manage/apl/manage').having({
  list: 'list',
  detail: 'look',
});

export const delayApplyApi = crudApi<Application>('/lingxi-appeal-delayapply').having({
  list: 'page',
  detail: 'delayApplyDetai',
});
export const backApplyApi = crudApi<Application>('/lingxi-appeal-backapply').having({
  list: 'page',
  detail: 'backApplyDetai',
});
export const trackApi = crudApi<Track>('/lingxi-appeal/apltrack').having({ list: 'page' });
export const deptLightApi = crudApi<DeptLight>('/lingxi-web-deptlight/deptlight').having({
  all: 'list',
  detail: 'detail',
});

/** The department light board (one unpaged answer) as a list page reads it: a department is a row. */
export const deptLightBoardApi: AnyCrudApi<DeptLight & { id?: Id }> = {
  base: deptLightApi.base,
  endpoints: deptLightApi.endpoints,
  custom: deptLightApi.custom,
  list: () =>
    deptLightApi.all().then((rows) => ({
      records: rows.map((row) => ({ ...row, id: row.deptId })),
      total: rows.length,
      size: Math.max(rows.length, 1),
      current: 1,
      pages: 1,
    })),
};

const post = (url: string, data: object) => request({ url, method: 'POST', data });

/** The flow's writes, one per action (the server decides again and answers its reason when it refuses). */
export const appealFlow = {
  /** A draft submitted as it stands (its writable fields, `saveStatus: 1`). */
  submitDraft: (appeal: Appeal) =>
    appealApi.submit({
      id: appeal.id,
      typeId: appeal.typeId,
      title: appeal.title,
      content: appeal.content,
      enterpriseId: appeal.enterpriseId,
      enterpriseName: appeal.enterpriseName,
      contactName: appeal.contactName,
      contactPhone: appeal.contactPhone,
      saveStatus: 1,
    }),
  distribute: (appealId: Id, deptIds: string[], dispatch: boolean) =>
    request({
      url: '/lingxi-appeal/apldis/save',
      method: 'POST',
      params: { tag: dispatch ? 1 : 0 },
      data: { appealId, deptIds: deptIds.join(',') },
    }),
  sign: (id: Id) => post('/lingxi-appeal/apldistribute/changeToReaded', { id }),
  bind: (id: Id, userId?: string) =>
    post('/lingxi-appeal/apldistribute/bindingAppealToPeason', { id, ...(userId ? { userId } : {}) }),
  dispose: (id: Id, content: string) =>
    post('/lingxi-appeal/apldistribute/disposeAplDistribute', { id, content }),
  delayApply: (disId: Id, reason: string, requestedDate: string) =>
    post('/lingxi-appeal-delayapply/save', { disId, reason, requestedDate }),
  delayAudit: (id: Id, pass: boolean, opinion?: string, permittedDate?: string) =>
    post('/lingxi-appeal-delayapply/delayApplyAudit', {
      id,
      auditStatus: pass ? 1 : 2,
      opinion,
      ...(pass ? { permittedDate } : {}),
    }),
  returnApply: (disId: Id, reason: string) => post('/lingxi-appeal-backapply/save', { disId, reason }),
  returnAudit: (id: Id, pass: boolean, opinion?: string) =>
    post('/lingxi-appeal-backapply/backApplyToAudit', { id, auditStatus: pass ? 1 : 2, opinion }),
  close: (id: Id, opinion?: string) => post('/lingxi-appeal-manage/apl/manage/submit', { id, opinion }),
  urgeAppeal: (appealId: Id, content: string) =>
    post('/lingxi-appeal-urgedispose/save', { appealId, content }),
  urgeRecord: (disId: Id, content: string) =>
    post('/lingxi-appeal-urgedispose/saveDepturge', { disId, content }),
  note: (appealId: Id, comment: string, disId?: Id | null) =>
    post('/lingxi-appeal/apltrack/append', { appealId, comment, ...(disId ? { disId } : {}) }),
  setLight: (fDisId: Id, fLightCode: string, fReasonCode?: string, fDescription?: string) =>
    post('/lingxi-appeal-manage/apl/light/submit', { fDisId, fLightCode, fReasonCode, fDescription }),
  setDeptLight: (deptId: Id, flight: string, flightReason?: string) =>
    post('/lingxi-web-deptlight/deptlight/submit', { deptId, flight, flightReason }),
};

/** The people of a record's department a handler may be bound from. */
export const handlersOf = (disId: Id) =>
  request<Handler[]>({ url: '/lingxi-appeal/apldistribute/handlers', params: { id: disId } });

/** The list exports (.xlsx, the list's filters): one address per list. */
export const EXPORTS = {
  appeal: '/lingxi-appeal/appeal/export',
  distribution: '/lingxi-appeal/apldis/aplDis/export',
  records: '/lingxi-appeal/apldistribute/export',
} as const;

/** The journal of an appeal, oldest first (the timeline). */
export const tracksOf = (appealId: Id) => trackApi.list({ appealId, size: 200 }).then((page) => page.records);

/** The departments a record is dispatched to (tree select). */
export const deptTree = () => request<TreeNode[]>({ url: '/lingxi-system/dept/tree' });

/** The appeal types as a two-level tree (level-2 types are the ones an appeal takes). */
export const typeTree = () => appealTypeApi.tree();

/** The gateway's clock (`YYYY-MM-DD HH:mm:ss`): deadlines and lights are counted on its day. */
export const serverTime = () =>
  request<{ time: string; timestamp: number }>({ url: '/lingxi-server/server-time' });

/**
 * Every list a step of the flow changes (an appeal, its records, the light boards, the journal, the
 * applications): each appeal resource `invalidates` them, so that a write on one page leaves no other
 * list of the flow stale (issue 18), and no page touches the cache's keys.
 */
export const APPEAL_LISTS = [
  appealApi,
  distributionApi,
  recordApi,
  lightBoardApi,
  trackApi,
  delayApplyApi,
  backApplyApi,
  deptLightApi,
].map((api) => ({ api }));
