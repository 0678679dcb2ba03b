// @vitest-environment happy-dom
/**
 * The provided `antd` module as the console runs it: the generated file for the shell, imported and
 * rendered. The components DEFERRED keeps out of the first load are antd's own once their chunk arrives,
 * with the props, refs and static members the workspace uses.
 */
import * as antd from 'antd';
import { createElement, createRef, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { antdComponents, antdSubset, DEFERRED } from '../src/antd';

const shell = new URL('../../../apps/shell', import.meta.url).pathname;
// biome-ignore lint/suspicious/noExplicitAny: components and their static members, read by name
type Exports = Record<string, any>;
const provided = (await import(antdSubset(shell))) as Exports;
const used = antdComponents(shell) ?? [];
const real = antd as unknown as Exports;

const roots: (() => void)[] = [];
afterEach(() => {
  for (const unmount of roots.splice(0)) unmount();
  document.body.innerHTML = '';
});

/** A React root in a container of its own on the page, unmounted after the test. */
function mount() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(() => root.unmount());
  return { container, root };
}

/** Renders `element` into the page; answers its container. */
function show(element: ReactElement): HTMLElement {
  const { container, root } = mount();
  root.render(element);
  return container;
}

async function until<T>(find: () => T | null | undefined, what: string): Promise<T> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what} did not show`);
}

describe("the deferred parts of the provided 'antd'", () => {
  it('provides every used component, the deferred ones as wrappers, the rest as antd exports them', () => {
    for (const name of used) {
      expect(provided[name], name).toBeDefined();
      if (DEFERRED[name]) expect(provided[name], name).not.toBe(real[name]);
      else expect(provided[name], name).toBe(real[name]);
    }
    expect(used).toEqual(expect.arrayContaining(['DatePicker', 'Upload', 'TreeSelect']));
  });

  it("names only members antd has, with antd's values for the constants", () => {
    for (const [name, { parts = [], constants = {}, values = [] }] of Object.entries(DEFERRED)) {
      expect(real[name], name).toBeDefined();
      for (const part of parts) expect(real[name][part], `${name}.${part}`).toBeTruthy();
      for (const [key, value] of Object.entries(constants))
        expect(real[name][key], `${name}.${key}`).toBe(value);
      for (const key of values) expect(real[name][key], `${name}.${key}`).toBeDefined();
    }
  });

  it("renders antd's date picker once its chunk has loaded, with the props and the ref it was given", async () => {
    const ref = createRef<{ focus: () => void }>();
    const page = show(createElement(provided.DatePicker, { placeholder: '开始日期', ref }));
    await until(() => page.querySelector('.ant-picker input[placeholder="开始日期"]'), 'the date picker');
    expect(typeof ref.current?.focus).toBe('function');
    const range = show(createElement(provided.DatePicker.RangePicker, { placeholder: ['起', '止'] }));
    await until(() => range.querySelector('.ant-picker-range input[placeholder="止"]'), 'the range picker');
  });

  it('renders a part at once, without suspending, once its chunk is here', async () => {
    const first = show(createElement(provided.DatePicker));
    await until(() => first.querySelector('.ant-picker'), 'the date picker');
    const { container, root } = mount();
    flushSync(() => root.render(createElement(provided.DatePicker.MonthPicker, { placeholder: '月份' })));
    expect(container.querySelector('.ant-picker input[placeholder="月份"]')).toBeTruthy();
  });

  it("gives Upload's list-ignore value once the upload has loaded, and its dragger", async () => {
    const page = show(createElement(provided.Upload.Dragger, { action: '/upload' }, '拖到这里'));
    await until(() => page.querySelector('.ant-upload-drag'), 'the dragger');
    expect(page.textContent).toContain('拖到这里');
    expect(provided.Upload.LIST_IGNORE).toBe(real.Upload.LIST_IGNORE);
  });
});
