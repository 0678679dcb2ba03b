/**
 * The data-scope and API-scope pages (PAGES.md "Data scopes, API scopes"): the menu tree; per menu a
 * drawer listing its rules with add, edit, view and delete, each behind the page's permission codes.
 */
import {
  type CrudAction,
  CrudTable,
  CrudToolbar,
  defineResource,
  EntityDialog,
  fieldsIn,
  type ListState,
  openAction,
  type Resource,
  RowActions,
  removeAction,
  sentenceCase,
  standardRowActions,
  TreeCrudPage,
  useCan,
  useCrudList,
  useDisclosure,
  useEntityForm,
  useRunAction,
  useTableSettings,
} from '@lingxi/ui';
import { Drawer } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Menu, menuApi, menusUnder } from '../menu/fields';
import type { Scope } from './ScopeInputs';

function ScopeDrawer<T extends Scope>({
  resource,
  menu,
  onClose,
}: {
  resource: Resource<T>;
  menu: Menu;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const can = useCan(resource.name, { platform: resource.platform });
  const run = useRunAction(resource);
  const form = useEntityForm(resource);
  const { settings, update } = useTableSettings(`${resource.name}-rules`);
  const [paging, setPaging] = useState<ListState>({ current: 1, size: 10, filters: {} });
  const [selected, setSelected] = useState<T[]>([]);
  const list = useCrudList(resource.api, {
    ...resource.baseQuery,
    current: paging.current,
    size: paging.size,
  });

  const toolbar = useMemo<CrudAction<T>[]>(
    () =>
      [
        {
          key: 'add',
          label: 'crud.add',
          code: 'add',
          primary: true,
          run: () => {
            form.open('add', undefined, { menuId: String(menu.id), resourceCode: menu.code } as Partial<T>);
            return undefined;
          },
        } satisfies CrudAction<T>,
        removeAction(resource),
      ].filter((action) => can(action.code)),
    [resource, menu, form.open, can],
  );
  const rowActions = useMemo(
    () => standardRowActions(resource, form).filter((action) => can(action.code)),
    [resource, form, can],
  );
  const fields = fieldsIn(resource, 'table');
  const onAction = async (action: CrudAction<T>, rows: T[]) => {
    if ((await run(action, rows)) && action.key === 'delete') setSelected([]);
  };

  return (
    <Drawer
      open
      size={900}
      title={t('scope.rulesOf', { name: menu.name })}
      onClose={onClose}
      maskClosable={false}
    >
      <CrudToolbar<T>
        actions={toolbar}
        onAction={(action) => void onAction(action, selected)}
        onRefresh={list.refetch}
        refreshing={list.fetching}
        columns={fields.map((field) => ({ key: field.name as string, label: sentenceCase(t(field.label)) }))}
        settings={settings}
        onSettings={update}
        fullScreen={false}
        onFullScreen={() => undefined}
      />
      <CrudTable<T>
        name={`${resource.name}-rules`}
        label={t('scope.rulesOf', { name: menu.name })}
        fields={fields}
        rows={list.page?.records}
        loading={list.loading}
        failed={list.failed}
        onRetry={list.refetch}
        settings={settings}
        paging={{
          state: paging,
          total: Number(list.page?.total ?? 0),
          onChange: (current, size) =>
            setPaging((state) => ({ ...state, current: size === state.size ? current : 1, size })),
          onSort: () => undefined,
        }}
        selection={{ selected, onChange: setSelected }}
        rowActions={
          rowActions.length
            ? (row) => <RowActions row={row} actions={rowActions} onAction={onAction} />
            : undefined
        }
      />
      <EntityDialog resource={resource} form={form} />
    </Drawer>
  );
}

/** The menu tree of a scope page: menus only, read-only, each with its rules. */
export function ScopePage<T extends Scope>({
  name,
  rulesOf,
}: {
  name: string;
  rulesOf: (menu: Menu) => Resource<T>;
}) {
  const shown = useDisclosure<Menu>();
  const menu = shown.record ?? null;
  const tree = useMemo(
    () =>
      defineResource<Menu>({
        name,
        api: menuApi, // its tree is cached under the page's name (menus only, without buttons)
        dateRange: false,
        createTime: false,
        fields: [
          { name: 'name', label: 'menus.name', width: 220 },
          { name: 'path', label: 'menus.path', width: 240 },
          { name: 'source', label: 'menus.icon', valueType: 'icon', width: 200 },
          { name: 'code', label: 'menus.code', width: 180 },
        ],
      }),
    [name],
  );
  const rowActions = useMemo(
    () => [openAction('rules', 'scope.settings', 'view', 'one', shown)],
    [shown.show],
  );
  const rules = useMemo(() => (menu ? rulesOf(menu) : null), [menu, rulesOf]);
  return (
    <>
      <TreeCrudPage
        resource={tree}
        load={menusUnder}
        standard={{ add: false, edit: false, delete: false, view: false }}
        rowActions={rowActions}
      />
      {menu && rules && <ScopeDrawer resource={rules} menu={menu} onClose={shown.close} />}
    </>
  );
}
