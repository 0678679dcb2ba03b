/**
 * Text tables in tests: the key paths of a nested i18n table and look-ups by path, for the centres'
 * "both languages" tests (`@lingxi/testing/texts`: no harness, no gateway).
 */
export type Texts = Record<string, unknown>;

/** Every key path of a nested text table (`a.b.c`). */
export function textKeys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    value && typeof value === 'object' ? textKeys(value as Texts, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** What a dotted path names in a text table: a text, a sub-table, or undefined. */
export function textAt(texts: Texts, path: string): unknown {
  let node: unknown = texts;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

/** The path names a text that is not empty. */
export function hasText(texts: Texts, path: string): boolean {
  const node = textAt(texts, path);
  return typeof node === 'string' && node.length > 0;
}
