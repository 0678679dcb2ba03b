// @vitest-environment happy-dom
/**
 * The provided `antd` module as the console runs it: the generated file for the shell, imported and
 * rendered. The components DEFERRED keeps out of the first load are antd's own once their chunk arrives,
 * with the props, refs and static members the workspace uses.
 */
import fs from 'node:fs';
import * as antd from 'antd';
import { createElement, createRef, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { antdComponents, antdSubset, DEFERRED } from '../src/antd';
import { REPO, sourceFiles } from '../src/subset';
import { shell } from './workspace';

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

/** `Upload`, `'Dragger'` → `Upload.Dragger`; a dotted member (`'Item.Meta'`) is read part by part. */
const member = (component: Exports, dotted: string) =>
  dotted.split('.').reduce<Exports | undefined>((value, key) => value?.[key], component);

/** Every `Name.Member` the workspace's sources read of a deferred component (`Upload.Dragger` → `Dragger`). */
function membersUsed(name: string): Set<string> {
  const found = new Set<string>();
  const pattern = new RegExp(String.raw`\b${name}((?:\.[A-Z_][A-Za-z_]*)+)`, 'g');
  for (const file of sourceFiles(REPO)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!new RegExp(String.raw`import\s*\{[^}]*\b${name}\b[^}]*\}\s*from\s*'antd'`).test(text)) continue;
    for (const match of text.matchAll(pattern)) found.add(match[1]!.slice(1));
  }
  return found;
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
      for (const part of parts) expect(member(real[name], part), `${name}.${part}`).toBeTruthy();
      for (const [key, value] of Object.entries(constants))
        expect(real[name][key], `${name}.${key}`).toBe(value);
      for (const key of values) expect(real[name][key], `${name}.${key}`).toBeDefined();
    }
  });

  it('keeps every static member the workspace reads of a deferred component', () => {
    for (const [name, { parts = [], constants = {}, values = [] }] of Object.entries(DEFERRED)) {
      const kept = new Set([...parts, ...Object.keys(constants), ...values]);
      for (const used of membersUsed(name)) {
        expect(kept.has(used), `${name}.${used} is read in the workspace: list it in DEFERRED`).toBe(true);
        // a value (Upload.LIST_IGNORE) is there once the component has loaded, the rest at once
        if (!values.includes(used)) expect(member(provided[name], used), `${name}.${used}`).toBeDefined();
      }
    }
    expect(membersUsed('Upload')).toEqual(new Set(['Dragger', 'LIST_IGNORE'])); // the scan itself finds them
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

  it('loads a dialog when it first opens, not when a page renders it closed, and keeps it drawn after', async () => {
    const mark = provided.Modal[Symbol.for('lingxi.later')];
    const { container, root } = mount();
    const dialog = (open: boolean) =>
      createElement(provided.Modal, { open, title: '编辑', getContainer: false }, '内容');
    flushSync(() => root.render(dialog(false)));
    expect(container.innerHTML).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mark.ready()).toBe(false); // a closed dialog asked for nothing
    flushSync(() => root.render(dialog(true)));
    await until(() => container.querySelector('.ant-modal-title'), 'the dialog');
    expect(container.querySelector('.ant-modal-title')?.textContent).toBe('编辑');
    expect(mark.ready()).toBe(true);
    flushSync(() => root.render(dialog(false))); // closing: antd's own dialog, with its animation
    expect(container.querySelector('.ant-modal-title')).toBeTruthy();
  });

  it("gives the hooks of antd's confirmations, toasts and notices once they have loaded, and no App", async () => {
    const names = ['Modal', 'message', 'notification'];
    for (const name of names) expect(provided[name], name).not.toBe(real[name]);
    expect(provided.message.useMessage).toBeUndefined(); // nothing said anything yet
    await Promise.all(names.map((name) => provided[name][Symbol.for('lingxi.later')].load()));
    expect(provided.message.useMessage).toBeTypeOf('function');
    expect(provided.notification.useNotification).toBeTypeOf('function');
    expect(provided.Modal.useModal).toBeTypeOf('function');
    // antd's App would take all three into the first load again: the kit's FeedbackRoot stands in
    expect(used).not.toContain('App');
  });

  it('tells the kit whether a component is here, and loads it ahead of its first render when asked', async () => {
    const mark = provided.Timeline[Symbol.for('lingxi.later')];
    expect(mark.ready()).toBe(false); // nothing rendered a timeline yet
    await mark.load();
    expect(mark.ready()).toBe(true);
    // then the first render is antd's timeline at once, without suspending
    const { container, root } = mount();
    flushSync(() => root.render(createElement(provided.Timeline, { items: [{ content: '已提交' }] })));
    expect(container.querySelector('.ant-timeline')?.textContent).toContain('已提交');
    expect(provided.DatePicker.RangePicker[Symbol.for('lingxi.later')]).toBeDefined();
    expect(real.DatePicker[Symbol.for('lingxi.later')]).toBeUndefined();
  });

  it('renders a number field with its ref, once loaded', async () => {
    const ref = createRef<{ focus: () => void }>();
    const number = show(createElement(provided.InputNumber, { value: 7, ref, 'aria-label': '排序' }));
    const input = await until(
      () => number.querySelector<HTMLInputElement>('.ant-input-number input[aria-label="排序"]'),
      'the number field',
    );
    expect(input.value).toBe('7');
    expect(typeof ref.current?.focus).toBe('function');
  });

  it("gives Upload's list-ignore value once the upload has loaded, and its dragger", async () => {
    const page = show(createElement(provided.Upload.Dragger, { action: '/upload' }, '拖到这里'));
    await until(() => page.querySelector('.ant-upload-drag'), 'the dragger');
    expect(page.textContent).toContain('拖到这里');
    expect(provided.Upload.LIST_IGNORE).toBe(real.Upload.LIST_IGNORE);
  });
});
