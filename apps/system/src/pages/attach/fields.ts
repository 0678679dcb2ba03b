// Attachments (PAGES.md): link, domain, name, original name, extension, size in KB. Files come in by
// upload (SPEC §7 oss/endpoint/put-file-attach), leave by download and delete; no add or edit.
import { crudApi, http, saveBlob } from '@lingxi/core';
import { defineResource } from '@lingxi/ui';
import { sizeInKb } from './rules';

export interface Attach {
  id?: string;
  link: string;
  domain?: string;
  name: string;
  originalName: string;
  extension?: string;
  attachSize?: number;
}

export const attachApi = crudApi<Attach>('/lingxi-resource/attach');

/** The stored file's address: the link under its domain (the link alone when it is absolute). */
export const fileUrl = (row: Attach): string =>
  /^https?:\/\//.test(row.link) ? row.link : `${row.domain ?? ''}${row.link}`;

/** Downloads an attachment under its original name. */
export async function downloadAttachment(row: Attach): Promise<void> {
  const response = await http.get<Blob>(fileUrl(row), { responseType: 'blob', baseURL: '' });
  saveBlob(response.data, row.originalName || row.name);
}

export const attach = defineResource<Attach>({
  name: 'attach', // attach_add (upload), attach_delete, attach_view (and download)
  api: attachApi,
  fields: [
    { name: 'link', label: 'attach.link', width: 280 },
    { name: 'domain', label: 'attach.domain', width: 180 },
    { name: 'name', label: 'attach.name', search: true, width: 260 },
    { name: 'originalName', label: 'attach.originalName', search: true, sortable: true, width: 200 },
    { name: 'extension', label: 'attach.extension', search: true, width: 100 },
    { name: 'attachSize', label: 'attach.size', render: (value) => sizeInKb(value), width: 120 },
  ],
});
