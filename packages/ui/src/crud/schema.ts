/**
 * A resource is a name, its calls and its fields (STYLE.md): the one description that drives a page's
 * table, search form, detail view and add/edit form. The vocabulary is Ant Design ProTable's
 * (`valueType`, `valueEnum`, `hideIn`, `readOnlyIn`, `rules`, `render`), so anyone who knows Ant Design
 * Pro reads it at once.
 */
import type { AnyCrudApi, Check, Id, ListQuery, TreeNode } from '@lingxi/core';
import type { ReactNode } from 'react';

export type ValueType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'select'
  | 'radio'
  | 'switch'
  | 'date'
  | 'dateTime'
  | 'dateRange'
  | 'treeSelect'
  | 'password'
  | 'upload'
  | 'image'
  | 'richText'
  | 'icon'
  /** The record's enable / disable switch (SPEC §4), through the resource's `switchStatus`; never in a form. */
  | 'status';

/** Where a field can appear. */
export type Mode = 'table' | 'search' | 'view' | 'add' | 'edit';

export interface Option {
  value: string;
  label: string;
  /** The i18n key of a label from the server (a dictionary's `dict.<code>.<key>`): English has its own text. */
  text?: string;
  /** Children of a tree select's option. */
  children?: Option[];
}

/**
 * The choices of a select, radio or tree select: static (value → i18n key of the label), a dictionary
 * of the server (`dict`: system dictionary, `bizDict`: business dictionary, SPEC §7 "Dictionaries"),
 * or any loader (a resource's `tree`, `all`...). Loaded choices are cached per session.
 */
export type ValueEnum =
  | Readonly<Record<string, string>>
  | { readonly dict: string }
  | { readonly bizDict: string }
  | { readonly key: string; readonly load: () => Promise<Option[] | TreeNode[]> };

/**
 * 'required' asks for the field with the kit's generic message; a core check (e.g. a page's
 * `requiredCheck('validate.paramName')`, or `checkPhone`) is required too and answers with its own
 * SPEC §5 message. `{ optional: check }` checks a value only when one is given (an optional phone or
 * e-mail); `{ sameAs: 'password' }` asks for the same value as another field ('the two passwords do not
 * match'); `{ after: 'openDate', message }` asks for a value later than another field's (a closing date
 * after an opening date; `orSame` lets it equal it), compared as the server has them (dates as text),
 * and only when both are given; `{ pattern, message }` checks a format the server also checks (a code),
 * with the i18n key of its message. All are checked on blur.
 */
export type FieldRule =
  | 'required'
  | Check
  | { readonly optional: Check }
  | { readonly sameAs: string; readonly message?: string }
  | { readonly after: string; readonly message: string; readonly orSame?: boolean }
  | { readonly pattern: RegExp; readonly message: string };

export interface InputProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
}

export interface Field<T> {
  name: Extract<keyof T, string>;
  /** i18n key of the label. */
  label: string;
  /**
   * The label for the record being edited or shown, when another field relabels it (an SMS
   * configuration's category names its keys); `label` when it answers undefined (and in the table).
   */
  labelFor?: (record: Partial<T>) => string | undefined;
  /** How the value is shown and edited; 'text' by default. */
  valueType?: ValueType;
  valueEnum?: ValueEnum;
  /** A tree select of several values (roles, departments, posts), kept as ids joined by commas. */
  multiple?: boolean;
  /** The field is a filter of the search form. */
  search?: boolean;
  /** Modes the field does not appear in ('search' is opt-in through `search`). */
  hideIn?: readonly Mode[];
  /** Modes the field shows but does not edit (e.g. a child's parent code on edit). */
  readOnlyIn?: readonly Mode[];
  rules?: readonly FieldRule[];
  /** The value a new record starts with. */
  initialValue?: unknown;
  /** The table sorts on it through the server (`ascs` / `descs`). */
  sortable?: boolean;
  /** Width of the table column, in pixels. */
  width?: number;
  /** A cell of the table. */
  render?: (value: unknown, row: T) => ReactNode;
  /** The form control, when no value type fits. */
  input?: (props: InputProps) => ReactNode;
  /** A hint under the form control (i18n key). */
  help?: string;
  /** Field width in the form grid: 2 takes a whole row (textareas, rich text do by default). */
  span?: 1 | 2;
}

export type Row = { id?: Id };

export interface Resource<T extends Row> {
  /** Permission codes `<name>_add/_edit/_delete/_view` (SPEC §6, Saber convention). */
  name: string;
  api: AnyCrudApi<T>;
  fields: readonly Field<T>[];
  /**
   * The date-range filter of the list: the creation date of the generic list pages (SPEC §2) by default;
   * another time field of the record with its label (`{ field: 'certifyTime', label: 'x.certifyTime' }`:
   * `certifyTime_datege` / `_datelt`); false for none.
   */
  dateRange?: boolean | { readonly field: string; readonly label: string };
  /** Shows the creation-time column (and in the detail view). Default true. */
  createTime?: boolean;
  /** Filters every list of the page sends (e.g. a user type). */
  baseQuery?: ListQuery;
  /** 'drawer' for user and log pages (PAGES.md); a dialog otherwise. */
  form?: 'dialog' | 'drawer';
  /** The i18n key of the page title; the menu's name otherwise. */
  title?: string;
  /**
   * Platform data, shared by every tenant (the gateway's resources that are not tenant-owned: menus,
   * the general dictionary, regions, base codes): only the platform tenant is offered its writes.
   */
  platform?: boolean;
  /**
   * Other resources whose lists show this one's records (by name, or the resource itself): a write here
   * refreshes them too (refine's `invalidates`). A write always refreshes the resource's own queries,
   * and the dictionary look-ups it serves.
   */
  invalidates?: readonly Invalidates[];
}

/** A resource a write refreshes: its name (every resource defined under it), or the resource itself. */
export type Invalidates =
  | string
  | { readonly api: { readonly base: string }; readonly invalidates?: readonly Invalidates[] | undefined };

/** The base paths of the resources defined under each name, for `invalidates: ['dict']`. */
const named = new Map<string, Set<string>>();

/** The base paths of the resources defined under a name (those whose module has been loaded). */
export function basesNamed(name: string): readonly string[] {
  return [...(named.get(name) ?? [])];
}

export function defineResource<T extends Row>(resource: Resource<T>): Resource<T> {
  const bases = named.get(resource.name) ?? new Set<string>();
  bases.add(resource.api.base);
  named.set(resource.name, bases);
  return resource;
}

/** Whether a field is left out of a mode (a status is never in the add or edit form: it has its own call). */
export function hiddenIn<T>(field: Field<T>, mode: Mode): boolean {
  if (field.valueType === 'status' && (mode === 'add' || mode === 'edit')) return true;
  return (field.hideIn ?? []).includes(mode);
}

/** The fields shown in a mode (search fields are opt-in). */
export function fieldsIn<T extends Row>(resource: Resource<T>, mode: Mode): Field<T>[] {
  return resource.fields.filter((field) =>
    mode === 'search' ? field.search === true : !hiddenIn(field, mode),
  );
}

/** The i18n key of a field's label for a record (its `labelFor`, else its `label`). */
export function labelOf<T>(field: Field<T>, record: Partial<T> | undefined): string {
  return (record && field.labelFor?.(record)) || field.label;
}

export function readOnlyIn<T>(field: Field<T>, mode: Mode): boolean {
  return mode === 'view' || (field.readOnlyIn ?? []).includes(mode);
}

/** A label's first letter in upper case (English sentence case; Chinese is unchanged). */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
