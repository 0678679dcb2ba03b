/**
 * A gateway of a test file's own (its clock, its seed size, its captcha code), where the suite's shared
 * gateway will not do: in a fresh temporary folder, and on a fresh PostgreSQL database in the suite's
 * PostgreSQL run (LINGXI_TEST_BACKEND=postgres), so that run tests this gateway there too. `close()` stops
 * it and removes the folder and the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RunningGateway, type StartOptions, startGateway } from '../src/app';
import { silentLogger } from '../src/config';
import { connect, type Gw } from './helpers';
import { freshDatabase } from './pg';

export interface OwnGateway {
  running: RunningGateway;
  gw: Gw;
  close(): Promise<void>;
}

export async function ownGateway(
  name: string,
  options: StartOptions & { captchaCode: string },
): Promise<OwnGateway> {
  const work = mkdtempSync(join(tmpdir(), `lingxi-${name}-`));
  const serverUrl = process.env.LINGXI_TEST_DATABASE_URL;
  const database =
    process.env.LINGXI_TEST_BACKEND === 'postgres' && serverUrl ? await freshDatabase(serverUrl) : undefined;
  const close = async (running?: RunningGateway) => {
    await running?.close();
    await database?.drop();
    rmSync(work, { recursive: true, force: true });
  };
  let running: RunningGateway | undefined;
  try {
    running = await startGateway({
      databaseUrl: database?.url,
      port: 0,
      hostname: '127.0.0.1',
      dataDir: join(work, 'data'),
      staticRoot: join(work, 'apps'),
      logger: silentLogger,
      ...options,
    });
    const gw = await connect(running.url, options.captchaCode);
    const started = running;
    return { running: started, gw, close: () => close(started) };
  } catch (error) {
    await close(running);
    throw error;
  }
}
