// Issue 18: one save lifecycle for every save (busy, one call at a time, message, refresh), and
// `invalidates`: a write refreshes the lists that show the written records elsewhere.
import { type AnyCrudApi, ApiError, notices } from '@lingxi/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineResource, EntityDialog, useCrudList, useEntityForm, useOptions, useSubmit } from '../src';
import { consoleQueryClient } from '../src/crud/data';
import { deferred, renderKit, setupKit } from './harness';

interface Item {
  id?: string;
  name: string;
}

function memoryApi(base: string) {
  return {
    base,
    endpoints: {},
    custom: vi.fn(),
    list: vi.fn(async () => ({
      records: [{ id: '1', name: 'one' }],
      total: 1,
      size: 10,
      current: 1,
      pages: 1,
    })),
    submit: vi.fn(async () => true),
  } satisfies AnyCrudApi<Item>;
}

beforeAll(() => setupKit('zh'));
afterEach(cleanup);

describe('useSubmit', () => {
  it('is busy and refuses a second submit until the answer (three quick clicks send one call)', async () => {
    const user = userEvent.setup();
    const answer = deferred<string>();
    const call = vi.fn((_values: { n: number }) => answer.promise);
    function Save() {
      const save = useSubmit(call, { success: false });
      return (
        <Button loading={save.busy} onClick={() => void save.submit({ n: 1 })}>
          save
        </Button>
      );
    }
    renderKit(<Save />);
    const button = screen.getByRole('button', { name: 'save' });
    // three clicks in the same frame: the busy state has not rendered yet for the second and third
    button.click();
    button.click();
    button.click();
    expect(call).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    answer.resolve('ok');
    await waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
    await user.click(button);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('says the success, refreshes the resource and what it invalidates, by name or by resource', async () => {
    const user = userEvent.setup();
    const dictApi = memoryApi('/memory/dict');
    const pageApi = memoryApi('/memory/page');
    const otherApi = memoryApi('/memory/other');
    defineResource<Item>({ name: 'memoryDict', api: dictApi, fields: [] });
    const other = defineResource<Item>({ name: 'memoryOther', api: otherApi, fields: [] });
    const written = defineResource<Item>({
      name: 'memoryWritten',
      api: pageApi,
      fields: [],
      invalidates: ['memoryDict', other],
    });
    const unrelated = memoryApi('/memory/unrelated');
    function Page() {
      useCrudList(dictApi, {});
      useCrudList(otherApi, {});
      useCrudList(unrelated, {});
      const save = useSubmit(written, { success: 'crud.updated' });
      return <Button onClick={() => void save.submit({ id: '1', name: 'x' })}>save</Button>;
    }
    renderKit(<Page />);
    await waitFor(() => expect(dictApi.list).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(otherApi.list).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(pageApi.submit).toHaveBeenCalledWith({ id: '1', name: 'x' });
    await waitFor(() => expect(dictApi.list).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(otherApi.list).toHaveBeenCalledTimes(2));
    expect(unrelated.list).toHaveBeenCalledTimes(1);
  });

  it('refreshes the dictionary look-ups a dictionary resource serves when it is written', async () => {
    const user = userEvent.setup();
    const dictionary = defineResource<Item>({
      name: 'dict',
      api: memoryApi('/lingxi-system/dict'),
      fields: [],
    });
    const client = consoleQueryClient();
    const calls: string[] = [];
    function Page() {
      useOptions({ key: 'unrelated', load: async () => [] });
      const save = useSubmit(dictionary);
      return <Button onClick={() => void save.submit({ name: 'x' })}>save</Button>;
    }
    renderKit(<Page />);
    // a look-up of the general dictionary, as a select reads it
    client.setQueryData(['dict', '/lingxi-system/dict', 'sex'], [{ value: '1', label: 'male' }]);
    client.setQueryData(['dict', '/lingxi-system/dict-biz', 'kind'], [{ value: '1', label: 'x' }]);
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate')
        calls.push(String(event.query.queryKey[1]));
    });
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(calls).toContain('/lingxi-system/dict'));
    expect(calls).not.toContain('/lingxi-system/dict-biz');
  });

  it('refreshes a look-up group by name: every dictionary look-up for a write that names it', async () => {
    const user = userEvent.setup();
    const entries = defineResource<Item>({
      name: 'entries',
      api: memoryApi('/memory/entries'),
      fields: [],
      invalidates: ['dict'],
    });
    const client = consoleQueryClient();
    const calls: string[] = [];
    function Page() {
      const save = useSubmit(entries);
      return <Button onClick={() => void save.submit({ name: 'x' })}>save</Button>;
    }
    renderKit(<Page />);
    client.setQueryData(['dict', '/lingxi-system/dict', 'sex'], []);
    client.setQueryData(['dict', '/lingxi-system/dict-biz', 'kind'], []);
    client.setQueryData(['enum', 'user-roles'], []);
    client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'invalidate')
        calls.push(event.query.queryKey.join(' '));
    });
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() =>
      expect(calls).toEqual(
        expect.arrayContaining(['dict /lingxi-system/dict sex', 'dict /lingxi-system/dict-biz kind']),
      ),
    );
    expect(calls).not.toContain('enum user-roles');
  });

  it('keeps quiet on a refusal the request layer reported, and says an unreported failure', async () => {
    const user = userEvent.setup();
    const said: string[] = [];
    const off = notices.subscribe((notice) => said.push(notice.key ?? notice.text ?? ''));
    const results: boolean[] = [];
    let failure: unknown = new ApiError(400, 'refused');
    function Save() {
      const save = useSubmit(() => Promise.reject(failure));
      return <Button onClick={() => void save.submit(undefined).then((ok) => results.push(ok))}>save</Button>;
    }
    renderKit(<Save />);
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(results).toEqual([false]));
    expect(said).toEqual([]);
    failure = new TypeError('a bug');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'save' }));
    await waitFor(() => expect(results).toEqual([false, false]));
    expect(said).toEqual(['unknownError']);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    off();
  });
});

