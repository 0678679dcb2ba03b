// Attachments (PAGES.md): sizes are shown in KB.

/** Bytes as KB with two decimals ('' when unknown). */
export function sizeInKb(bytes: unknown): string {
  if (bytes === undefined || bytes === null || bytes === '' || Number.isNaN(Number(bytes))) return '';
  return (Number(bytes) / 1024).toFixed(2);
}
