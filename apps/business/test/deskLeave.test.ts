/// <reference types="@rsbuild/core/types" />
// The leave request's decisions (where a request stands, what it offers, when the form asks for the
// working days) as tables, and its texts in both languages.
import { describeTexts } from '@lingxi/testing/texts';
import { uiMessages } from '@lingxi/ui';
import { describe, expect, it } from 'vitest';
import { leaveApi } from '../src/pages/deskLeave/api';
import { messages } from '../src/pages/deskLeave/messages';
import { daysQuery, leaveActions, leaveStage } from '../src/pages/deskLeave/rules';

const sources: Record<string, string> = import.meta.glob<string>('../src/pages/deskLeave/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('leaveStage', () => {
  it.each([
    [{ state: 'running', endActivityId: null }, 'running'],
    [{ state: 'completed', endActivityId: 'approved' }, 'approved'],
    [{ state: 'completed', endActivityId: 'rejected' }, 'rejected'],
    [{ state: 'completed', endActivityId: null }, 'approved'],
    [{ state: 'deleted', endActivityId: null }, 'deleted'],
    [{ state: null, endActivityId: null }, 'running'],
  ] as const)('%o is %s', (row, stage) => {
    expect(leaveStage(row)).toBe(stage);
  });
});

describe('leaveActions', () => {
  it('a request with its process offers its detail; one without offers nothing', () => {
    expect(leaveActions({ processInstanceId: '12' })).toEqual(['detail']);
    expect(leaveActions({ processInstanceId: undefined })).toEqual([]);
  });
});

describe('daysQuery', () => {
  it.each([
    [{}, undefined],
    [{ startTime: '2031-03-03 09:00:00' }, undefined],
    [{ endTime: '2031-03-03 09:00:00' }, undefined],
    [{ startTime: '2031-03-03 09:00:00', endTime: '2031-03-03 09:00:00' }, undefined],
    [{ startTime: '2031-03-04 09:00:00', endTime: '2031-03-03 18:00:00' }, undefined],
    [
      { startTime: '2031-03-03 09:00:00', endTime: '2031-03-03 09:30:00' },
      { startTime: '2031-03-03 09:00:00', endTime: '2031-03-03 09:30:00' },
    ],
  ])('%o asks %o', (values, query) => {
    expect(daysQuery(values)).toEqual(query);
  });
});

describe('the leave resource', () => {
  it('lists the own requests and starts one with start-process, nothing else', () => {
    expect(leaveApi.base).toBe('/lingxi-desk/process/leave');
    expect(leaveApi.endpoints).toEqual({ list: 'list', create: 'start-process' });
  });
});

describeTexts('texts of the leave page', {
  bundles: { leave: messages },
  sources,
  keys: /'((?:leave|work|crud)\.[A-Za-z0-9.]+)'/g,
  atLeast: 10,
  shared: [uiMessages],
});
