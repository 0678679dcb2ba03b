/**
 * Client-side validation rules (SPEC §5). Each check returns the key of the spec's message
 * (`validate.*` in `coreMessages`, zh and en) or undefined when the value passes; `formRule` turns a
 * check into an antd form rule that shows the text in the current language.
 */
import { i18n } from './i18n';
import type { coreMessages } from './messages';

export type ValidationKey = `validate.${keyof (typeof coreMessages)['zh']['validate']}`;
export type Check = (value: unknown) => ValidationKey | undefined;

/** SPEC §5 "Empty check": '', null, undefined, [] and {} are empty; numbers and booleans are not. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.length === 0;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return false;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false; // numbers, booleans, functions
}

/**
 * SPEC §5 "Special-character rule": backquote, tilde, at, hash, dollar, caret, ampersand, star,
 * underscore, plus, angle brackets, colon, quotes, braces, slash, brackets, and the full-width
 * symbols (punctuation typed with a Chinese input method).
 */
export const SPECIAL_CHARACTERS = '`~@#$^&*_+<>:"\'{}/[]';
export const FULL_WIDTH_SYMBOLS =
  '·！＃￥％…（）—：；“”‘’、，｜《。》？【】「」『』～＠＾＆＊＿＋＜＞＂＇｛｝／［］＼';
const SPECIAL = new Set([...SPECIAL_CHARACTERS, ...FULL_WIDTH_SYMBOLS]);

export const checkSpecialCharacters: Check = (value) => {
  if (isEmpty(value)) return 'validate.inputEmpty';
  return [...String(value)].some((char) => SPECIAL.has(char)) ? 'validate.specialCharacters' : undefined;
};

/** SPEC §5 "Not-Chinese rule" (CJK ideographs, including the extension blocks). */
export const checkNotChinese: Check = (value) =>
  /[\u3400-\u9fff\uf900-\ufaff]|[\u{20000}-\u{2fa1f}]/u.test(String(value ?? ''))
    ? 'validate.notChinese'
    : undefined;

/** SPEC §5 "Phone", checked in the spec's order: empty, digits, length 11, format. */
export const checkPhone: Check = (value) => {
  const phone = value == null ? '' : String(value).trim();
  if (phone === '') return 'validate.phoneEmpty';
  if (!/^\d+$/.test(phone)) return 'validate.phoneDigits';
  if (phone.length !== 11) return 'validate.phoneLength';
  return /^1[3-9]\d{9}$/.test(phone) ? undefined : 'validate.phoneFormat';
};

/** A URL with a scheme and a host (any scheme a browser opens: http, https, ftp...). */
export const checkUrl: Check = (value) =>
  /^[a-z][a-z\d+.-]*:\/\/[^\s/?#]+\.[^\s/?#]+[^\s]*$/i.test(String(value ?? '')) ? undefined : 'validate.url';

/** An address that starts with http:// or https://. */
export const checkHttp: Check = (value) =>
  /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(String(value ?? '')) ? undefined : 'validate.http';

export const checkEmail: Check = (value) =>
  /^[\w.+-]+@[a-z\d-]+(\.[a-z\d-]+)*\.[a-z]{2,}$/i.test(String(value ?? '')) ? undefined : 'validate.email';

/** SPEC §9 limits. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;
export const AVATAR_MAX_BYTES = 500 * 1024;
export const NAME_MAX = 20;
export const USERNAME_MAX = 10;
export const PHONE_LENGTH = 11;

/** SPEC §5 "Avatar": jpg or png only, at most 500 kb. Takes a File (or anything with type and size). */
export function checkAvatar(file: { type: string; size: number; name?: string }): ValidationKey | undefined {
  const byName = /\.(jpe?g|png)$/i.test(file.name ?? '');
  const byType = (AVATAR_TYPES as readonly string[]).includes(file.type);
  if (!byType && !(file.type === '' && byName)) return 'validate.avatarType';
  return file.size > AVATAR_MAX_BYTES ? 'validate.avatarSize' : undefined;
}

export const checkName: Check = (value) =>
  [...String(value ?? '')].length > NAME_MAX ? 'validate.nameLength' : undefined;

export const checkUsername: Check = (value) =>
  [...String(value ?? '')].length > USERNAME_MAX ? 'validate.usernameLength' : undefined;

/** SPEC §5 "Lock password". */
export const checkLockPassword: Check = (value) =>
  isEmpty(typeof value === 'string' ? value.trim() : value) ? 'validate.lockPassword' : undefined;

export interface RegistrationForm {
  tenantId?: string;
  account?: string;
  name?: string;
  password?: string;
  password2?: string;
}

/** SPEC §5 "Registration", checked in the spec's order; the first failure wins. */
export function checkRegistration(form: RegistrationForm): ValidationKey | undefined {
  if (isEmpty(form.tenantId?.trim())) return 'validate.tenantFirst';
  if (isEmpty(form.account?.trim())) return 'validate.accountRequired';
  if (isEmpty(form.password) || isEmpty(form.password2)) return 'validate.passwordFirst';
  if (form.password !== form.password2) return 'validate.passwordMismatch';
  return undefined;
}

/**
 * A required field with its own SPEC §5 message (e.g. 'please enter parameter name'): blank text, null
 * and empty lists fail; 0 and false pass. The rules of a page are built from it beside its fields.
 */
export const requiredCheck =
  (key: ValidationKey): Check =>
  (value) =>
    isEmpty(typeof value === 'string' ? value.trim() : value) ? key : undefined;

/** The message of a key in the current language. */
export function validationMessage(key: ValidationKey): string {
  return i18n.t(key);
}

/**
 * The antd Form rule of a check: `rules={[formRule(checkPhone)]}`. SPEC §5 says which fields are
 * checked on blur; their page asks for `trigger: 'onBlur'`.
 */
export function formRule(
  check: Check,
  options: { required?: boolean; trigger?: 'onBlur' | 'onChange' } = {},
) {
  return {
    required: options.required ?? false,
    validateTrigger: options.trigger ?? 'onChange',
    validator: (_rule: unknown, value: unknown): Promise<void> => {
      const key = check(value);
      return key ? Promise.reject(new Error(validationMessage(key))) : Promise.resolve();
    },
  };
}
