import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './platform/lock.ts';
import { createLogger } from './platform/logger.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed/demo.ts';
import { startServer } from './server.ts';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  // The last line of defence: every request and socket handles its own errors, and whatever still
  // escapes (a bug in a callback) is logged and the server keeps serving everyone else.
  process.on('uncaughtException', (err) => log.error({ err }, 'uncaught exception; still serving'));
  process.on('unhandledRejection', (err) => log.error({ err }, 'unhandled rejection; still serving'));
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config, { log });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(3);
    }
    throw err;
  }
  log.info(
    { url: server.url, database: server.database.kind, redis: Boolean(config.redisUrl) },
    'Suki is up',
  );
  const demo = server.seeded ? `  Demo sign-in: ${DEMO_EMAIL} / ${DEMO_PASSWORD}\n` : '';
  process.stdout.write(`\n${demo}  Suki console: ${server.url}\n\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    server
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
