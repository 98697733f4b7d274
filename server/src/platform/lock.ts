import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isSukiAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // A recycled pid that is no longer a node process is a stale lock.
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/**
 * PGlite takes no lock of its own: two processes on one folder silently lose writes. The server holds
 * an exclusive lock file in DATA_DIR for its lifetime; a second server refuses to start. A lock left
 * by a killed process (kill -9) is detected by its pid and taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'suki.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      fs.closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid: number };
          if (holder.pid === process.pid) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let pid = 0;
      try {
        pid = Number((JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: unknown }).pid) || 0;
      } catch {
        /* half-written or unreadable: treat as stale */
      }
      if (pid && isSukiAlive(pid)) {
        throw new DataDirLockedError(
          `Another Suki server (pid ${pid}) is already using the data folder ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}`);
}
