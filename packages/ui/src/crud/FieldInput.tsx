/**
 * A field's form control and its read-only display, chosen by its value type. Dates travel as text
 * (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`) and switches as 1/0, as the server has them.
 */
import { formRule, isEmpty } from '@lingxi/core';
import { DatePicker, Input, InputNumber, Radio, Switch, TreeSelect } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { iconOf } from '../pieces/icons';
import { IconPicker, ImageInput, ImageView } from '../pieces/laterPieces';
import { RichTextEditor, RichTextView } from '../pieces/RichText';
import { DictSelect, type DictSource, OptionSelect } from './DictSelect';
import { inLanguage, optionLabel, useOptions } from './data';
import type { Field, InputProps, Option } from './schema';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const translated = (options: Option[], t: Translate, staticEnum: boolean, language: string): Option[] =>
  staticEnum
    ? options.map((option) => ({ ...option, label: t(option.label) }))
    : inLanguage(options, language);

const isStatic = <T,>(field: Field<T>) =>
  field.valueEnum !== undefined &&
  !('dict' in field.valueEnum || 'bizDict' in field.valueEnum || 'load' in field.valueEnum);

/** The options of a field, with static labels translated and the server's in the interface language. */
export function useFieldOptions<T>(field: Field<T>): { options: Option[]; loading: boolean } {
  const { t, i18n } = useTranslation();
  const { options, loading } = useOptions(field.valueEnum);
  return { options: translated(options, t, isStatic(field), i18n.language), loading };
}

function EnumInput<T>({ field, ...props }: InputProps & { field: Field<T> }) {
  const { options, loading } = useFieldOptions(field);
  const value = props.value === undefined || props.value === null ? undefined : String(props.value);
  if (field.valueType === 'radio') {
    return (
      <Radio.Group
        {...props}
        value={value}
        options={options}
        onChange={(event) => props.onChange?.(event.target.value)}
      />
    );
  }
  if (field.valueType === 'treeSelect' && field.multiple) {
    // several values, kept as the server has them: ids joined by commas; a checked parent checks its
    // children, and every checked node is sent
    const values = typeof props.value === 'string' && props.value ? props.value.split(',') : [];
    return (
      <TreeSelect
        id={props.id}
        disabled={props.disabled}
        value={values}
        treeData={options}
        fieldNames={{ label: 'label', value: 'value', children: 'children' }}
        loading={loading}
        multiple
        treeCheckable
        showCheckedStrategy={TreeSelect.SHOW_ALL}
        allowClear
        showSearch
        treeNodeFilterProp="label"
        treeDefaultExpandAll
        style={{ width: '100%' }}
        onChange={(next: unknown) => {
          const ids = (next as (string | { value: string })[]).map((item) =>
            typeof item === 'string' ? item : item.value,
          );
          props.onChange?.(ids.join(','));
        }}
      />
    );
  }
  if (field.valueType === 'treeSelect') {
    return (
      <TreeSelect
        {...props}
        value={value}
        treeData={options}
        fieldNames={{ label: 'label', value: 'value', children: 'children' }}
        loading={loading}
        allowClear
        showSearch
        treeNodeFilterProp="label"
        treeDefaultExpandAll
      />
    );
  }
  return <OptionSelect {...props} options={options} loading={loading} />;
}

/** The dictionary a field's options come from, if they come from one. */
function dictOf<T>(field: Field<T>): DictSource | undefined {
  const source = field.valueEnum as Record<string, unknown> | undefined;
  if (typeof source?.dict === 'string') return { dict: source.dict };
  if (typeof source?.bizDict === 'string') return { bizDict: source.bizDict };
  return undefined;
}

/** The control of a field in a form (`disabled` when read-only). */
/** The rich-text editor of a form field, named by the field's label (a `<label for>` names no contenteditable). */
function FieldRichText({ label, ...props }: InputProps & { label: string }) {
  const { t } = useTranslation();
  return (
    <RichTextEditor
      id={props.id}
      aria-label={t(label)}
      disabled={props.disabled}
      value={props.value as string}
      onChange={props.onChange}
    />
  );
}

export function FieldInput<T>({ field, ...props }: InputProps & { field: Field<T> }): ReactNode {
  if (field.input) return field.input(props);
  switch (field.valueType) {
    case 'textarea':
      return (
        <Input.TextArea
          {...props}
          value={props.value as string}
          rows={4}
          onChange={(e) => props.onChange?.(e.target.value)}
        />
      );
    case 'password':
      return (
        <Input.Password
          {...props}
          value={props.value as string}
          autoComplete="new-password"
          onChange={(e) => props.onChange?.(e.target.value)}
        />
      );
    case 'number':
      return <InputNumber {...props} value={props.value as number} style={{ width: '100%' }} />;
    case 'select': {
      const dict = dictOf(field);
      return dict ? <DictSelect {...dict} {...props} /> : <EnumInput field={field} {...props} />;
    }
    case 'radio':
    case 'treeSelect':
      return <EnumInput field={field} {...props} />;
    case 'icon':
      return (
        <IconPicker
          id={props.id}
          disabled={props.disabled}
          value={props.value as string}
          onChange={props.onChange}
        />
      );
    case 'richText':
      return <FieldRichText label={field.label} {...props} />;
    case 'image':
      return <FieldImage label={field.label} {...props} />;
    case 'switch':
      return (
        <Switch
          id={props.id}
          disabled={props.disabled}
          checked={props.value === 1 || props.value === true || props.value === '1'}
          onChange={(checked) => props.onChange?.(checked ? 1 : 0)}
        />
      );
    case 'date':
    case 'dateTime': {
      const format = field.valueType === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT;
      const value = typeof props.value === 'string' && props.value ? dayjs(props.value) : null;
      return (
        <DatePicker
          id={props.id}
          disabled={props.disabled}
          value={value}
          showTime={field.valueType === 'dateTime'}
          style={{ width: '100%' }}
          {...(field.disabledDate
            ? { disabledDate: (day: Dayjs) => field.disabledDate?.(day.format(DATE_FORMAT)) === true }
            : {})}
          onChange={(date: Dayjs | null) => props.onChange?.(date ? date.format(format) : undefined)}
          // Enter picks the typed date: it does not submit the form around the field (issue 23)
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      );
    }
    default:
      return (
        <Input {...props} value={props.value as string} onChange={(e) => props.onChange?.(e.target.value)} />
      );
  }
}

