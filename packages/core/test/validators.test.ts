// SPEC §5 "Validation rules" and §9 limits: every check, with the spec's message in zh and en.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  checkAvatar,
  checkEmail,
  checkHttp,
  checkLockPassword,
  checkName,
  checkNotChinese,
  checkPhone,
  checkRegistration,
  checkSpecialCharacters,
  checkUrl,
  checkUsername,
  FULL_WIDTH_SYMBOLS,
  formRule,
  initI18n,
  isEmpty,
  requiredCheck,
  setLanguage,
  type ValidationKey,
  validationMessage,
} from '../src';

beforeAll(async () => {
  await initI18n();
});

/** The message of a key in both languages. */
async function texts(key: ValidationKey | undefined): Promise<[string, string] | undefined> {
  if (!key) return undefined;
  await setLanguage('en');
  const en = validationMessage(key);
  await setLanguage('zh');
  return [en, validationMessage(key)];
}

describe('empty check (SPEC §5)', () => {
  it('treats empty string, null, undefined, [] and {} as empty; numbers and booleans never', () => {
    for (const value of ['', null, undefined, [], {}]) expect(isEmpty(value)).toBe(true);
    for (const value of [0, 1, false, true, ' ', 'a', [0], { a: 1 }, new Date()])
      expect(isEmpty(value)).toBe(false);
  });
});

describe('special characters (SPEC §5)', () => {
  it("says 'input content cannot be empty' for nothing", async () => {
    expect(await texts(checkSpecialCharacters(''))).toEqual([
      'input content cannot be empty',
      '输入内容不能为空',
    ]);
    expect(checkSpecialCharacters(null)).toBe('validate.inputEmpty');
  });

  it('refuses every listed character, and full-width symbols', async () => {
    const listed = [
      '`',
      '~',
      '@',
      '#',
      '$',
      '^',
      '&',
      '*',
      '_',
      '+',
      '<',
      '>',
      ':',
      '"',
      "'",
      '{',
      '}',
      '/',
      '[',
      ']',
    ];
    for (const char of [...listed, ...FULL_WIDTH_SYMBOLS]) {
      expect(checkSpecialCharacters(`ab${char}cd`), char).toBe('validate.specialCharacters');
    }
    for (const char of [
      '！',
      '（',
      '）',
      '：',
      '；',
      '“',
      '”',
      '‘',
      '’',
      '、',
      '，',
      '《',
      '》',
      '？',
      '【',
      '】',
      '￥',
      '。',
    ]) {
      expect(FULL_WIDTH_SYMBOLS, char).toContain(char);
    }
    expect(await texts(checkSpecialCharacters('a#b'))).toEqual([
      'input content cannot contain special characters',
      '输入内容不能包含特殊字符',
    ]);
  });

  it('accepts letters, digits, Chinese, spaces and the characters not listed', () => {
    for (const value of [
      'abc 123',
      '灵犀平台',
      'a-b.c',
      'x(1)',
      'a,b;c',
      '100%',
      'ok!',
      'a=b',
      'a|b',
      'a\\b',
    ]) {
      expect(checkSpecialCharacters(value), value).toBeUndefined();
    }
  });
});

describe('not Chinese (SPEC §5)', () => {
  it("says 'input content cannot be Chinese' for any ideograph", async () => {
    for (const value of ['中', 'abc中文', '𠀀'])
      expect(checkNotChinese(value), value).toBe('validate.notChinese');
    for (const value of ['abc', '123', '', null, '，。']) expect(checkNotChinese(value)).toBeUndefined();
    expect(await texts(checkNotChinese('中'))).toEqual([
      'input content cannot be Chinese',
      '输入内容不能为中文',
    ]);
  });
});

describe('phone (SPEC §5), checked in order', () => {
  it('empty, then digits, then length 11, then format', async () => {
    expect(await texts(checkPhone(''))).toEqual(['mobile number cannot be empty', '手机号码不能为空']);
    expect(checkPhone(undefined)).toBe('validate.phoneEmpty');
    // non-numeric wins over length
    expect(await texts(checkPhone('138-0000'))).toEqual(['please enter digits', '请输入数字']);
    expect(checkPhone('1380013800a')).toBe('validate.phoneDigits');
    expect(await texts(checkPhone('1380013800'))).toEqual([
      'mobile number length is not 11 digits',
      '手机号码长度不为11位',
    ]);
    expect(checkPhone('138001380001')).toBe('validate.phoneLength');
    expect(await texts(checkPhone('12800138000'))).toEqual([
      'mobile number format incorrect',
      '手机号码格式不正确',
    ]);
    expect(checkPhone('23800138000')).toBe('validate.phoneFormat');
  });

  it('accepts 1, then 3 to 9, then nine digits', () => {
    for (const phone of ['13800138000', '19912345678', 15_012_345_678])
      expect(checkPhone(phone)).toBeUndefined();
  });
});

