import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type RunningGateway, startGateway } from '../src/app';
import { silentLogger } from '../src/config';
import { openPglite } from '../src/db';
import { freshDatabase } from './pg';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the gateway under test. */
    gatewayUrl: string;
    /** The fixed captcha code the gateway was started with. */
    captchaCode: string;
    /** Fake apps/ folder the gateway serves ('' when testing an external GATEWAY_URL). */
    staticRoot: string;
    /** LINGXI_CONSOLE_CONFIG file of the gateway ('' when external). */
    configFile: string;
  }
}

/** A fake apps/ folder: shell and system built, business not. */
export function writeFakeDist(root: string): void {
  const shell = join(root, 'shell', 'dist');
  mkdirSync(join(shell, 'static', 'js'), { recursive: true });
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html><head><title>Lingxi shell</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(shell, 'static', 'js', 'main.3f2a9c1b.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});\n`,
  );
  writeFileSync(join(shell, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  const system = join(root, 'system', 'dist');
  mkdirSync(join(system, 'static', 'js'), { recursive: true });
  writeFileSync(
    join(system, 'mf-manifest.json'),
    JSON.stringify({ id: 'system', name: 'system', metaData: {} }),
  );
  writeFileSync(join(system, 'remoteEntry.js'), 'window.system = {};\n');
  writeFileSync(join(system, 'static', 'js', 'page.0a1b2c3d.js'), 'export default 1;\n');
  writeFileSync(join(root, 'secret.txt'), 'outside every dist folder');
}

export default async function setup(project: TestProject) {
  const external = process.env.GATEWAY_URL;
  if (external) {
    project.provide('gatewayUrl', external.replace(/\/+$/, ''));
    project.provide('captchaCode', process.env.LINGXI_CAPTCHA_CODE ?? '');
    project.provide('staticRoot', '');
    project.provide('configFile', '');
    return;
  }
  // LINGXI_TEST_BACKEND=postgres: the same suite against a fresh database on LINGXI_TEST_DATABASE_URL's server
  const backend = process.env.LINGXI_TEST_BACKEND ?? 'pglite';
  const serverUrl = process.env.LINGXI_TEST_DATABASE_URL;
  if (backend === 'postgres' && !serverUrl)
    throw new Error('LINGXI_TEST_BACKEND=postgres needs LINGXI_TEST_DATABASE_URL');
  const database = backend === 'postgres' && serverUrl ? await freshDatabase(serverUrl) : undefined;
  const work = mkdtempSync(join(tmpdir(), 'lingxi-gateway-test-'));
  // PGlite's initdb once for the whole run: every fresh PGlite folder of the suite (this gateway's, the
  // files' own gateways and databases) starts as a copy (src/db.ts, LINGXI_PGLITE_TEMPLATE); the test
  // workers inherit the variable
  const template = join(work, 'pglite-template');
  await (await openPglite(template)).close();
  process.env.LINGXI_PGLITE_TEMPLATE = template;
  const staticRoot = join(work, 'apps');
  writeFakeDist(staticRoot);
  const configFile = join(work, 'console-config.json');
  const captchaCode = 'LX8Q2';
  let running: RunningGateway | undefined;
  try {
    running = await startGateway({
      port: 0,
      hostname: '127.0.0.1',
      dataDir: join(work, 'data'),
      staticRoot,
      consoleConfigFile: configFile,
      captchaCode,
      databaseUrl: database?.url,
      // the whole suite logs in from 127.0.0.1, hundreds of times and with many deliberate failures:
      // the login door's per-address limits are tested on gateways of their own (login-door.test.ts)
      tokenPerMinute: 1_000_000,
      addressFailures: 1_000_000,
      accountFailures: 1_000_000,
      logger: silentLogger,
    });
  } catch (err) {
    rmSync(work, { recursive: true, force: true });
    await database?.drop();
    throw err;
  }
  project.provide('gatewayUrl', running.url);
  project.provide('captchaCode', captchaCode);
  project.provide('staticRoot', staticRoot);
  project.provide('configFile', configFile);
  return async () => {
    await running?.close();
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  };
}
