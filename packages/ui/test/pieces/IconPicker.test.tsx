/// <reference types="node" />
// Menu icons (PAGES "Web menus": icon-font names must map; the picker): iconOf and the IconPicker.
import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IconPicker, searchIcons } from '../../src/pieces/IconPicker';
import { DEFAULT_MENU_ICON, iconOf, MENU_ICON_NAMES, menuIconName } from '../../src/pieces/icons';
import { renderInConsole, setupTexts } from './setup';

// Every antd icon the gateway's seed names: its menus' and buttons' `source`, and the default of a page
// without one (apps/gateway/src/seed/), read from the seed itself so a new seeded icon is checked too.
const SEED = path.join(import.meta.dirname, '../../../../apps/gateway/src/seed');
const SEEDED = [
  ...new Set(
    fs
      .readdirSync(SEED)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [
        ...fs.readFileSync(path.join(SEED, file), 'utf8').matchAll(/'([A-Z][A-Za-z]+Outlined)'/g),
      ])
      .map((match) => match[1] as string),
  ),
];

/** The antd icon a rendered element shows (antd names its svg by the icon's kebab name). */
function shown(element: ReturnType<typeof iconOf>): string | null {
  const { container, unmount } = render(element);
  const name = container.querySelector('svg')?.getAttribute('data-icon') ?? null;
  unmount();
  return name;
}

beforeAll(() => setupTexts('en'));
afterEach(cleanup);

describe('iconOf', () => {
  it('knows every icon the seeded menus use', () => {
    expect(SEEDED.length).toBeGreaterThan(50); // the seed was read
    expect(SEEDED.filter((name) => menuIconName(name) !== name)).toEqual([]);
    expect(shown(iconOf('SettingOutlined'))).toBe('setting');
  });

  it('maps BladeX icon-font classes, antd 3 and Element UI names, and other themes', () => {
    expect(menuIconName('iconfont iconicon_setting')).toBe('SettingOutlined');
    expect(menuIconName('iconfont iconicon_principal')).toBe('UserOutlined');
    expect(menuIconName('iconfont icon-caidan')).toBe('MenuOutlined');
    expect(menuIconName('iconfont icon-bofangqi-suoping')).toBe('LockOutlined');
    expect(menuIconName('file-text')).toBe('FileTextOutlined');
    expect(menuIconName('user-add')).toBe('UserAddOutlined');
    expect(menuIconName('el-icon-setting')).toBe('SettingOutlined');
    expect(menuIconName('el-icon-document')).toBe('FileTextOutlined');
    expect(menuIconName('SettingFilled')).toBe('SettingOutlined');
    expect(shown(iconOf('iconfont iconicon_boss'))).toBe('crown');
  });

  it('shows the default for unknown or empty sources, hidden from assistive technology', () => {
    expect(menuIconName('iconfont icon-unknown')).toBeUndefined();
    expect(menuIconName('')).toBeUndefined();
    expect(shown(iconOf('NoSuchOutlined'))).toBe('appstore');
    expect(shown(iconOf(undefined))).toBe('appstore');
    expect(DEFAULT_MENU_ICON).toBe('AppstoreOutlined');
    const { container } = render(iconOf('HomeOutlined'));
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('searches by name, ignoring case and the theme suffix', () => {
    expect(searchIcons('SETTING')).toEqual(['SettingOutlined']);
    expect(searchIcons('user')).toEqual([
      'UserAddOutlined',
      'UserOutlined',
      'UserSwitchOutlined',
      'UsergroupAddOutlined',
    ]);
    expect(searchIcons('outlined')).toEqual([]);
    expect(MENU_ICON_NAMES.length).toBeGreaterThan(60);
  });
});

function Field({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <IconPicker aria-label="Menu icon" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('IconPicker', () => {
  it('shows the mapped icon of an icon-font value and keeps the text editable', async () => {
    renderInConsole(<Field initial="iconfont iconicon_setting" />);
    const input = screen.getByRole('textbox', { name: 'Menu icon' });
    expect(input).toHaveProperty('value', 'iconfont iconicon_setting');
    expect(input.parentElement?.querySelector('svg')?.getAttribute('data-icon')).toBe('setting');
    await userEvent.clear(input);
    await userEvent.type(input, 'BellOutlined');
    expect(screen.getByRole('status').textContent).toBe('BellOutlined');
  });

  it('chooses from a searchable grid with the mouse', async () => {
    renderInConsole(<Field />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose icon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose icon' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Search icons' }), 'bank');
    const options = within(dialog).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Bank']);
    await userEvent.click(options[0]!);
    expect(screen.getByRole('status').textContent).toBe('BankOutlined');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is used from the keyboard: search, arrows in the grid, Enter chooses; the current icon is selected', async () => {
    renderInConsole(<Field initial="iconfont iconicon_principal" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose icon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose icon' });
    const search = within(dialog).getByRole('textbox', { name: 'Search icons' });
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(within(dialog).getByRole('option', { selected: true }).textContent).toBe('User');

    await userEvent.type(search, 'file');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['File', 'FileProtect', 'FileSearch', 'FileText', 'Profile']);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('File');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('FileSearch');
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Profile');
    await userEvent.keyboard('{Home}{ArrowRight}{Enter}');
    expect(screen.getByRole('status').textContent).toBe('FileProtectOutlined');
  });

  it('says when nothing matches, and closes with Escape', async () => {
    renderInConsole(<Field initial="HomeOutlined" />);
    await userEvent.click(screen.getByRole('button', { name: 'Choose icon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose icon' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Search icons' }), 'zzz');
    expect(within(dialog).getByText('No icon matches', { selector: 'div' })).toBeTruthy();
    await act(async () => userEvent.keyboard('{Escape}'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('HomeOutlined');
  });
});
