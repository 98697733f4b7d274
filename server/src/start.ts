import fs from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { leanEmbeddedRuntime } from './platform/embedded-runtime.ts';
import { DataDirLockedError, lockDataDir } from './platform/lock.ts';
import { createLogger, type Logger } from './platform/logger.ts';

/**
 * On the embedded database, takes the data folder's lock and starts opening PGlite (reading and
 * compiling its WebAssembly, starting PostgreSQL) while the rest of the server's modules load: the
 * two overlap instead of adding up. Elsewhere (PostgreSQL, memory) the server opens its own.
 */
async function openEmbeddedEarly(config: Config) {
  const url = config.databaseUrl ?? `${config.dataDir}/pglite`;
  if (/^postgres/.test(url) || url === 'memory') return null;
  leanEmbeddedRuntime({ newFolder: !fs.existsSync(path.join(url, 'PG_VERSION')) });
  const releaseLock = lockDataDir(config.dataDir);
  const { openDatabase } = await import('./platform/db.ts');
  const opening = openDatabase(url);
  opening.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
  return { releaseLock, opening };
}

async function start(config: Config, log: Logger) {
  const early = await openEmbeddedEarly(config);
  try {
    const { startServer } = await import('./server.ts');
    if (!early) return await startServer(config, { log });
    return await startServer(config, { log, database: await early.opening, releaseLock: early.releaseLock });
  } catch (err) {
    if (early) {
      await early.opening.then((db) => db.close()).catch(() => undefined);
      early.releaseLock();
    }
    throw err;
  }
}

export async function main(): Promise<void> {
  let config: Config;
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
  let server: Awaited<ReturnType<typeof start>>;
  try {
    server = await start(config, log);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(3);
    }
    console.error(err);
    process.exit(1);
  }
  // Before the URL is announced: whoever starts the server may stop it as soon as it reads the URL,
  // and until a handler is installed a SIGTERM ends the process at once (exit by signal, no clean close).
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
  log.info(
    { url: server.url, database: server.database.kind, redis: Boolean(config.redisUrl) },
    'Suki is up',
  );
  const { DEMO_EMAIL, DEMO_PASSWORD } = await import('./seed/demo.ts');
  const demo = server.seeded ? `  Demo sign-in: ${DEMO_EMAIL} / ${DEMO_PASSWORD}\n` : '';
  process.stdout.write(`\n${demo}  Suki console: ${server.url}\n\n`);
}
