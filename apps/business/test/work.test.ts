/// <reference types="@rsbuild/core/types" />
// The task decision (which of claim / approve / reject a task offers whom) as a table, canStart, and the
// texts of the task pages in both languages.

import { describeTexts } from '@lingxi/testing/texts';
import { describe, expect, it } from 'vitest';
import { canStart, decideTaskActions, type FlowUser } from '../src/pages/work/actions';
import {
  claimListApi,
  doneListApi,
  type FlowTask,
  sendListApi,
  startListApi,
  todoListApi,
} from '../src/pages/work/api';
import { messages } from '../src/pages/work/messages';

const ALL: FlowUser['permissions'] = { workClaim_claim: true, workTodo_handle: true, workStart_start: true };
const me: FlowUser = { userId: '7', permissions: ALL };
const noCodes: FlowUser = { userId: '7', permissions: {} };

type Task = Pick<FlowTask, 'status' | 'assignee' | 'suspended' | 'processIsFinished'>;
const task = (status: FlowTask['status'], assignee: string | null, more: Partial<Task> = {}): Task => ({
  status,
  assignee,
  suspended: false,
  processIsFinished: false,
  ...more,
});

describe('decideTaskActions', () => {
  it.each([
    ['an offered task, unclaimed', task('claim', null), me, ['claim']],
    ['an offered task, without the claim code', task('claim', null), noCodes, []],
    ['an offered task someone claimed meanwhile', task('claim', '9'), me, []],
    ['my open task', task('todo', '7'), me, ['approve', 'reject']],
    ['my open task, without the handle code', task('todo', '7'), noCodes, []],
    ["someone else's open task", task('todo', '9'), me, []],
    ['a done task', task('done', '7'), me, []],
    ['my task of a suspended process', task('todo', '7', { suspended: true }), me, []],
    ['an offered task of a suspended process', task('claim', null, { suspended: true }), me, []],
    ['my task of a finished instance', task('todo', '7', { processIsFinished: true }), me, []],
  ] as const)('%s', (_name, subject, user, expected) => {
    expect(decideTaskActions(subject, user)).toEqual(expected);
  });

  it('only the claim code gives claim, only the handle code approve and reject', () => {
    const claimer: FlowUser = { userId: '7', permissions: { workClaim_claim: true } };
    expect(decideTaskActions(task('claim', null), claimer)).toEqual(['claim']);
    expect(decideTaskActions(task('todo', '7'), claimer)).toEqual([]);
  });
});

describe('canStart', () => {
  it('an active process with the start code, never the leave (its own form) nor a suspended one', () => {
    expect(canStart({ key: 'expense', state: 'active' }, me)).toBe(true);
    expect(canStart({ key: 'expense', state: 'active' }, noCodes)).toBe(false);
    expect(canStart({ key: 'expense', state: 'suspended' }, me)).toBe(false);
    expect(canStart({ key: 'leave', state: 'active' }, me)).toBe(false);
  });
});

describe('the lists of my tasks', () => {
  it('each keys its cache by its own path (one page never shows another list’s rows)', () => {
    const bases = [claimListApi, todoListApi, doneListApi, startListApi, sendListApi].map((api) => api.base);
    expect(new Set(bases).size).toBe(5);
    expect(todoListApi.base).toBe('/lingxi-flow/work/todo-list');
  });
});

const sources: Record<string, string> = import.meta.glob<string>('../src/pages/work*/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describeTexts('texts of the task pages', {
  bundles: { work: messages },
  sources,
  keys: /'(work\.[A-Za-z0-9.]+)'/g,
  atLeast: 20,
});
