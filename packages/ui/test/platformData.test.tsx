// Issue 18: the second tenant's administrator (100000/admin) was offered add, edit and delete on
// platform data (general dictionary, regions, base codes, menus) and every write was refused. The
// console offers what the gateway accepts (`resource/mount.ts`: data that is not tenant-owned is read
// by every tenant, written by the platform tenant alone).
import { sessionStore } from '@lingxi/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLATFORM_TENANT, serverAccepts } from '../src/crud/actions';
import { CrudPage } from '../src/crud/CrudPage';
import { defineResource } from '../src/crud/schema';
import { renderKit, setupKit } from './harness';

interface Entry {
  id?: string;
  name: string;
}

beforeAll(() => setupKit('en'));
afterEach(cleanup);

describe('serverAccepts', () => {
  it.each([
    // platform, tenant, action, accepted
    [true, '000000', 'add', true],
    [true, '000000', 'delete', true],
    [true, '100000', 'view', true],
    [true, '100000', undefined, true],
    [true, '100000', 'add', false],
    [true, '100000', 'edit', false],
    [true, '100000', 'delete', false],
    [true, '100000', 'custom', false],
    [false, '100000', 'add', true],
    [undefined, '100000', 'delete', true],
  ] as const)('platform %s, tenant %s, %s → %s', (platform, tenant, action, accepted) => {
    expect(serverAccepts(platform, tenant, action)).toBe(accepted);
  });
  it('names the platform tenant', () => expect(PLATFORM_TENANT).toBe('000000'));
});

describe('a list page of platform data', () => {
  const page = (tenantId: string, platform: boolean) => {
    sessionStore.setState({
      tenantId,
      permissions: { dict_add: true, dict_edit: true, dict_delete: true, dict_view: true },
    });
    const api = {
      base: `/memory/dict/${Math.random()}`,
      endpoints: {},
      custom: vi.fn(),
      list: vi.fn(async () => ({
        records: [{ id: '1', name: 'sex' }],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
      })),
      detail: vi.fn(async () => ({ id: '1', name: 'sex' })),
      submit: vi.fn(async () => true),
      remove: vi.fn(async () => true),
    };
    const resource = defineResource<Entry>({
      name: 'dict',
      api,
      platform,
      fields: [{ name: 'name', label: 'Name' }],
    });
    renderKit(<CrudPage resource={resource} />);
  };

  it("offers another tenant's administrator only the view", async () => {
    page('100000', true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'View' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull();
  });

  it("offers the platform tenant's administrator every write, and a tenant its own data", async () => {
    for (const [tenant, platform] of [
      ['000000', true],
      ['100000', false],
    ] as const) {
      page(tenant, platform);
      await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy());
      expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
      cleanup();
    }
  });
});
