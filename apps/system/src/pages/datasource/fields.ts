// Datasources (PAGES.md): name, driver, user name, password (write-only: never listed or answered), URL, remark.
import { crudApi } from '@lingxi/core';
import { defineResource, type Option } from '@lingxi/ui';

export interface Datasource {
  id?: string;
  name: string;
  driverClass: string;
  username: string;
  password?: string;
  url: string;
  remark?: string;
}

export const datasourceApi = crudApi<Datasource>('/lingxi-develop/datasource');

/** The JDBC drivers offered (BladeX's datasource page). */
export const DRIVERS = {
  'com.mysql.cj.jdbc.Driver': 'com.mysql.cj.jdbc.Driver',
  'org.postgresql.Driver': 'org.postgresql.Driver',
  'oracle.jdbc.OracleDriver': 'oracle.jdbc.OracleDriver',
  'com.microsoft.sqlserver.jdbc.SQLServerDriver': 'com.microsoft.sqlserver.jdbc.SQLServerDriver',
  'dm.jdbc.driver.DmDriver': 'dm.jdbc.driver.DmDriver',
} as const;

/** The datasources as choices (a tenant's datasource, a code definition's). */
export const DATASOURCE_OPTIONS = {
  key: 'datasource-options',
  load: async (): Promise<Option[]> =>
    (await datasourceApi.list({ size: 200 })).records.map((row) => ({
      value: String(row.id),
      label: row.name,
    })),
} as const;

export const datasource = defineResource<Datasource>({
  name: 'datasource', // datasource_add, datasource_edit, datasource_delete, datasource_view
  api: datasourceApi,
  fields: [
    { name: 'name', label: 'datasource.name', search: true, rules: ['required'] },
    {
      name: 'driverClass',
      label: 'datasource.driver',
      valueType: 'select',
      valueEnum: DRIVERS,
      search: true,
      rules: ['required'],
      width: 260,
    },
    { name: 'username', label: 'datasource.username', rules: ['required'] },
    // the server never answers it: a blank password on edit keeps the stored one
    {
      name: 'password',
      label: 'datasource.password',
      valueType: 'password',
      hideIn: ['table', 'view'],
      help: 'datasource.passwordHelp',
    },
    { name: 'url', label: 'datasource.url', rules: ['required'], span: 2, width: 320 },
    { name: 'remark', label: 'datasource.remark', valueType: 'textarea', hideIn: ['table'] },
  ],
});
