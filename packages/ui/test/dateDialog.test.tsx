// Issue 23: a date field in a dialog. Enter in it does not submit the dialog (it did in every dialog);
// a field's impossible days are disabled; the dialog says what concerns its rows above the fields; a
// refusal of the server is shown on the field it concerns.
import { type AnyCrudApi, ApiError, initI18n } from '@lingxi/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useActionDialog } from '../src/crud/ActionDialog';
import { consoleQueryClient } from '../src/crud/data';
import { defineResource } from '../src/crud/schema';
import { ensureUiMessages } from '../src/messages';
import { ConsoleProviders, DEFAULT_ACCENT } from '../src/providers';
import { stubMatchMedia } from './harness';

interface Rec {
  id?: string;
  deadline: string;
}
interface Values {
  day?: string;
  note?: string;
}

const resource = defineResource<Rec>({
  name: 'rec',
  api: { base: '/memory/rec', endpoints: {}, custom: vi.fn() } as AnyCrudApi<Rec>,
  fields: [{ name: 'deadline', label: 'deadline' }],
});

function Actions({ submit }: { submit: (values: Values) => Promise<unknown> }) {
  const action = useActionDialog<Rec, Values>(resource, {
    title: 'delay',
    fields: [
      {
        name: 'day',
        label: 'day',
        valueType: 'date',
        rules: ['required'],
        disabledDate: (day) => day <= '2031-03-14' || day > '2031-03-24',
      },
      { name: 'note', label: 'note' },
    ],
    intro: (rows) => `deadline ${rows[0]?.deadline}`,
    errorField: (message) => (message.includes('日期') ? 'day' : undefined),
    submit: (values) => submit(values),
  });
  return (
    <>
      <Button onClick={() => action.open([{ id: '1', deadline: '2031-03-14' }])}>open</Button>
      {action.dialog}
    </>
  );
}

const Page = (props: { submit: (values: Values) => Promise<unknown> }) => (
  <ConsoleProviders theme={{ token: { colorPrimary: DEFAULT_ACCENT, motion: false } }}>
    <Actions {...props} />
  </ConsoleProviders>
);

beforeAll(async () => {
  await initI18n();
  ensureUiMessages();
});
beforeEach(() => {
  consoleQueryClient().clear();
  stubMatchMedia();
});
afterEach(cleanup);

interface Period {
  start?: string;
  end?: string;
}

function PeriodActions({ submit }: { submit: (values: Period) => Promise<unknown> }) {
  const action = useActionDialog<Rec, Period>(resource, {
    title: 'period',
    fields: [
      { name: 'start', label: 'start', valueType: 'date', rules: ['required'] },
      {
        name: 'end',
        label: 'end',
        valueType: 'date',
        rules: ['required', { after: 'start', message: 'end after start' }],
      },
    ],
    submit: (values) => submit(values),
  });
  return (
    <>
      <Button onClick={() => action.open([{ id: '1', deadline: '2031-03-14' }])}>open</Button>
      {action.dialog}
    </>
  );
}

const PeriodAction = (props: { submit: (values: Period) => Promise<unknown> }) => (
  <ConsoleProviders theme={{ token: { colorPrimary: DEFAULT_ACCENT, motion: false } }}>
    <PeriodActions {...props} />
  </ConsoleProviders>
);

describe('a date field in a dialog', () => {
  it('a corrected date loses its "after" message at once, before the next save', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => true);
    render(<PeriodAction submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const start = await screen.findByLabelText('Start');
    await user.type(start, '2031-03-20{Enter}');
    const end = screen.getByLabelText('End');
    await user.type(end, '2031-03-18{Enter}');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('end after start')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    await user.clear(end);
    await user.type(end, '2031-03-22{Enter}');
    await waitFor(() => expect(screen.queryByText('end after start')).toBeNull());
    expect(submit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ start: '2031-03-20', end: '2031-03-22' }));
  });

  it('Enter in the date field does not submit; Enter in a text field still does', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => true);
    render(<Page submit={submit} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByText('deadline 2031-03-14')).toBeTruthy();
    const day = await screen.findByLabelText('Day');
    await user.click(day);
    await user.type(day, '2031-03-18{Enter}');
    // the picker takes the day; the dialog stays open, nothing sent
    await waitFor(() => expect((day as HTMLInputElement).value).toBe('2031-03-18'));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.type(screen.getByLabelText('Note'), 'ok{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ day: '2031-03-18', note: 'ok' }));
  });

  it('disables the days the field refuses', async () => {
    const user = userEvent.setup();
    render(<Page submit={async () => true} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const day = await screen.findByLabelText('Day');
    await user.type(day, '2031-03-20');
    const cell = (date: string) => document.querySelector(`td[title="${date}"]`);
    await waitFor(() => expect(cell('2031-03-20')).not.toBeNull());
    expect(cell('2031-03-14')?.className).toContain('picker-cell-disabled');
    expect(cell('2031-03-25')?.className).toContain('picker-cell-disabled');
    expect(cell('2031-03-20')?.className).not.toContain('picker-cell-disabled');
  });

  it('shows a refusal of the server on the field it concerns', async () => {
    const user = userEvent.setup();
    const refuse = vi.fn(async () =>
      Promise.reject(new ApiError(400, '延期日期2031-03-22不是工作日，请选择工作日')),
    );
    render(<Page submit={refuse} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const day = await screen.findByLabelText('Day');
    await user.type(day, '2031-03-22{Enter}');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(refuse).toHaveBeenCalled());
    const error = await screen.findByText('延期日期2031-03-22不是工作日，请选择工作日');
    expect(error.closest('.ant-form-item')?.querySelector(`#${CSS.escape(day.id)}`)).toBeTruthy();
  });
});
