// The `{ after }` rule: a value later than another field's (a closing date after an opening date),
// checked only when both are given, again whenever the other field changes.
import { describe, expect, it } from 'vitest';
import { fieldRules, ruleDependencies } from '../src/crud/FieldInput';
import type { Field } from '../src/crud/schema';

interface Window {
  openDate?: string;
  closeDate?: string;
}

const t = (key: string) => `text:${key}`;

function check(field: Field<Window>, form: Window, value: unknown): Promise<void> {
  const rule = fieldRules(field, t)[0] as (form: { getFieldValue(name: string): unknown }) => {
    validator(rule: unknown, value: unknown): Promise<void>;
  };
  return rule({ getFieldValue: (name) => form[name as keyof Window] }).validator({}, value);
}

const closing: Field<Window> = {
  name: 'closeDate',
  label: 'close',
  valueType: 'date',
  rules: [{ after: 'openDate', message: 'window.closeAfterOpen' }],
};

describe('the after rule', () => {
  it('passes a later value and refuses the same or an earlier one with its message', async () => {
    await expect(check(closing, { openDate: '2026-03-01' }, '2026-03-02')).resolves.toBeUndefined();
    await expect(check(closing, { openDate: '2026-03-01' }, '2026-03-01')).rejects.toThrow(
      'text:window.closeAfterOpen',
    );
    await expect(check(closing, { openDate: '2026-03-10' }, '2026-03-02')).rejects.toThrow(
      'text:window.closeAfterOpen',
    );
  });

  it('lets the value equal the other with orSame, and says nothing while either is empty', async () => {
    const sameDay: Field<Window> = { ...closing, rules: [{ after: 'openDate', message: 'm', orSame: true }] };
    await expect(check(sameDay, { openDate: '2026-03-01' }, '2026-03-01')).resolves.toBeUndefined();
    await expect(check(sameDay, { openDate: '2026-03-01' }, '2026-02-28')).rejects.toThrow('text:m');
    await expect(check(closing, {}, '2026-03-01')).resolves.toBeUndefined();
    await expect(check(closing, { openDate: '2026-03-01' }, undefined)).resolves.toBeUndefined();
  });

  it('is checked again when the other field changes', () => {
    expect(ruleDependencies(closing)).toEqual(['openDate']);
  });
});
