/**
 * What a business notice offers in which state (a pure function, unit-tested): an open notice can be
 * marked handled, once (the gateway refuses to reopen one); only a handled notice can be deleted, so
 * nothing is thrown away before someone has dealt with it. Viewing is always there.
 */
export interface NoticeState {
  finishStatus?: number | string | null;
}

export type NoticeAction = 'view' | 'handle' | 'delete';

export const isHandled = (notice: NoticeState) => Number(notice.finishStatus) === 1;

export function noticeActions(notice: NoticeState): NoticeAction[] {
  return isHandled(notice) ? ['view', 'delete'] : ['view', 'handle'];
}

export const offers = (action: NoticeAction) => (notice: NoticeState) =>
  noticeActions(notice).includes(action);

/** The tabs: the four notice types (dictionary `business_notice_type`) of open notices, then the handled ones. */
export const NOTICE_TABS = ['1', '2', '3', '4', 'finished'] as const;
export type NoticeTab = (typeof NOTICE_TABS)[number];

/** What a tab's list asks the server beside paging. */
export function tabQuery(tab: NoticeTab): Record<string, string | number> {
  return tab === 'finished' ? {} : { noticeType: Number(tab), finishStatus: 0 };
}