/**
 * When a field's rules are checked: on leaving it, and for a date also on each change. A date picker
 * gives its form item no blur, so a date's rule ("after the start") was checked only by the next save
 * and a corrected date kept its message until then.
 */
export function validateTriggerOf<T>(field: Field<T>): string | string[] {
  return field.valueType === 'date' || field.valueType === 'dateTime' ? ['onBlur', 'onChange'] : 'onBlur';
}

/** The form rules of a field: the kit's generic 'please enter <label>', or a core check with its own message. */
export function fieldRules<T>(field: Field<T>, t: Translate): Rule[] {
  const choosing = ['select', 'radio', 'treeSelect', 'switch', 'date', 'dateTime', 'icon', 'image', 'upload'];
  return (field.rules ?? []).map((rule): Rule => {
    if (rule === 'required')
      return {
        required: true,
        // only text asks for more than blanks: a `whitespace` key, even false, makes antd check the
        // value's type as text, which refuses a number (a number field's or a switch's 1)
        ...(!choosing.includes(field.valueType ?? 'text') && field.valueType !== 'number'
          ? { whitespace: true }
          : {}),
        message: t(choosing.includes(field.valueType ?? 'text') ? 'crud.pleaseSelect' : 'crud.pleaseEnter', {
          label: t(field.label),
        }),
      };
    if (typeof rule === 'function') return formRule(rule, { required: true, trigger: 'onBlur' });
    if ('validate' in rule) {
      const { validate } = rule;
      return {
        validator: (_: unknown, value: unknown) => {
          const problem = validate(value);
          return problem ? Promise.reject(new Error(t(problem.key, problem.values))) : Promise.resolve();
        },
      };
    }
    if ('optional' in rule) {
      const check = rule.optional;
      return formRule(
        (value) => (isEmpty(typeof value === 'string' ? value.trim() : value) ? undefined : check(value)),
        {
          trigger: 'onBlur',
        },
      );
    }
    if ('sameAs' in rule) {
      const { sameAs, message = 'validate.passwordMismatch' } = rule;
      return ({ getFieldValue }) => ({
        validateTrigger: 'onBlur',
        validator: (_rule: unknown, value: unknown) =>
          isEmpty(value) || value === getFieldValue(sameAs)
            ? Promise.resolve()
            : Promise.reject(new Error(t(message))),
      });
    }
    if ('after' in rule) {
      const { after, message, orSame = false } = rule;
      return ({ getFieldValue }) => ({
        validateTrigger: validateTriggerOf(field),
        validator: (_rule: unknown, value: unknown) => {
          const other: unknown = getFieldValue(after);
          if (isEmpty(value) || isEmpty(other)) return Promise.resolve();
          const [a, b] = [String(value), String(other)];
          return a > b || (orSame && a === b) ? Promise.resolve() : Promise.reject(new Error(t(message)));
        },
      });
    }
    return { pattern: rule.pattern, message: t(rule.message), validateTrigger: 'onBlur' };
  });
}

/** The fields whose value a field's rules compare with (`sameAs`, `after`): its check runs again when they change. */
export function ruleDependencies<T>(field: Field<T>): string[] {
  return (field.rules ?? []).flatMap((rule) =>
    typeof rule === 'object' && 'sameAs' in rule
      ? [rule.sameAs]
      : typeof rule === 'object' && 'after' in rule
        ? [rule.after]
        : [],
  );
}

/** A value shown by its type where text would not do (an icon, rich text); undefined for text. */
export function displayNode<T>(field: Field<T>, value: unknown): ReactNode | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (field.valueType === 'icon') {
    return (
      <span className="lx-icon-value">
        {iconOf(String(value))} <small>{String(value)}</small>
      </span>
    );
  }
  if (field.valueType === 'richText') return <RichTextView html={String(value)} />;
  if (field.valueType === 'image') return <FieldImageView label={field.label} link={String(value)} />;
  return undefined;
}

/** The image field's control, its text alternative the field's label. */
function FieldImage({ label, ...props }: InputProps & { label: string }) {
  const { t } = useTranslation();
  return <ImageInput {...props} label={t(label)} />;
}

function FieldImageView({ label, link }: { label: string; link: string }) {
  const { t } = useTranslation();
  return <ImageView link={link} label={t(label)} />;
}

/** A value as text for the table and the detail view (options by label, switches as yes/no). */
export function displayValue<T>(
  field: Field<T>,
  value: unknown,
  options: readonly Option[],
  t: Translate,
): string {
  if (value === undefined || value === null || value === '') return '';
  if (field.valueType === 'password') return '••••••';
  if (field.valueType === 'switch')
    return t(value === 1 || value === true || value === '1' ? 'crud.yes' : 'crud.no');
  if (field.valueType === 'status') return t(Number(value) === 1 ? 'pieces.status.on' : 'pieces.status.off');
  if (field.valueEnum) {
    const values = Array.isArray(value) ? value : String(value).split(',');
    return values.map((one) => optionLabel(options, one) ?? String(one)).join(', ');
  }
  return String(value);
}
