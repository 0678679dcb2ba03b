/**
 * A policy's files (gateway README "Policies"): what a save sends of them, and the name and type a
 * downloaded file is saved under. Pure.
 */
import type { PolicyFile } from './api';

/** The kept files a form value holds (anything else: none). */
export function fileList(value: unknown): PolicyFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (one): one is PolicyFile =>
      typeof one === 'object' && one !== null && /^\d{1,19}$/.test(String((one as PolicyFile).attachId)),
  );
}

/**
 * A policy as the save call takes it: the kept files and a newly uploaded one become `attachIds` (each
 * once, in order); the form's own fields for them are not sent. Without `attachments` and without a new
 * file the files are left as they are.
 */
export function savedPolicy<T extends object>(
  entity: T,
  uploadedId?: string,
): Omit<T, 'attachments' | 'newFile'> & { attachIds?: string } {
  const {
    attachments,
    newFile: _chosen,
    ...rest
  } = entity as T & { attachments?: unknown; newFile?: unknown };
  if (attachments === undefined && !uploadedId) return rest;
  const ids = [
    ...fileList(attachments).map((one) => String(one.attachId)),
    ...(uploadedId ? [uploadedId] : []),
  ];
  return { ...rest, attachIds: [...new Set(ids)].join(',') };
}

/** The file name of a `Content-Disposition`: the UTF-8 `filename*`, else `filename`, else the fallback. */
export function dispositionName(header: string, fallback: string): string {
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // a malformed escape: the plain name below
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || fallback;
}

export interface DownloadedFile {
  name: string;
  type: string;
  blob: Blob;
}

/** A download as it is saved: the server's name and content type (the list's name when none came). */
export function downloadedFile(
  data: Blob,
  disposition: string,
  contentType: string,
  fallback: string,
): DownloadedFile {
  const type = contentType || data.type || 'application/octet-stream';
  const blob = data.type === type ? data : new Blob([data], { type });
  return { name: dispositionName(disposition, fallback), type, blob };
}

/** A size in bytes as people read it. */
export function sizeText(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
