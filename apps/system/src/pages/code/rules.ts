// Code generator: the name the generated zip is saved under.

/**
 * The file name from the answer's Content-Disposition (RFC 5987 `filename*` first, then `filename`),
 * else '<module>.zip' for one definition, else 'lingxi-code.zip'.
 */
export function zipName(disposition: unknown, single?: string): string {
  const header = typeof disposition === 'string' ? disposition : '';
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // malformed: fall through
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header)?.[1];
  if (plain && plain !== 'code.zip') return plain;
  return single ? `${single}.zip` : 'lingxi-code.zip';
}
