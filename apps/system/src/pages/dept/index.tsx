/**
 * Government organisations (PAGES.md "Departments"): the kit's tree page (search in the address, add
 * child, status) with the sort saved from the table through dept/sort. Parks and institutions use it too.
 */
import { type Resource, TreeCrudPage, treePrefetch, useCan, useSubmit } from '@lingxi/ui';
import { InputNumber } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Dept, dept, sortDepts } from './fields';

export { messages } from './messages';

/** The top level it shows first, asked for beside the menus right after login. */
export const prefetch = treePrefetch({ resource: dept });

/** The sort cell: a number saved through dept/sort when it changes (behind dept_edit). */
function SortCell({ row }: { row: Dept }) {
  const { t } = useTranslation();
  const can = useCan('dept');
  const [value, setValue] = useState<number | null>(row.sort ?? 0);
  const sort = useSubmit((sorted: { id: string; sort: number }) => sortDepts([sorted]), {
    success: 'dept.sortSaved',
    invalidates: [dept],
  });
  if (!can('edit')) return <span>{row.sort}</span>;
  const save = async () => {
    if (value === null || value === row.sort || !row.id) return;
    if (!(await sort.submit({ id: row.id, sort: value }))) setValue(row.sort ?? 0);
  };
  return (
    <InputNumber
      size="small"
      min={0}
      max={999999}
      precision={0}
      value={value}
      disabled={sort.busy}
      aria-label={`${t('dept.sort')} ${row.deptName}`}
      onChange={setValue}
      onBlur={() => void save()}
      onPressEnter={() => void save()}
    />
  );
}

/** A new organisation: under its parent, of the parent's category. */
const under = (parent?: Dept): Partial<Dept> => ({
  parentId: parent?.id ?? '0',
  sort: 1,
  ...(parent?.deptCategory ? { deptCategory: parent.deptCategory } : {}),
});

/** A department tree page (government organisations; parks and institutions). */
export function OrgTreePage({ resource, sortable }: { resource: Resource<Dept>; sortable: boolean }) {
  const shown = useMemo<Resource<Dept>>(
    () =>
      sortable
        ? {
            ...resource,
            fields: resource.fields.map((field) =>
              field.name === 'sort'
                ? {
                    ...field,
                    render: (_: unknown, row: Dept) => <SortCell key={`${row.id}:${row.sort}`} row={row} />,
                  }
                : field,
            ),
          }
        : resource,
    [resource, sortable],
  );
  return <TreeCrudPage<Dept> resource={shown} addChild={{ label: 'sys.addChild' }} initial={under} />;
}

export default function DeptPage() {
  return <OrgTreePage resource={dept} sortable />;
}
