/**
 * Interface language (SPEC §1: Chinese by default, English). i18next is shared as a federation
 * singleton, so every centre adds its texts to this one instance.
 */
import i18next, { type Resource } from 'i18next';
import type { MenuTexts } from './menu';
import { menuMessages } from './menuMessages';
import { coreMessages } from './messages';
import { getStore, setStore } from './storage';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const i18n = i18next;

export function savedLanguage(): Language {
  const saved = getStore<string>('language');
  return saved === 'en' ? 'en' : 'zh';
}

/** Texts added before initialisation (i18next only accepts bundles once initialised). */
const pending: Resource[] = [];

/** Initialises the shared instance once; later callers only add their texts. */
export async function initI18n(resources: Resource = {}): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next.init({
      lng: savedLanguage(),
      fallbackLng: 'zh',
      resources: {
        zh: { translation: { ...coreMessages.zh, ...menuMessages.zh } },
        en: { translation: { ...coreMessages.en, ...menuMessages.en } },
      },
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
    for (const early of pending.splice(0)) addMessages(early);
  }
  addMessages(resources);
  return i18next;
}

/** Adds (deep-merges) texts, e.g. a centre's page labels; before initialisation they wait for it. */
export function addMessages(resources: Resource): void {
  if (!i18next.isInitialized) {
    pending.push(resources);
    return;
  }
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, texts] of Object.entries(namespaces)) {
      i18next.addResourceBundle(lng, ns, texts, true, false);
    }
  }
}

/** What must be here before the interface speaks a language (the kit's antd texts): `setLanguage` waits. */
type LanguagePreparation = (language: Language) => Promise<unknown> | undefined;
const preparations: LanguagePreparation[] = [];

/** Registers something `setLanguage` waits for before it switches; a failure of it does not stop the switch. */
export function beforeLanguage(prepare: LanguagePreparation): void {
  preparations.push(prepare);
}

export async function setLanguage(language: Language): Promise<void> {
  setStore('language', language);
  await Promise.all(preparations.map((prepare) => prepare(language)?.catch(() => undefined)));
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  await i18next.changeLanguage(language);
}

/**
 * The console's text for a piece of the server's data (a menu name, a dictionary label) in `language`.
 * Undefined in Chinese, the default language: the server's own text is Chinese and is what the
 * administrator edits (a renamed entry shows its new name); undefined too when the console has none,
 * so the caller shows the server's text.
 */
export function serverDataText(key: string, language: string = i18next.language): string | undefined {
  if (language.startsWith('zh')) return undefined;
  const text = i18next.getResource(language, 'translation', key);
  return typeof text === 'string' ? text : undefined;
}

/** The menu texts of one interface language (SPEC §3 `meta.i18n`, looked up as `menu.<key>`). */
export function menuTexts(language: string = i18next.language): MenuTexts {
  return (key) => serverDataText(`menu.${key}`, language);
}
