// Business notices (SPEC §7 "Business notice": /lingxi-business-notice/businessnotice page,
// getMsgListByType, update, POST getFinishNoticeByDeptIdAndUserId paged): the open notices of each type
// in tabs, marking one handled (update with finishStatus 1), and the handled ones.
import { type AnyCrudApi, cleanQuery, crudApi, type ListQuery, type Page } from '@lingxi/core';
import { defineResource, type Field } from '@lingxi/ui';

export interface BusinessNotice {
  id?: string;
  title: string;
  content?: string;
  noticeType?: number | string;
  finishStatus?: number;
  readStatus?: number;
}

const BASE = '/lingxi-business-notice/businessnotice';

export const businessNoticeApi = crudApi<BusinessNotice>(BASE).having({
  list: 'page',
  detail: 'detail',
  update: 'update',
  remove: 'remove',
});

/** The handled notices: a POST with the paging in the query. */
const finishedApi: AnyCrudApi<BusinessNotice> = {
  ...businessNoticeApi,
  list: (query: ListQuery = {}) =>
    businessNoticeApi.custom<Page<BusinessNotice>>('getFinishNoticeByDeptIdAndUserId', {
      method: 'POST',
      params: cleanQuery({ current: 1, size: 10, ...query }),
    }),
};

/** Marks a notice handled. */
export const markHandled = (notice: BusinessNotice) =>
  businessNoticeApi.update({ id: notice.id, finishStatus: 1 });

const fields: Field<BusinessNotice>[] = [
  { name: 'title', label: 'promotion.businessMsg.title', search: true, sortable: true, span: 2 },
  {
    name: 'noticeType',
    label: 'promotion.businessMsg.type',
    valueType: 'select',
    valueEnum: { dict: 'business_notice_type' },
  },
  {
    name: 'content',
    label: 'promotion.businessMsg.content',
    valueType: 'textarea',
    hideIn: ['table'],
    span: 2,
  },
  {
    name: 'finishStatus',
    label: 'promotion.businessMsg.finishStatus',
    valueType: 'select',
    valueEnum: { '0': 'promotion.businessMsg.open', '1': 'promotion.businessMsg.handled' },
  },
  {
    name: 'readStatus',
    label: 'promotion.businessMsg.readStatus',
    valueType: 'select',
    valueEnum: { '0': 'promotion.businessMsg.unread', '1': 'promotion.businessMsg.read' },
  },
];

export const businessNotice = defineResource<BusinessNotice>({
  name: 'businessMsg', // businessMsg_edit (mark handled), businessMsg_delete, businessMsg_view
  api: businessNoticeApi,
  form: 'drawer',
  fields,
});

/** The same notices as the handled tab lists them. */
export const finishedNotice = defineResource<BusinessNotice>({
  ...businessNotice,
  api: finishedApi,
});
