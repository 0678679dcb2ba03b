// The pieces' texts: the same keys in zh and en, every key the pieces use defined, none left unused.
import { i18n } from '@lingxi/core';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { piecesMessages } from '../../src/pieces/messages';
import { StatusSwitch } from '../../src/pieces/StatusSwitch';
import { renderInConsole, setupTexts } from './setup';

type Texts = { [key: string]: string | Texts };

function keys(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

declare global {
  interface ImportMeta {
    /** Vite's glob import (vitest runs on Vite). */
    glob(pattern: string, options: { query: '?raw'; import: 'default'; eager: true }): Record<string, string>;
  }
}

/** The pieces' sources, to find the text keys they use. */
const SOURCES = import.meta.glob('../../src/pieces/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const used = new Set(
  Object.entries(SOURCES)
    .filter(([file]) => !file.endsWith('/messages.ts'))
    .flatMap(([, source]) => [...source.matchAll(/'(pieces\.[\w.]+)'/g)])
    .map((match) => match[1] as string),
);

afterAll(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('pieces messages', () => {
  it('has the same keys in zh and en, each used by a piece', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(8);
    const zh = keys(piecesMessages.zh);
    expect(keys(piecesMessages.en)).toEqual(zh);
    expect([...used].filter((key) => !zh.includes(key))).toEqual([]);
    expect(zh.filter((key) => !used.has(key))).toEqual([]);
  });

  it('writes English in sentence case (a text opening with a name starts with that name)', () => {
    const texts = keys(piecesMessages.en).map((key) =>
      key
        .split('.')
        .reduce<Texts | string>(
          (at, part) => (at as Texts)[part] as Texts | string,
          piecesMessages.en as Texts,
        ),
    );
    const lower = texts.filter((text) => typeof text === 'string' && /^[a-z]/.test(text));
    expect(lower).toEqual([]);
    expect(texts.filter((text) => typeof text === 'string' && /\s[A-Z][a-z]+\s[A-Z]/.test(text))).toEqual([]);
  });

  it('speaks Chinese, the default language', async () => {
    await setupTexts('zh');
    renderInConsole(<StatusSwitch checked onChange={async () => undefined} />);
    const toggle = screen.getByRole('switch', { name: '状态' });
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定停用该数据?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeTruthy();
  });
});
