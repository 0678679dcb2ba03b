// The search form's date field (issue 25): while the shared antd's date picker has not loaded (its mark,
// `@lingxi/build`'s antd.ts), a read-only stand-in with the same value and label; the picker when the
// user points at it, focuses it (the picker takes the focus) or presses on it (its calendar opens too).
import { initI18n } from '@lingxi/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DateField } from '../src/crud/DateField';
import { ConsoleProviders } from '../src/providers';
import { stubMatchMedia } from './harness';

const MARK = Symbol.for('lingxi.later');
type Marked = { [MARK]?: { load(): Promise<unknown>; ready(): boolean } };

/** Marks antd's date picker as the shared antd does until its chunk arrives; `arrive` lets it load. */
function deferPicker() {
  let loaded = false;
  let attempts = 0;
  let fail = false;
  const waiting: (() => void)[] = [];
  const load = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        attempts += 1;
        if (fail) reject(new Error('offline'));
        else
          waiting.push(() => {
            loaded = true;
            resolve();
          });
      }),
  );
  (DatePicker as Marked)[MARK] = { load, ready: () => loaded };
  return {
    load,
    attempts: () => attempts,
    failNext: (value: boolean) => {
      fail = value;
    },
    arrive: () =>
      act(async () => {
        for (const done of waiting.splice(0)) done();
      }),
  };
}

function show(value?: string) {
  render(
    <ConsoleProviders>
      <DateField
        id="from"
        placeholder="开始日期"
        aria-label="创建时间 开始日期"
        value={value ? dayjs(value) : null}
      />
    </ConsoleProviders>,
  );
  return screen.getByLabelText('创建时间 开始日期') as HTMLInputElement;
}

const picker = () => document.querySelector('.ant-picker input') as HTMLInputElement | null;
const calendarOpen = () =>
  document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)') !== null;

beforeAll(async () => {
  stubMatchMedia();
  await initI18n();
});
afterEach(() => {
  cleanup();
  delete (DatePicker as Marked)[MARK];
});

describe('DateField', () => {
  it("is antd's picker at once when the picker is already here", () => {
    show('2026-03-05');
    expect(picker()?.value).toBe('2026-03-05');
  });

  it('shows a read-only field with the value, label and placeholder, and loads nothing until wanted', () => {
    const deferred = deferPicker();
    const field = show('2026-03-05');
    expect(field.readOnly).toBe(true);
    expect(field.value).toBe('2026-03-05');
    expect(field.placeholder).toBe('开始日期');
    expect(field.id).toBe('from');
    expect(picker()).toBeNull();
    expect(deferred.load).not.toHaveBeenCalled();
  });

  it('loads the picker when pointed at, and shows it in place without the focus', async () => {
    const deferred = deferPicker();
    fireEvent.pointerEnter(show('2026-03-05'));
    expect(deferred.load).toHaveBeenCalled();
    expect(picker()).toBeNull();
    await deferred.arrive();
    await waitFor(() => expect(picker()?.value).toBe('2026-03-05'));
    expect(document.activeElement).not.toBe(picker());
    expect(calendarOpen()).toBe(false);
  });

  it('gives the picker the focus when the field took it from the keyboard', async () => {
    const deferred = deferPicker();
    const field = show();
    act(() => field.focus());
    await deferred.arrive();
    await waitFor(() => expect(document.activeElement).toBe(picker()));
    expect(calendarOpen()).toBe(false);
  });

  it('opens the calendar when the field was pressed, even if it took the focus after the press', async () => {
    const deferred = deferPicker();
    const field = show();
    const press = fireEvent.mouseDown(field);
    expect(press).toBe(false); // the press does not move the focus to a field about to go
    act(() => field.focus()); // antd's input focuses itself on the click that follows
    await deferred.arrive();
    await waitFor(() => expect(calendarOpen()).toBe(true));
    expect(document.activeElement).toBe(picker());
  });

  it('keeps the field when the picker cannot be fetched, and tries again on the next intent', async () => {
    const deferred = deferPicker();
    deferred.failNext(true);
    const field = show('2026-03-05');
    fireEvent.pointerEnter(field);
    await act(async () => undefined);
    expect(screen.getByLabelText('创建时间 开始日期')).toBe(field);
    deferred.failNext(false);
    fireEvent.pointerEnter(field);
    expect(deferred.attempts()).toBe(2);
    await deferred.arrive();
    await waitFor(() => expect(picker()?.value).toBe('2026-03-05'));
  });
});
