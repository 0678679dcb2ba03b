/// <reference types="@rsbuild/core/types" />
// The workflow administration's decisions (which of design / deploy / delete a model offers, which of
// diagram / suspend / activate / delete a deployment, which of diagram / delete a running instance) as
// tables, and the texts of the three pages in both languages.
import { describeTexts } from '@lingxi/testing/texts';
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

describeTexts('texts of the workflow administration pages', {
  bundles: { flow: messages },
  sources,
  keys: /'((?:flow[A-Za-z]*|crud)\.[A-Za-z0-9.]+)'/g,
  atLeast: 30,
  shared: [uiMessages],
});
