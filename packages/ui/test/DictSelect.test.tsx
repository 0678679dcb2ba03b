// DictSelect (SPEC §7 "Dictionaries"): a select of a dictionary's entries, read once per session and
// again after a dictionary changed; the select FieldInput gives a dictionary field.
import { addMessages } from '@lingxi/core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DictSelect } from '../src/crud/DictSelect';
import { useInvalidateDictionaries } from '../src/crud/data';
import { FieldInput } from '../src/crud/FieldInput';
import { SearchForm } from '../src/crud/SearchForm';
import { renderKit, setupKit } from './harness';
import { fakeServer, ok } from './pieces/setup';

const SEX = [
  { dictKey: '1', dictValue: '男' },
  { dictKey: '2', dictValue: '女' },
];
const LEVEL = [
  { dictKey: 'a', dictValue: '甲级' },
  { dictKey: 'b', dictValue: '乙级' },
];

/** The gateway's two dictionary endpoints; the calls made, by url and code. */
function dictionaryServer() {
  const calls = fakeServer((config) => {
    if (config.url === '/lingxi-system/dict/dictionary' && config.params?.code === 'sex') return ok(SEX);
    if (config.url === '/lingxi-system/dict-biz/dictionary' && config.params?.code === 'level')
      return ok(LEVEL);
    return { status: 404, data: { code: 404, success: false, msg: 'no such dictionary' } };
  });
  const reads = (url: string) => calls.filter((call: InternalAxiosRequestConfig) => call.url === url).length;
  return {
    dictReads: () => reads('/lingxi-system/dict/dictionary'),
    bizReads: () => reads('/lingxi-system/dict-biz/dictionary'),
  };
}

/** Opens a select and answers the texts of its options. */
async function optionsOf(select: HTMLElement): Promise<string[]> {
  await userEvent.click(select);
  const list = await screen.findByRole('listbox');
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
  expect(list).toBeTruthy();
  return [
    ...document.querySelectorAll(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
    ),
  ].map((option) => option.textContent ?? '');
}

beforeAll(() => setupKit('zh'));
afterEach(cleanup);

describe('DictSelect', () => {
  it("offers the dictionary's labels and answers the chosen entry's key", async () => {
    const server = dictionaryServer();
    const onChange = vi.fn();
    renderKit(<DictSelect dict="sex" aria-label="性别" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: '性别' });
    expect(await optionsOf(select)).toEqual(['男', '女']);
    await userEvent.click(screen.getByTitle('女'));
    expect(onChange).toHaveBeenCalledWith('2', expect.anything());
    expect(server.dictReads()).toBe(1);
  });

  it('shows a value (a number too) by its label', async () => {
    dictionaryServer();
    renderKit(<DictSelect dict="sex" aria-label="性别" value={1} />);
    await waitFor(() => expect(document.querySelector('.ant-select-content')?.textContent).toBe('男'));
  });

  it('reads a dictionary once per session for every select of it, and again after a dictionary changed', async () => {
    const server = dictionaryServer();
    let invalidate: () => Promise<void> = async () => {};
    function TwoSelects() {
      invalidate = useInvalidateDictionaries();
      const [shown, setShown] = useState(true);
      return (
        <>
          <DictSelect dict="sex" aria-label="性别" />
          {shown && <DictSelect dict="sex" aria-label="监护人性别" />}
          <button type="button" onClick={() => setShown(false)}>
            hide
          </button>
        </>
      );
    }
    const first = renderKit(<TwoSelects />);
    expect(await optionsOf(screen.getByRole('combobox', { name: '监护人性别' }))).toEqual(['男', '女']);
    expect(server.dictReads()).toBe(1);
    first.unmount();

    // another page of the same session: no second read
    renderKit(<TwoSelects />, { keepData: true });
    expect(await optionsOf(screen.getByRole('combobox', { name: '性别' }))).toEqual(['男', '女']);
    expect(server.dictReads()).toBe(1);

    await act(() => invalidate());
    await waitFor(() => expect(server.dictReads()).toBe(2));
  });

  it("reads a business dictionary from its own endpoint, apart from a system dictionary's", async () => {
    const server = dictionaryServer();
    renderKit(<DictSelect bizDict="level" aria-label="等级" />);
    expect(await optionsOf(screen.getByRole('combobox', { name: '等级' }))).toEqual(['甲级', '乙级']);
    expect(server.bizReads()).toBe(1);
    expect(server.dictReads()).toBe(0);
  });

  it("names an entry in English where the console has a text for it, else by the server's label", async () => {
    dictionaryServer();
    addMessages({ en: { translation: { dict: { sex: { '1': 'Male' } } } } });
    const { i18n } = await import('@lingxi/core');
    await act(() => i18n.changeLanguage('en'));
    try {
      renderKit(<DictSelect dict="sex" aria-label="Sex" />);
      expect(await optionsOf(screen.getByRole('combobox', { name: 'Sex' }))).toEqual(['Male', '女']);
    } finally {
      await act(() => i18n.changeLanguage('zh'));
    }
  });
});

describe('a dictionary field is a DictSelect', () => {
  it("FieldInput renders a select field of a dictionary as DictSelect, with the dictionary's labels", async () => {
    const server = dictionaryServer();
    renderKit(
      <FieldInput
        field={{ name: 'sex', label: 'sex', valueType: 'select', valueEnum: { dict: 'sex' } }}
        id="sex"
        value="2"
      />,
    );
    const select = document.querySelector('.lx-dict-select') as HTMLElement;
    expect(select).toBeTruthy();
    await waitFor(() => expect(within(select).getByText('女')).toBeTruthy());
    expect(server.dictReads()).toBe(1);
  });

  it('FieldInput keeps a static or loaded select as it was (not a dictionary)', () => {
    renderKit(
      <FieldInput
        field={{ name: 'kind', label: 'kind', valueType: 'select', valueEnum: { '1': 'one' } }}
        id="kind"
      />,
    );
    expect(document.querySelector('.ant-select')).toBeTruthy();
    expect(document.querySelector('.lx-dict-select')).toBeNull();
  });

  it('the search form filters by a dictionary field with DictSelect', async () => {
    dictionaryServer();
    const onSearch = vi.fn();
    renderKit(
      <SearchForm
        name="person"
        fields={[{ name: 'sex', label: 'sex', valueEnum: { dict: 'sex' }, search: true }]}
        values={{}}
        onSearch={onSearch}
      />,
    );
    const select = document.querySelector('.lx-search-form .lx-dict-select [role="combobox"]') as HTMLElement;
    expect(await optionsOf(select)).toEqual(['男', '女']);
    await userEvent.click(screen.getByTitle('男'));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenLastCalledWith({ sex: '1' });
  });
});
