import type { AnyCrudApi } from '@lingxi/core';
import {
  type Field,
  fieldsIn,
  invalidateResource,
  notifySuccess,
  PageFrame,
  type Resource,
  SearchForm,
  useCan,
} from '@lingxi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { InputNumber } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusField } from '../shared/status';
import { TreeList } from '../shared/TreeList';
import { type Dept, dept, deptApi, sortDepts } from './fields';

export { messages } from './messages';

/** The sort cell: a number saved through dept/sort when it changes (behind dept_edit). */
function SortCell({ row }: { row: Dept }) {
  const { t } = useTranslation();
  const can = useCan('dept');
  const queryClient = useQueryClient();
  const [value, setValue] = useState<number | null>(row.sort ?? 0);
  if (!can('edit')) return <span>{row.sort}</span>;
  const save = async () => {
    if (value === null || value === row.sort || !row.id) return;
    try {
      await sortDepts([{ id: row.id, sort: value }]);
      notifySuccess(t('dept.sortSaved'));
      await invalidateResource(queryClient, deptApi);
    } catch {
      setValue(row.sort ?? 0);
    }
  };
  return (
    <InputNumber
      size="small"
      min={0}
      max={999999}
      precision={0}
      value={value}
      aria-label={`${t('dept.sort')} ${row.deptName}`}
      onChange={setValue}
      onBlur={() => void save()}
      onPressEnter={() => void save()}
    />
  );
}

const under = (parent?: Dept): Partial<Dept> => ({
  parentId: parent?.id ?? '0',
  sort: 1,
  ...(parent?.deptCategory ? { deptCategory: parent.deptCategory } : {}),
});

/** A department tree page (government organisations; parks and institutions): search, lazy tree, status. */
export function OrgTreePage({
  resource,
  api,
  sortable,
}: {
  resource: Resource<Dept>;
  api: AnyCrudApi<Dept>;
  /** Sort in the table through dept/sort. */
  sortable: boolean;
}) {
  const [filters, setFilters] = useState<Record<string, string>>({});
  const searching = Object.keys(filters).length > 0;
  const fields = useMemo<Field<Dept>[]>(
    () => [
      ...resource.fields
        .filter((field) => !(field.hideIn ?? []).includes('table'))
        .map((field) =>
          sortable && field.name === 'sort'
            ? {
                ...field,
                render: (_: unknown, row: Dept) => <SortCell key={`${row.id}:${row.sort}`} row={row} />,
              }
            : field,
        ),
      statusField<Dept>(resource.name, api, (row) => row.deptName),
    ],
    [resource, api, sortable],
  );
  const load = useMemo(
    () => (parentId: string) =>
      // a search answers the matching departments of the whole tree, as a flat list
      (api.lazyList?.({ parentId, ...filters }) ?? Promise.resolve([])).then((rows) =>
        searching ? rows.map((row) => ({ ...row, hasChildren: false })) : rows,
      ),
    [api, filters, searching],
  );
  return (
    <PageFrame>
      <SearchForm
        name={resource.name}
        fields={fieldsIn(resource, 'search')}
        values={filters}
        onSearch={setFilters}
      />
      <TreeList<Dept>
        resource={resource}
        rootId="0"
        load={load}
        query={filters}
        initial={under}
        fields={fields}
      />
    </PageFrame>
  );
}

export default function DeptPage() {
  return <OrgTreePage resource={dept} api={deptApi} sortable />;
}
