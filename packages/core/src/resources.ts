/**
 * Resources that more than one app reads: their URLs are declared once, here (a centre's own
 * resources are declared in the centre). The shell's home page counts them; the centres page them.
 */
import { crudApi } from './crud';

/** SPEC §3 "System parameter". */
export interface Param {
  id?: string;
  paramName: string;
  paramKey: string;
  paramValue: string;
}

export const paramApi = crudApi<Param>('/lingxi-system/param');
/** Login records (SPEC §7 "Logs and development"): paged at `page`. */
export const loginRecordApi = crudApi<Record<string, unknown>>('/lingxi-app-loginRecode/loginrecord').having({
  list: 'page',
  detail: 'detail',
});
export const operationLogApi = crudApi<Record<string, unknown>>('/lingxi-operation-log');
/** The operator variants of the user calls (SPEC §7 "Users"), under /lx-operation. */
export const operatorUserApi = crudApi<Record<string, unknown>>('/lx-operation/lingxi-user').having({
  list: 'page',
});
