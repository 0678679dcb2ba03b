/**
 * Downloads and uploads (SPEC §7 "Logs and development", "Users", "Projects"): exports are GET blob
 * downloads with the token in the query, saved as .xlsx; uploads are multipart with the files under
 * the field `file` (repeated for several files).
 */
import { getConfig } from './config';
import { http, type R } from './http';
import { i18n } from './i18n';
import { sessionStore } from './session';

/** The spec's export file names (SPEC §7), in both interface languages. */
export const EXPORT_NAMES = {
  governmentUsers: { zh: '政府用户', en: 'government users' },
  operationLog: { zh: '操作日志', en: 'operation log' },
  loginLog: { zh: '登录日志', en: 'login log' },
} as const;

export type ExportName = keyof typeof EXPORT_NAMES;

export function exportFileName(name: ExportName, language = i18n.language): string {
  const names: Record<string, string> = EXPORT_NAMES[name];
  return `${names[language] ?? EXPORT_NAMES[name].zh}.xlsx`;
}

/** Query parameters of an export: the filters plus the token under the token header's name. */
export function exportParams(filters: Record<string, unknown> = {}): Record<string, unknown> {
  const { tokenHeader } = getConfig();
  return { ...filters, [tokenHeader]: sessionStore.getState().token };
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Downloads an export and saves it as `<spec name>.xlsx`; returns the file name used. */
export async function downloadExport(
  url: string,
  name: ExportName,
  filters: Record<string, unknown> = {},
): Promise<string> {
  const response = await http.get<Blob>(url, { params: exportParams(filters), responseType: 'blob' });
  const fileName = exportFileName(name);
  saveBlob(response.data, fileName);
  return fileName;
}

/** Sends files as multipart form data under `file` (repeated), plus extra text fields. */
export async function uploadFiles<T>(
  url: string,
  files: Blob | readonly Blob[],
  fields: Record<string, string> = {},
  onProgress?: (percent: number) => void,
): Promise<T> {
  const form = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) form.append('file', file);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await http.post<R<T>>(url, form, {
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return response.data.data;
}
