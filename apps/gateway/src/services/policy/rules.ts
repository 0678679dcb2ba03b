/**
 * The policy rules (gateway README "Policies"), pure: a report project's declaration window and its
 * state on a day, a policy's validity on a day, and the messages the server answers. Dates are
 * `YYYY-MM-DD` strings in the gateway's time zone (they compare as text).
 */

/** A report project's declaration window on a day: not yet open, open, or closed (after its last day). */
export type WindowState = 'upcoming' | 'open' | 'closed';
/** A policy's validity on a day. */
export type ValidityState = 'upcoming' | 'valid' | 'expired';

export const WINDOW_NAMES: Record<WindowState, string> = {
  upcoming: '未开始',
  open: '申报中',
  closed: '已截止',
};
export const VALIDITY_NAMES: Record<ValidityState, string> = {
  upcoming: '未生效',
  valid: '有效',
  expired: '已失效',
};

export const MSG_WINDOW = '申报截止日期必须晚于申报开始日期';
export const MSG_VALIDITY = '失效日期不能早于生效日期';
export const MSG_DEPT_ONCE = '该部门已是该申报项目的审核部门';
export const MSG_REL_ONCE = '该申报项目已关联此政策';
export const MSG_REL_OWN = '该申报项目已属于此政策，无需关联';
export const msgPolicyOpen = (title: string, projects: number) =>
  `政策「${title}」下还有${projects}个未截止的申报项目，不能删除`;

/** The window's state on `today`: open from its opening day through its closing day. */
export function windowState(openDate: string, closeDate: string, today: string): WindowState {
  if (today < openDate) return 'upcoming';
  if (today > closeDate) return 'closed';
  return 'open';
}

/** Whether the window still counts as open for a policy's removal: not yet closed (upcoming or open). */
export const stillOpen = (closeDate: string, today: string) => today <= closeDate;

/** The message when a window is not a window: the closing date must be after the opening date. */
export function windowError(openDate: string | null, closeDate: string | null): string | undefined {
  if (!openDate || !closeDate) return undefined;
  return closeDate > openDate ? undefined : MSG_WINDOW;
}

/** A policy's validity on `today`: valid from `validFrom` through `validTo` (none: without end). */
export function validityState(validFrom: string, validTo: string | null, today: string): ValidityState {
  if (today < validFrom) return 'upcoming';
  if (validTo && today > validTo) return 'expired';
  return 'valid';
}

export function validityError(validFrom: string | null, validTo: string | null): string | undefined {
  if (!validFrom || !validTo) return undefined;
  return validTo >= validFrom ? undefined : MSG_VALIDITY;
}
