// Code generator (PAGES.md): definitions (datasource, module, service, table, prefix, key, package, base and
// wrapper modes, paths); copy one as '<name>-copy'; generate the selected ones as a zip.
import { crudApi, http, saveBlob } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';
import { DATASOURCE_OPTIONS } from '../datasource/fields';
import { zipName } from './rules';

export interface CodeDef {
  id?: string;
  datasourceId?: string;
  codeName: string;
  serviceName: string;
  tableName: string;
  tablePrefix?: string;
  pkName?: string;
  packageName: string;
  baseMode?: number;
  wrapMode?: number;
  apiPath?: string;
  webPath?: string;
}

export const codeApi = crudApi<CodeDef>('/lingxi-develop/code');

/** Copies a definition; the server names the copy '<name>-copy'. */
export const copyCode = (row: CodeDef) => codeApi.custom('copy', { method: 'POST', params: { id: row.id } });

/** Generates the definitions' code and saves the zip the server answers; answers the file name. */
export async function generateCode(rows: readonly CodeDef[]): Promise<string> {
  const response = await http.post<Blob>(`${codeApi.base}/gen-code`, null, {
    params: { ids: rows.map((row) => row.id).join(','), system: 'react' },
    responseType: 'blob',
  });
  const name = zipName(
    response.headers['content-disposition'],
    rows.length === 1 ? rows[0]?.codeName : undefined,
  );
  saveBlob(response.data, name);
  return name;
}

const MODES = { '1': 'code.no', '2': 'code.yes' } as const;

export const code = defineResource<CodeDef>({
  name: 'code', // code_add (copy too), code_edit, code_delete, code_view (generate)
  api: codeApi,
  fields: [
    {
      name: 'datasourceId',
      label: 'code.datasource',
      valueType: 'select',
      valueEnum: DATASOURCE_OPTIONS,
      width: 140,
    },
    {
      name: 'codeName',
      label: 'code.codeName',
      search: true,
      sortable: true,
      rules: ['required'],
      width: 140,
    },
    { name: 'serviceName', label: 'code.serviceName', search: true, rules: ['required'], width: 150 },
    { name: 'tableName', label: 'code.tableName', search: true, rules: ['required'], width: 150 },
    { name: 'tablePrefix', label: 'code.tablePrefix', width: 110 },
    { name: 'pkName', label: 'code.pkName', initialValue: 'id', width: 90 },
    { name: 'packageName', label: 'code.packageName', rules: ['required'], width: 180 },
    {
      name: 'baseMode',
      label: 'code.baseMode',
      valueType: 'radio',
      valueEnum: MODES,
      initialValue: '2',
      hideIn: ['table'],
    },
    {
      name: 'wrapMode',
      label: 'code.wrapMode',
      valueType: 'radio',
      valueEnum: MODES,
      initialValue: '2',
      hideIn: ['table'],
    },
    { name: 'apiPath', label: 'code.apiPath', span: 2, hideIn: ['table'] },
    { name: 'webPath', label: 'code.webPath', span: 2, hideIn: ['table'] },
  ],
});
