/**
 * Which actions a record of the identity centre allows (pure; test/rules.test.ts). The permission codes
 * are the kit's business (`<page>_<action>`); these say what the record's state permits.
 */
import type { BindCheck, Binding, RegisterUser, UserSystem } from './api';

export type MemberAction = 'resetPassword' | 'makeAdministrator' | 'childAccounts' | 'removeChild';
export type SystemAction = 'bindings' | 'bind';

/** A child account hangs under its enterprise's administrator (`parentId` other than '0'). */
export function isChildAccount(user: RegisterUser): boolean {
  return user.parentId !== undefined && user.parentId !== null && String(user.parentId) !== '0';
}

export function isAdministrator(user: RegisterUser): boolean {
  return Number(user.isAdmin) === 1;
}

/**
 * What can be done with a registered user:
 * - reset the password: any stored user;
 * - make the enterprise's administrator: a member of an enterprise who is not already its administrator
 *   and is no child account (exactly one administrator per enterprise: the one before steps down);
 * - child accounts: an administrator's;
 * - remove: a child account only (members and personal users are not removed here).
 */
export function memberActions(user: RegisterUser): MemberAction[] {
  const actions: MemberAction[] = [];
  if (user.id) actions.push('resetPassword');
  const member = Boolean(user.enterpriseId) && !isChildAccount(user);
  if (member && !isAdministrator(user)) actions.push('makeAdministrator');
  if (member && isAdministrator(user)) actions.push('childAccounts');
  if (isChildAccount(user)) actions.push('removeChild');
  return actions;
}

export const memberAllows =
  (action: MemberAction) =>
  (user: RegisterUser): boolean =>
    memberActions(user).includes(action);

/** A connected system (status 1) takes bindings; a disabled one only shows the accounts bound before. */
export function systemActions(system: UserSystem): SystemAction[] {
  return Number(system.status ?? 1) === 1 ? ['bindings', 'bind'] : ['bindings'];
}

/** A binding can be undone while it names a system account. */
export function canUnbind(binding: Binding): boolean {
  return Boolean(binding.extAccount);
}

/** What the bind dialog shows after the check: go on and bind, or the server's reason for refusing. */
export type BindVerdict = { bind: true } | { bind: false; reason: string };

export function bindVerdict(check: BindCheck): BindVerdict {
  if (check.bindable) return { bind: true };
  return { bind: false, reason: check.reason ?? '' };
}
