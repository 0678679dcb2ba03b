/**
 * The export of a list page (PAGES.md "Export"): an ExportButton that sends the list's current filters,
 * as the address holds them (search fields, creation-date range, sort), without its page and size.
 *
 * ```tsx
 * <CrudPage resource={loginLog} toolbarExtra={
 *   <ResourceExportButton resource={loginLog} url="/lingxi-app-loginRecode/loginrecord/export" exportName="loginLog" />
 * } />
 * ```
 */
import type { ListQuery } from '@lingxi/core';
import { ExportButton, type ExportButtonProps } from '../pieces/ExportButton';
import { useResourceList } from './CrudPage';
import type { Resource, Row } from './schema';

/** What an export sends: the list's query without its paging. */
export function exportQuery(query: ListQuery): ListQuery {
  const { current: _current, size: _size, ...filters } = query;
  return filters;
}

export type ResourceExportButtonProps<T extends Row> = Omit<ExportButtonProps, 'filters'> & {
  resource: Resource<T>;
  /** Filters from outside the search form (as given to CrudPage's `query`). */
  query?: ListQuery;
};

export function ResourceExportButton<T extends Row>({
  resource,
  query,
  ...button
}: ResourceExportButtonProps<T>) {
  // the list's state only: CrudPage fetches it
  const list = useResourceList(resource, query, false);
  return <ExportButton {...(button as ExportButtonProps)} filters={exportQuery(list.query)} />;
}
