/// <reference types="@rsbuild/core/types" />
// The leave request's decisions (where a request stands, what it offers, when the form asks for the
// working days) as tables, and its texts in both languages.
import { hasText, type Texts, textAt, textKeys } from '@lingxi/testing/texts';
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

describe('texts of the leave page', () => {
  it('the same keys in zh and en, none empty', () => {
    const zh = textKeys(messages.zh.translation).sort();
    expect(textKeys(messages.en.translation).sort()).toEqual(zh);
    for (const key of zh) {
      expect(hasText(messages.zh.translation, key), `zh ${key}`).toBe(true);
      expect(hasText(messages.en.translation, key), `en ${key}`).toBe(true);
    }
  });

  it('every key the page names exists in both languages', () => {
    const used = new Set<string>();
    for (const text of Object.values(sources))
      for (const match of text.matchAll(/'((?:leave|work|crud)\.[A-Za-z0-9.]+)'/g))
        if (match[1] && !match[1].endsWith('.')) used.add(match[1]);
    expect(used.size).toBeGreaterThan(10);
    for (const key of used)
      for (const language of ['zh', 'en'] as const)
        expect(
          Boolean(textAt(messages[language].translation, key)) || hasText(uiMessages[language] as Texts, key),
          `${language} ${key}`,
        ).toBe(true);
  });
});
