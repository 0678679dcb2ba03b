/**
 * An appeal's attachments (gateway README "Appeals": `attachIds`, the tenant's `blade_attach` ids from
 * the upload call, comma-joined on save; `attachments` {id, name, originalName, link} in the detail).
 * Pure: what is saved, and where a file is fetched from (an address the page may link to, or none).
 */
import type { UploadedAttachment } from '@lingxi/core';

/** One attachment of an appeal, as the detail answers it (and as the form holds it). */
export interface Attachment {
  id: string;
  name?: string | null;
  originalName?: string | null;
  link?: string | null;
}

/** The attachment an upload made. */
export const attachmentOf = (uploaded: UploadedAttachment): Attachment => ({
  id: String(uploaded.attachId),
  name: uploaded.name,
  originalName: uploaded.originalName,
  link: uploaded.link,
});

/** The attachments a form value holds (anything else: none). */
export function attachmentList(value: unknown): Attachment[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (one): one is Attachment =>
      typeof one === 'object' && one !== null && /^\d{1,19}$/.test(String((one as Attachment).id)),
  );
}

/** The `attachIds` of a save: the attachments' ids, each once, in order, comma-joined ('' for none). */
export function attachIdsOf(value: unknown): string {
  return [...new Set(attachmentList(value).map((one) => String(one.id)))].join(',');
}

/**
 * An appeal as the save call takes it: the form's `attachments` become `attachIds` (an emptied list
 * clears them); without `attachments` the attachments are left as they are.
 */
export function savedAppeal<T extends object>(entity: T): Omit<T, 'attachments'> & { attachIds?: string } {
  const { attachments, ...rest } = entity as T & { attachments?: unknown };
  return attachments === undefined ? rest : { ...rest, attachIds: attachIdsOf(attachments) };
}

/** The name an attachment is shown and saved under. */
export const attachmentName = (one: Attachment): string => one.originalName || one.name || String(one.id);

/** Where a file is fetched from (core's, shared with the kit's image field). */
export { attachmentHref } from '@lingxi/core';
