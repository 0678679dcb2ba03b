/**
 * A resource is a name, its calls and its fields (STYLE.md): the one description that drives the
 * table, the search form and the view/add/edit dialog of a CrudPage.
 */
import type { Check, CrudApi, Id } from '@lingxi/core';

/**
 * 'required' asks for the field with the kit's generic message; a core check (e.g. a page's
 * `requiredCheck('validate.paramName')`) is required too and answers with its own SPEC §5 message.
 */
export type FieldRule = 'required' | Check;

export interface Field<T> {
  name: Extract<keyof T, string>;
  /** i18n key of the label. */
  label: string;
  /** Appears in the search form. */
  search?: boolean;
  input?: 'text' | 'textarea' | 'number' | 'select';
  /** Choices of a select, value → i18n key. */
  options?: Record<string, string>;
  rules?: FieldRule[];
  hideInTable?: boolean;
  hideInForm?: boolean;
  /** Shown but not editable in the dialog. */
  readOnly?: boolean;
  width?: number;
}

export interface Resource<T extends { id?: Id }> {
  /** Permission codes `<name>_add/_edit/_delete/_view` (SPEC §6, Saber convention). */
  name: string;
  api: CrudApi<T>;
  fields: Field<T>[];
  /** Adds the createTime date-range filter of the generic list pages (SPEC §2). Default true. */
  dateRange?: boolean;
  /** Shows the createTime column. Default true. */
  createTime?: boolean;
}

export function defineResource<T extends { id?: Id }>(resource: Resource<T>): Resource<T> {
  return resource;
}
