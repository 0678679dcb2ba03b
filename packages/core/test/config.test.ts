// The runtime configuration (CONTRACT "Addresses"; SPEC §9 defaults): nothing compiled in.
import { afterEach, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, getConfig, loadRuntimeConfig, setConfig } from '../src';

afterEach(() => {
  vi.unstubAllGlobals();
  setConfig(DEFAULT_CONFIG);
});

it("defaults to the spec's constants", () => {
  expect(DEFAULT_CONFIG).toMatchObject({
    apiBase: '/api',
    clientId: 'lx_operation',
    tokenHeader: 'lingxi-auth',
    tokenTime: 3000,
    tenantMode: true,
    captchaMode: true,
  });
});

it('loads the served config and resolves centre addresses against the config file', async () => {
  const fetch = vi.fn(async () =>
    Response.json({
      clientSecret: 'from-server',
      remotes: { system: '/centres/system/mf-manifest.json', business: 'https://cdn.example.com/b/mf.json' },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  const config = await loadRuntimeConfig('http://console.example.com/conf/lingxi.config.json');
  expect(fetch).toHaveBeenCalledWith('http://console.example.com/conf/lingxi.config.json', {
    cache: 'no-store',
  });
  expect(config.clientSecret).toBe('from-server');
  expect(config.remotes).toMatchObject({
    system: 'http://console.example.com/centres/system/mf-manifest.json',
    business: 'https://cdn.example.com/b/mf.json',
  });
  expect(getConfig().tokenHeader).toBe('lingxi-auth');
});

it('uses a request already under way, and falls back to fetching when it failed', async () => {
  const fetch = vi.fn(async () => Response.json({ tokenTime: 60 }));
  vi.stubGlobal('fetch', fetch);
  await loadRuntimeConfig('http://x/lingxi.config.json', Promise.resolve(Response.json({ tokenTime: 120 })));
  expect(getConfig().tokenTime).toBe(120);
  expect(fetch).not.toHaveBeenCalled();
  await loadRuntimeConfig('http://x/lingxi.config.json', Promise.reject(new Error('offline')));
  expect(getConfig().tokenTime).toBe(60);
});

it('fails clearly when the config cannot be had', async () => {
  vi.stubGlobal('fetch', async () => new Response('nope', { status: 503 }));
  await expect(loadRuntimeConfig('http://x/lingxi.config.json')).rejects.toThrow('answered 503');
});