describe('the dialog form saves once', () => {
  it('sends one submit for three quick presses of 保存 during a slow save', async () => {
    const user = userEvent.setup();
    const answer = deferred<boolean>();
    const api = { ...memoryApi('/memory/slow'), submit: vi.fn(() => answer.promise) };
    const resource = defineResource<Item>({
      name: 'slow',
      api,
      fields: [{ name: 'name', label: 'name', rules: ['required'] }],
    });
    function Page() {
      const form = useEntityForm(resource);
      return (
        <>
          <Button onClick={() => form.open('add')}>add</Button>
          <EntityDialog resource={resource} form={form} />
        </>
      );
    }
    renderKit(<Page />);
    await user.click(screen.getByRole('button', { name: 'add' }));
    await user.type(await screen.findByLabelText('Name'), 'x');
    const save = screen.getByRole('button', { name: /保\s*存/ });
    // the first press is out; two more come (a double click, Enter in a field) while it is
    const form = save.closest('.ant-modal')?.querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    await waitFor(() => expect(api.submit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(save.className).toContain('ant-btn-loading'));
    const validated = vi.fn();
    form.addEventListener('submit', validated);
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the form's validation has passed
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(validated).toHaveBeenCalledTimes(2);
    expect(api.submit).toHaveBeenCalledTimes(1);
    answer.resolve(true);
    expect(await screen.findByText('新增成功')).toBeTruthy();
    expect(api.submit).toHaveBeenCalledTimes(1);
  });
});

describe('the dialog form after a save', () => {
  it('leaves open a record opened while the lists were refreshing (the save closes only its own form)', async () => {
    const user = userEvent.setup();
    const refresh = deferred<Awaited<ReturnType<ReturnType<typeof memoryApi>['list']>>>();
    const base = memoryApi('/memory/refreshing');
    let lists = 0;
    const api = {
      ...base,
      list: vi.fn(() => (++lists === 1 ? base.list() : refresh.promise)),
      detail: vi.fn(async () => ({ id: '1', name: 'one' })),
    };
    const resource = defineResource<Item>({
      name: 'refreshing',
      api,
      fields: [{ name: 'name', label: 'name', rules: ['required'] }],
    });
    function Page() {
      useCrudList(api, {});
      const form = useEntityForm(resource);
      return (
        <>
          <Button onClick={() => form.open('add')}>add</Button>
          <Button onClick={() => form.open('view', { id: '1', name: 'one' })}>view</Button>
          <EntityDialog resource={resource} form={form} />
        </>
      );
    }
    renderKit(<Page />);
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'add' }));
    await user.type(await screen.findByLabelText('Name'), 'x');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('新增成功')).toBeTruthy();
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2)); // the list's refresh is out
    await user.click(screen.getByRole('button', { name: 'view' }));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')?.textContent).toBe('查看'));
    refresh.resolve(await base.list());
    await new Promise((resolve) => setTimeout(resolve, 100)); // the save has finished
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('查看');
  });
});
