// Issue 24: what an open console decides about releases (the shell fetches and shows).
import { describe, expect, it } from 'vitest';
import {
  INTERVAL_CHECK_MS,
  isLoadFailure,
  liveVersions,
  NAVIGATION_CHECK_MS,
  recoverLoad,
  reloadDecision,
  shouldCheck,
  versionChanges,
  versionLabel,
} from '../src/release';

const manifest = (centre: string, version: string) => `/centres/${centre}/${version}/mf-manifest.json`;

describe('the live version of each part', () => {
  it('is the version the config names, else the manifest address; the shell only by version', () => {
    const live = liveVersions({
      remotes: { system: manifest('system', '0.1.0-2'), business: '/centres/business/mf-manifest.json' },
      versions: { system: '0.1.0-2', shell: '0.1.0-7' },
    });
    expect(live).toEqual({
      system: '0.1.0-2',
      business: '/centres/business/mf-manifest.json',
      shell: '0.1.0-7',
    });
    expect(liveVersions({ remotes: { system: '/s.json' } })).toEqual({ system: '/s.json' });
  });
});

describe('the version check', () => {
  it('names the loaded parts whose live version changed, and no part never loaded', () => {
    const running = { system: '0.1.0-1', shell: '0.1.0-7' };
    expect(versionChanges(running, { system: '0.1.0-2', business: '0.1.0-9', shell: '0.1.0-7' })).toEqual([
      'system',
    ]);
    expect(versionChanges(running, { system: '0.1.0-1', shell: '0.1.0-8' })).toEqual(['shell']);
    expect(versionChanges(running, { system: '0.1.0-1', shell: '0.1.0-7' })).toEqual([]);
    // a rollback is a change too
    expect(versionChanges({ system: '0.1.0-2' }, { system: '0.1.0-1' })).toEqual(['system']);
    // a shell built without a version ('') meets its first released version
    expect(versionChanges({ shell: '' }, { shell: '0.1.0-7' })).toEqual(['shell']);
    expect(versionChanges({ shell: '' }, {})).toEqual([]);
  });

  it('checks on a failure at once, on navigation after 15 s, on the timer after 5 min, never twice at once', () => {
    const at = (now: number, lastCheck: number | undefined, checking = false) => ({
      now,
      lastCheck,
      checking,
    });
    expect(shouldCheck('failure', at(1, 0))).toBe(true);
    expect(shouldCheck('failure', at(1, 0, true))).toBe(false);
    expect(shouldCheck('navigation', at(1000, undefined))).toBe(true);
    expect(shouldCheck('navigation', at(NAVIGATION_CHECK_MS - 1, 0))).toBe(false);
    expect(shouldCheck('navigation', at(NAVIGATION_CHECK_MS, 0))).toBe(true);
    expect(shouldCheck('interval', at(NAVIGATION_CHECK_MS, 0))).toBe(false);
    expect(shouldCheck('interval', at(INTERVAL_CHECK_MS, 0))).toBe(true);
    expect(shouldCheck('start', at(5, 4))).toBe(true);
  });
});

describe('a failed load', () => {
  const chunk = Object.assign(new Error('Loading chunk 812 failed.\n(missing: /centres/system/x.js)'), {
    name: 'ChunkLoadError',
  });

  it('tells load failures of federated code from a page that throws', () => {
    expect(isLoadFailure(chunk)).toBe(true);
    expect(isLoadFailure(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isLoadFailure(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.'))).toBe(
      true,
    );
    expect(isLoadFailure(new Error('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isLoadFailure(undefined)).toBe(false);
    expect(isLoadFailure('Loading chunk 1 failed')).toBe(false);
  });

  it('is retried once from the live version, then reported with the offer to reload', () => {
    expect(recoverLoad({ error: chunk, retried: false })).toEqual({ action: 'retry-live' });
    expect(recoverLoad({ error: chunk, retried: true })).toEqual({ action: 'offer-reload' });
    expect(recoverLoad({ error: new Error('boom'), retried: false })).toEqual({ action: 'report' });
  });
});

describe('the reload offer', () => {
  it('is made for a change, and asks first when a form is being edited', () => {
    expect(reloadDecision({ changed: [], editing: true })).toEqual({ offer: false, confirm: false });
    expect(reloadDecision({ changed: ['system'], editing: false })).toEqual({ offer: true, confirm: false });
    expect(reloadDecision({ changed: ['system'], editing: true })).toEqual({ offer: true, confirm: true });
  });

  it('shows a version, or the folder of a versioned manifest, or dev', () => {
    expect(versionLabel('0.1.0-20261126104411')).toBe('0.1.0-20261126104411');
    expect(versionLabel('http://h/centres/system/0.1.0-2/mf-manifest.json')).toBe('0.1.0-2');
    expect(versionLabel('http://h/centres/system/mf-manifest.json')).toBe('dev');
    expect(versionLabel(undefined)).toBe('');
  });
});
