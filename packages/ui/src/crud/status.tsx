/**
 * `valueType: 'status'` (SPEC §4 enable / disable: projects, departments, parks, regions, dictionary
 * entries, users): the table shows the record's status as a switch behind `<name>_edit`, which asks,
 * calls the resource's `switchStatus`, says what happened ('enabled: <name>') and refreshes the lists.
 * The form never edits it (the server has its own call); the detail view shows it as text.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusSwitch } from '../pieces/StatusSwitch';
import { useCan } from './actions';
import { invalidateWrites } from './data';
import type { Field, Resource, Row } from './schema';
import { notifySuccess } from './useEntityForm';

// biome-ignore lint/suspicious/noExplicitAny: the resource of any page, read only for its name, api and fields
type AnyResource = Resource<any>;

const ResourceContext = createContext<AnyResource | null>(null);

/** The resource whose rows the tables inside show (CrudPage and TreeCrudPage provide it themselves). */
export function ResourceScope({ resource, children }: { resource: AnyResource; children: ReactNode }) {
  return <ResourceContext.Provider value={resource}>{children}</ResourceContext.Provider>;
}

/** Whether a status value means enabled (the server's 1). */
export const isEnabled = (value: unknown): boolean => Number(value) === 1;

/** What names a row for the switch's label and the message: the first text column. */
function rowName(resource: AnyResource, row: Row): string {
  const field = resource.fields.find(
    (one) => (one.valueType ?? 'text') === 'text' && !(one.hideIn ?? []).includes('table'),
  );
  const value = field ? (row as Record<string, unknown>)[field.name] : undefined;
  return value === undefined || value === null ? '' : String(value);
}

/**
 * A record's status switch (the table cell of a 'status' field; a form beside a tree shows one for its
 * record, inside `ResourceScope`). `name` names the record, the first text column by default.
 */
export function StatusCell<T extends Row>({
  row,
  field,
  name: ownName,
}: {
  row: T;
  field: Field<T>;
  name?: string;
}) {
  const { t } = useTranslation();
  const resource = useContext(ResourceContext);
  const can = useCan(resource?.name ?? '', { platform: resource?.platform });
  const queryClient = useQueryClient();
  const value = (row as Record<string, unknown>)[field.name];
  const switchStatus = resource?.api.switchStatus;
  const name = ownName ?? (resource ? rowName(resource, row) : '');
  return (
    <StatusSwitch
      checked={isEnabled(value)}
      editable={Boolean(switchStatus && row.id !== undefined) && can('edit')}
      aria-label={`${t(field.label)} ${name}`.trim()}
      onChange={async (on) => {
        if (!switchStatus || !resource) return;
        await switchStatus([String(row.id)], on);
        notifySuccess(t(on ? 'crud.enabled' : 'crud.disabled', { name }));
        await invalidateWrites(queryClient, resource);
      }}
    />
  );
}
