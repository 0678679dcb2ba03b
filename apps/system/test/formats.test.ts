// Issue 18 "formats checked only by the server": every phone, e-mail, password confirmation and code field
// of the system pages carries a rule in its schema, so the form marks the field with SPEC §5's message
// (or the code's) on blur instead of one toast per save. The tenant's contact phone included.
import type { Field } from '@lingxi/ui';
import type { FieldRule } from '@lingxi/ui/testing';
import { describe, expect, it } from 'vitest';
import { client } from '../src/pages/client/fields';
import { dictParent } from '../src/pages/dict/fields';
import { gardenUser } from '../src/pages/gardenUser/fields';
import { govUser } from '../src/pages/govUser/fields';
import { menu } from '../src/pages/menu/fields';
import { oss } from '../src/pages/oss/fields';
import { post } from '../src/pages/post/fields';
import { region } from '../src/pages/region/fields';
import { role } from '../src/pages/role/fields';
import { sms, TEST_FIELDS } from '../src/pages/sms/fields';
import { project } from '../src/pages/software/fields';
import { tenant } from '../src/pages/tenant/fields';
import { topMenu } from '../src/pages/topMenu/fields';

/** What a field's rules answer for a value (the message key of the first that fails), as the form would. */
function verdict(
  rules: readonly FieldRule[] | undefined,
  value: unknown,
  values: Record<string, unknown> = {},
) {
  for (const rule of rules ?? []) {
    if (rule === 'required') continue;
    if (typeof rule === 'function') {
      const key = rule(value);
      if (key) return key;
    } else if ('optional' in rule) {
      const key = value === '' || value === undefined ? undefined : rule.optional(value);
      if (key) return key;
    } else if ('sameAs' in rule) {
      if (value && value !== values[rule.sameAs]) return rule.message ?? 'validate.passwordMismatch';
    } else if ('after' in rule) {
      const other = values[rule.after];
      if (value && other && !(String(value) > String(other) || (rule.orSame && value === other)))
        return rule.message;
    } else if ('validate' in rule) {
      const answer = rule.validate(value);
      if (answer) return answer.key;
    } else if (value && !rule.pattern.test(String(value))) {
      return rule.message;
    }
  }
  return undefined;
}

const field = <T>(fields: readonly Field<T>[], name: string) =>
  fields.find((one) => one.name === name)?.rules;

describe('format rules of the system pages', () => {
  it('check phones with SPEC §5’s messages, an empty optional phone passing', () => {
    for (const rules of [
      field(tenant.fields, 'contactNumber'),
      field(govUser.fields, 'phone'),
      field(gardenUser.fields, 'phone'),
      field(project.fields, 'phone'),
    ]) {
      expect(verdict(rules, '1380000')).toBe('validate.phoneLength');
      expect(verdict(rules, '12345678901')).toBe('validate.phoneFormat');
      expect(verdict(rules, '138abc')).toBe('validate.phoneDigits');
      expect(verdict(rules, '13800000000')).toBeUndefined();
      expect(verdict(rules, '')).toBeUndefined();
    }
    const phones = field(TEST_FIELDS, 'phones');
    expect(verdict(phones, '13800000000,1380')).toBe('validate.phoneLength');
    expect(verdict(phones, '')).toBe('validate.phoneEmpty');
    expect(verdict(phones, '13800000000, 13900000000')).toBeUndefined();
  });

  it('check e-mails, and that the confirmation repeats the password', () => {
    for (const users of [govUser, gardenUser]) {
      expect(verdict(field(users.fields, 'email'), 'a@b')).toBe('validate.email');
      expect(verdict(field(users.fields, 'email'), 'a@b.cn')).toBeUndefined();
      const confirm = field(users.fields, 'password2');
      expect(verdict(confirm, 'Other#1', { password: 'First#1' })).toBe('validate.passwordMismatch');
      expect(verdict(confirm, 'First#1', { password: 'First#1' })).toBeUndefined();
      expect(verdict(field(users.fields, 'account'), 'a b')).toBe('sys.accountFormat');
    }
  });

  it('check codes as the gateway does', () => {
    const cases: [readonly FieldRule[] | undefined, string, string][] = [
      [field(post.fields, 'postCode'), 'a b', 'ok_1'],
      [field(sms.fields, 'smsCode'), 'x'.repeat(13), 'sms-1'],
      [field(oss.fields, 'ossCode'), '编号', 'oss_1'],
      [field(client.fields, 'clientId'), 'a', 'saber'],
      [field(menu.fields, 'code'), '1menu', 'menu.code'],
      [field(topMenu.fields, 'code'), '-top', 'top'],
      [field(dictParent('dict').fields, 'code'), '字典', 'sex'],
      [field(role.fields, 'roleAlias'), '1admin', 'admin'],
      [field(project.fields, 'projectCode'), 'P 1', 'P-1'],
      [field(region.fields, 'subCode'), '01a', '01'],
    ];
    for (const [rules, bad, good] of cases) {
      expect(verdict(rules, bad), bad).toBeDefined();
      expect(verdict(rules, good), good).toBeUndefined();
    }
  });
});
