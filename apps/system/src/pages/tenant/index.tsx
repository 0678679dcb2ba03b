import { type CrudAction, CrudPage, listPrefetch, useActionDialog } from '@lingxi/ui';
import {
  DATASOURCE_FIELDS,
  SETTING_FIELDS,
  type Tenant,
  type TenantDatasource,
  type TenantSetting,
  tenant,
  tenantApi,
} from './fields';
import { isUnlimited, settingParams } from './rules';

export { messages } from './messages';

/** The list it shows first, asked for beside the menus right after login. */
export const prefetch = listPrefetch(tenant);

export default function TenantPage() {
  const settings = useActionDialog<Tenant, TenantSetting>(tenant, {
    title: 'tenant.setting',
    fields: SETTING_FIELDS,
    // one tenant's current values; several start empty
    initial: (rows) =>
      rows.length === 1 && rows[0]
        ? {
            accountNumber: isUnlimited(rows[0].accountNumber) ? null : rows[0].accountNumber,
            expireTime: rows[0].expireTime ?? null,
          }
        : {},
    submit: (values, rows) =>
      tenantApi.custom('setting', {
        method: 'POST',
        params: settingParams(
          rows.map((row) => String(row.id)),
          values,
        ),
      }),
  });
  const datasource = useActionDialog<Tenant, TenantDatasource>(tenant, {
    title: 'tenant.datasourceSetting',
    fields: DATASOURCE_FIELDS,
    initial: (rows) => (rows[0]?.datasourceId ? { datasourceId: String(rows[0].datasourceId) } : {}),
    submit: (values, rows) =>
      tenantApi.custom('datasource', {
        method: 'POST',
        params: { tenantId: rows[0]?.tenantId, datasourceId: values.datasourceId },
      }),
  });
  const actions: CrudAction<Tenant>[] = [
    { key: 'setting', label: 'tenant.setting', code: 'edit', select: 'many', run: settings.open },
    {
      key: 'datasource',
      label: 'tenant.datasourceSetting',
      code: 'edit',
      select: 'one',
      run: datasource.open,
    },
  ];
  return (
    <>
      <CrudPage resource={tenant} actions={actions} />
      {settings.dialog}
      {datasource.dialog}
    </>
  );
}
