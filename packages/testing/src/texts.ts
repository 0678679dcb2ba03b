/**
 * Text tables in tests: the key paths of a nested i18n table and look-ups by path, for the centres'
 * "both languages" tests (`@lingxi/testing/texts`: no harness, no gateway).
 */
import { describe, expect, it } from 'vitest';

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

type Bundle = { zh: { translation: Texts }; en: { translation: Texts } };
const LANGUAGES = ['zh', 'en'] as const;

/**
 * A centre's "both languages" tests, declared once: each text bundle has the same keys in zh and en,
 * none empty; and every text key the pages' sources name (`keys`: a global pattern whose first group is
 * the key) exists in both languages, in a bundle or in a shared table (the kit's, core's).
 */
export function describeTexts(
  title: string,
  options: {
    bundles: Record<string, Bundle>;
    sources: Record<string, string>;
    keys: RegExp;
    /** The pages name more keys than this (the pattern still finds them). */
    atLeast: number;
    shared?: readonly { zh: unknown; en: unknown }[];
  },
): void {
  describe(title, () => {
    it.each(Object.entries(options.bundles))('%s: the same keys in zh and en, none empty', (_, bundle) => {
      const zh = textKeys(bundle.zh.translation).sort();
      expect(textKeys(bundle.en.translation).sort()).toEqual(zh);
      for (const key of zh)
        for (const language of LANGUAGES)
          expect(hasText(bundle[language].translation, key), `${language} ${key}`).toBe(true);
    });

    it('every key the pages name exists in both languages', () => {
      const used = new Set<string>();
      for (const source of Object.values(options.sources))
        for (const match of source.matchAll(options.keys))
          if (match[1] && !match[1].endsWith('.')) used.add(match[1]);
      expect(used.size).toBeGreaterThan(options.atLeast);
      for (const language of LANGUAGES) {
        const tables = [
          ...Object.values(options.bundles).map((bundle) => bundle[language].translation),
          ...(options.shared ?? []).map((table) => table[language] as Texts),
        ];
        for (const key of used)
          expect(
            tables.some((table) => Boolean(textAt(table, key))),
            `${language} ${key}`,
          ).toBe(true);
      }
    });
  });
}
