import { startGateway } from './app';
import { consoleLogger } from './config';

const port = Number(process.env.PORT ?? 8080);
const hostname = process.env.HOST ?? '0.0.0.0';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  consoleLogger.error(`invalid PORT: ${process.env.PORT}`);
  process.exit(1);
}

try {
  const running = await startGateway({ port, hostname });
  const { options } = running.gateway;
  consoleLogger.info(
    `listening on http://${hostname}:${running.port} (database: ${options.databaseUrl ? 'PostgreSQL' : `PGlite in ${options.dataDir}`}, static: ${options.staticRoot})`,
  );
  if (options.captchaCode)
    consoleLogger.warn('LINGXI_CAPTCHA_CODE is set: every captcha has a fixed code (testing only)');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    consoleLogger.info(`${signal}: shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await running.close();
      process.exit(0);
    } catch (err) {
      consoleLogger.error('shutdown failed', err);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (err) {
  consoleLogger.error('failed to start', err);
  process.exit(1);
}
