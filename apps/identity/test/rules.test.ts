// Which actions a record of the identity centre allows (src/pages/shared/rules.ts): a table of records.
import { describe, expect, it } from 'vitest';
import type { RegisterUser } from '../src/pages/shared/api';
import { roleOf } from '../src/pages/shared/fields';
import {
  bindVerdict,
  canUnbind,
  isChildAccount,
  memberActions,
  systemActions,
} from '../src/pages/shared/rules';

const personal: RegisterUser = {
  id: '1',
  account: 'person001',
  enterpriseId: null,
  isAdmin: 0,
  parentId: '0',
};
const member: RegisterUser = { id: '2', account: 'm01b', enterpriseId: '9', isAdmin: 0, parentId: '0' };
const admin: RegisterUser = { id: '3', account: 'm01a', enterpriseId: '9', isAdmin: 1, parentId: '0' };
const child: RegisterUser = { id: '4', account: 'm01a_sub1', enterpriseId: '9', isAdmin: 0, parentId: '3' };

describe('what a registered user allows', () => {
  it.each([
    ['a personal user', personal, ['resetPassword'], 'identity.personal'],
    ['a member', member, ['resetPassword', 'makeAdministrator'], 'identity.member'],
    ['the administrator', admin, ['resetPassword', 'childAccounts'], 'identity.administrator'],
    ['a child account', child, ['resetPassword', 'removeChild'], 'identity.childAccount'],
  ] as const)('%s', (_name, user, actions, role) => {
    expect(memberActions(user)).toEqual(actions);
    expect(roleOf(user)).toBe(role);
  });

  it('offers nothing on a record not stored', () => {
    expect(memberActions({ account: 'x' })).toEqual([]);
  });

  it('never makes a child account the administrator, even one wrongly flagged', () => {
    expect(memberActions({ ...child, isAdmin: 1 })).toEqual(['resetPassword', 'removeChild']);
    expect(isChildAccount({ ...member, parentId: undefined })).toBe(false);
    expect(isChildAccount({ ...member, parentId: '0' })).toBe(false);
  });
});

describe('what a user system allows', () => {
  it('takes bindings while connected, only shows them when disabled', () => {
    expect(systemActions({ id: '1', status: 1 })).toEqual(['bindings', 'bind']);
    expect(systemActions({ id: '1' })).toEqual(['bindings', 'bind']);
    expect(systemActions({ id: '1', status: 0 })).toEqual(['bindings']);
  });

  it('undoes a binding that names a system account', () => {
    expect(canUnbind({ account: 'admin', extAccount: 'oa_admin' })).toBe(true);
    expect(canUnbind({ account: 'admin', extAccount: '' })).toBe(false);
  });

  it('binds only when the check says so, and keeps the reason otherwise', () => {
    expect(bindVerdict({ authorized: false, extAccount: null, bindable: true, reason: null })).toEqual({
      bind: true,
    });
    expect(
      bindVerdict({ authorized: false, extAccount: null, bindable: false, reason: '平台账号不存在' }),
    ).toEqual({ bind: false, reason: '平台账号不存在' });
  });
});
