/**
 * What an enterprise-growth user offers in which state (a pure function, unit-tested): editing always;
 * a new password only for an enabled account (a disabled one cannot sign in; enable it first).
 */
export interface GrowthUserState {
  status?: number | string | null;
}

export type GrowthUserAction = 'edit' | 'resetPassword';

export const isEnabled = (user: GrowthUserState) => Number(user.status) === 1;

export function growthUserActions(user: GrowthUserState): GrowthUserAction[] {
  return isEnabled(user) ? ['edit', 'resetPassword'] : ['edit'];
}

export const offers = (action: GrowthUserAction) => (user: GrowthUserState) =>
  growthUserActions(user).includes(action);
