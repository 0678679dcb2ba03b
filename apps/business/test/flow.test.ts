/// <reference types="@rsbuild/core/types" />
// The workflow administration's decisions (which of design / deploy / delete a model offers, which of
// diagram / suspend / activate / delete a deployment, which of diagram / delete a running instance) as
// tables, and the texts of the three pages in both languages.
import { hasText, type Texts, textAt, textKeys } from '@lingxi/testing/texts';
import { uiMessages } from '@lingxi/ui';
import { describe, expect, it } from 'vitest';
import {
  decideDeploymentActions,
  decideInstanceActions,
  decideModelActions,
  hasRunningInstances,
} from '../src/pages/flow/actions';
import { messages } from '../src/pages/flow/messages';

const sources: Record<string, string> = import.meta.glob<string>('../src/pages/flow*/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('decideModelActions', () => {
  it.each([
    [{}, []],
    [{ flowModel_edit: true }, ['design']],
    [{ flowModel_deploy: true }, ['deploy']],
    [{ flowModel_delete: true }, ['delete']],
    [
      { flowModel_edit: true, flowModel_deploy: true, flowModel_delete: true },
      ['design', 'deploy', 'delete'],
    ],
  ] as const)('codes %o → %o', (codes, expected) => {
    expect(decideModelActions(codes)).toEqual(expected);
  });
});

describe('decideDeploymentActions', () => {
  const all = { flowDeploy_state: true, flowDeploy_delete: true } as const;
  it.each([
    ['active', all, ['diagram', 'suspend', 'delete']],
    ['suspended', all, ['diagram', 'activate', 'delete']],
    ['active', { flowDeploy_state: true }, ['diagram', 'suspend']],
    ['suspended', { flowDeploy_delete: true }, ['diagram', 'delete']],
    ['active', {}, ['diagram']],
  ] as const)('%s with %o → %o', (state, codes, expected) => {
    expect(decideDeploymentActions({ state }, codes)).toEqual(expected);
  });

  it('knows when a delete ends running instances', () => {
    expect(hasRunningInstances({ runningInstances: 2 })).toBe(true);
    expect(hasRunningInstances({ runningInstances: 0 })).toBe(false);
    expect(hasRunningInstances({})).toBe(false);
  });
});

describe('decideInstanceActions', () => {
  it('offers the diagram to every viewer and the delete with its code only', () => {
    expect(decideInstanceActions({})).toEqual(['diagram']);
    expect(decideInstanceActions({ flowFollow_delete: true })).toEqual(['diagram', 'delete']);
  });
});

describe('texts of the workflow administration pages', () => {
  it('the same keys in zh and en, none empty', () => {
    const zh = textKeys(messages.zh.translation).sort();
    expect(textKeys(messages.en.translation).sort()).toEqual(zh);
    for (const key of zh) {
      expect(hasText(messages.zh.translation, key), `zh ${key}`).toBe(true);
      expect(hasText(messages.en.translation, key), `en ${key}`).toBe(true);
    }
  });

  it('every key the pages name exists in both languages', () => {
    const used = new Set<string>();
    for (const text of Object.values(sources))
      for (const match of text.matchAll(/'((?:flow[A-Za-z]*|crud)\.[A-Za-z0-9.]+)'/g))
        if (match[1] && !match[1].endsWith('.')) used.add(match[1]);
    expect(used.size).toBeGreaterThan(30);
    for (const key of used)
      for (const language of ['zh', 'en'] as const)
        expect(
          Boolean(textAt(messages[language].translation, key)) || hasText(uiMessages[language] as Texts, key),
          `${language} ${key}`,
        ).toBe(true);
  });
});
