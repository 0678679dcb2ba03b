/** The status column of a resource with `switch-status` (SPEC §4): a switch behind `<name>_edit`. */
import type { AnyCrudApi } from '@lingxi/core';
import { type Field, invalidateResource, type Row, StatusSwitch, useCan } from '@lingxi/ui';
import { useQueryClient } from '@tanstack/react-query';

function RowStatus<T extends Row>({
  api,
  name,
  row,
  label,
}: {
  api: AnyCrudApi<T>;
  name: string;
  row: T & { status?: number };
  label: string;
}) {
  const can = useCan(name);
  const queryClient = useQueryClient();
  return (
    <StatusSwitch
      checked={Number(row.status) === 1}
      editable={can('edit')}
      aria-label={label}
      onChange={async (on) => {
        await api.switchStatus?.([String(row.id)], on);
        await invalidateResource(queryClient, api);
      }}
    />
  );
}

/** A table field showing the record's status as a switch; `labelOf` names the row for assistive tech. */
export function statusField<T extends Row & { status?: number }>(
  name: string,
  api: AnyCrudApi<T>,
  labelOf: (row: T) => string,
): Field<T> {
  return {
    name: 'status' as Extract<keyof T, string>,
    label: 'sys.status',
    valueType: 'switch',
    width: 110,
    hideIn: ['add', 'edit'],
    render: (_value, row) => <RowStatus api={api} name={name} row={row} label={labelOf(row)} />,
  };
}
