/**
 * Resources that more than one app reads: their URLs are declared once, here (a centre's own
 * resources are declared in the centre). The shell's home page counts them; the centres page them.
 */
import { crudApi } from './crud';
import { uploadFiles } from './transfer';

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

/** What the object store's attachment upload answers (SPEC §7 `oss/endpoint/put-file-attach`). */
export interface UploadedAttachment {
  attachId: string;
  link: string;
  domain?: string;
  name: string;
  originalName: string;
}

/**
 * Uploads one file into the object store; the server records it as an attachment of the tenant (the
 * attachments page of the system centre, an appeal's attachments in the business centre).
 */
export const uploadAttachment = (file: Blob): Promise<UploadedAttachment> =>
  uploadFiles<UploadedAttachment>('/lingxi-resource/oss/endpoint/put-file-attach', file);

/**
 * Where a stored file is fetched from: an http(s) address as it is, a path of the gateway's own
 * (`/oss/…`) on the gateway's origin; undefined for anything else (no `javascript:`, protocol-relative
 * or backslash address reaches a link or an image).
 */
export function attachmentHref(link: string | null | undefined, apiBase: string): string | undefined {
  if (!link) return undefined;
  const text = link.trim();
  if (/^https?:\/\/[^\s/]/i.test(text)) return text;
  if (!/^\/(?!\/)/.test(text) || text.includes('\\')) return undefined;
  const base = /^https?:\/\//i.test(apiBase) ? new URL(apiBase).origin : '';
  return `${base}${text}`;
}
