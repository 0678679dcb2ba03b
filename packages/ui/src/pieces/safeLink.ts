/** Addresses a rich-text link may take: web, mail, or a path of the console; never `javascript:` and the like. */
export function safeLinkAddress(address: string): string | null {
  const trimmed = address.trim();
  if (/^(https?:\/\/|mailto:)\S+$/i.test(trimmed) || /^\/(?!\/)\S*$/.test(trimmed)) return trimmed;
  return null;
}
