/**
 * Formats the server checks too (the gateway's `CODE` and code patterns), as form rules: the field is
 * marked on blur with the message instead of one toast per save. Phones and e-mails take core's
 * `checkPhone` / `checkEmail` (SPEC §5 messages): `rules: [checkPhone]`, or `[{ optional: checkEmail }]`.
 */
import type { FieldRule } from './schema';

/** A code that starts with a letter: letters, digits, `_`, `.`, `-` (dictionary, menu, top-menu codes). */
export const CODE_RULE: FieldRule = { pattern: /^[A-Za-z][\w.-]{0,63}$/, message: 'crud.rule.code' };

/** A code of letters, digits, `_` and `-`, at most `max` long (post, SMS, OSS, project codes). */
export const codeCharsRule = (max: number): FieldRule => ({
  pattern: new RegExp(`^[\\w-]{1,${max}}$`),
  message: 'crud.rule.codeChars',
});