describe('URL, http(s) and e-mail formats (SPEC §5)', () => {
  it('checks each', () => {
    expect(checkUrl('https://example.com/a?b=1')).toBeUndefined();
    expect(checkUrl('ftp://files.example.org')).toBeUndefined();
    expect(checkUrl('example.com')).toBe('validate.url');
    expect(checkUrl('http://localhost')).toBe('validate.url');
    expect(checkHttp('http://localhost:8080/x')).toBeUndefined();
    expect(checkHttp('https://a.b')).toBeUndefined();
    expect(checkHttp('ftp://a.b')).toBe('validate.http');
    expect(checkHttp('http:/a')).toBe('validate.http');
    expect(checkEmail('ops.team+1@lingxi.gov.cn')).toBeUndefined();
    expect(checkEmail('ops@lingxi')).toBe('validate.email');
    expect(checkEmail('@lingxi.cn')).toBe('validate.email');
  });
});

describe('avatar, name and username limits (SPEC §5, §9)', () => {
  it('accepts jpg or png up to 500 kb only', async () => {
    expect(checkAvatar({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeUndefined();
    expect(checkAvatar({ type: 'image/jpeg', size: 1 })).toBeUndefined();
    expect(checkAvatar({ type: '', name: 'me.JPG', size: 10 })).toBeUndefined();
    expect(checkAvatar({ type: 'image/gif', size: 10 })).toBe('validate.avatarType');
    expect(checkAvatar({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('validate.avatarSize');
    expect(AVATAR_MAX_BYTES).toBe(500 * 1024);
    expect((await texts('validate.avatarType'))?.[1]).toContain('JPG');
  });

  it('limits the name to 20 characters and the username to 10', () => {
    expect(checkName('一'.repeat(20))).toBeUndefined();
    expect(checkName('一'.repeat(21))).toBe('validate.nameLength');
    expect(checkUsername('a'.repeat(10))).toBeUndefined();
    expect(checkUsername('a'.repeat(11))).toBe('validate.usernameLength');
  });
});

describe('lock password and registration (SPEC §5)', () => {
  it("requires a lock password: 'lock password cannot be empty'", async () => {
    expect(await texts(checkLockPassword('  '))).toEqual([
      'lock password cannot be empty',
      '锁屏密码不能为空',
    ]);
    expect(checkLockPassword('1234')).toBeUndefined();
  });

  it('checks registration in the spec order', async () => {
    expect(await texts(checkRegistration({ account: 'a', password: 'p', password2: 'q' }))).toEqual([
      'please enter tenant number first',
      '请先输入租户编号',
    ]);
    expect(checkRegistration({ tenantId: '000000', password: 'p', password2: 'q' })).toBe(
      'validate.accountRequired',
    );
    expect(await texts(checkRegistration({ tenantId: '000000', account: 'a', password: 'p' }))).toEqual([
      'please enter password first',
      '请先输入密码',
    ]);
    expect(checkRegistration({ tenantId: '000000', account: 'a', password2: 'p' })).toBe(
      'validate.passwordFirst',
    );
    expect(
      await texts(checkRegistration({ tenantId: '000000', account: 'a', password: 'p', password2: 'q' })),
    ).toEqual(['the two passwords do not match', '两次输入的密码不一致']);
    expect(
      checkRegistration({ tenantId: '000000', account: 'a', password: 'p', password2: 'p' }),
    ).toBeUndefined();
  });
});

describe('a required field with its own message (SPEC §5 page forms)', () => {
  const paramName = requiredCheck('validate.paramName');

  it('fails blank text, null and empty lists with the given message; passes 0, false and text', async () => {
    expect(await texts(paramName(' '))).toEqual(['please enter parameter name', '请输入参数名称']);
    for (const empty of ['', null, undefined, []])
      expect(paramName(empty), String(empty)).toBe('validate.paramName');
    for (const value of [0, false, 'x']) expect(paramName(value), String(value)).toBeUndefined();
  });

  it('is checked on change unless its page asks for blur', () => {
    expect(formRule(paramName).validateTrigger).toBe('onChange');
    expect(formRule(paramName, { trigger: 'onBlur' }).validateTrigger).toBe('onBlur');
  });
});

describe('as antd form rules', () => {
  it('rejects with the message in the current language and resolves for good values', async () => {
    const rule = formRule(checkPhone, { required: true });
    expect(rule.required).toBe(true);
    await setLanguage('en');
    await expect(rule.validator(null, '123')).rejects.toThrow('mobile number length is not 11 digits');
    await setLanguage('zh');
    await expect(rule.validator(null, '123')).rejects.toThrow('手机号码长度不为11位');
    await expect(rule.validator(null, '13800138000')).resolves.toBeUndefined();
  });
});
