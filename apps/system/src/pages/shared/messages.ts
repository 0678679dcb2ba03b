/** Texts the centre's tree and parent/child pages share (each page module registers them with its own). */
const shared = {
  zh: {
    status: '状态',
    addChild: '新增子项',
    entries: '字典项',
    parent: '上级',
    root: '顶级',
    openPage: '在页面中打开',
    accountFormat: '账号为2到45位字母、数字或_.@-',
  },
  en: {
    status: 'status',
    addChild: 'Add child',
    entries: 'Entries',
    parent: 'parent',
    root: 'Top level',
    openPage: 'Open as a page',
    accountFormat: 'an account is 2 to 45 letters, digits or _.@-',
  },
};

type Texts = Record<string, unknown>;

/** A page's texts (under its own key) plus the shared ones (under `sys`), in both languages. */
export function pageMessages(key: string, zh: Texts, en: Texts) {
  return {
    zh: { translation: { sys: shared.zh, [key]: zh } },
    en: { translation: { sys: shared.en, [key]: en } },
  };
}
