import fs from 'node:fs';
import path from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * The arguments that start the server as a real process: the build when it is current (it starts in
 * about a second; `npm test` builds before the server suite), else the sources through tsx (seconds of
 * compiling per start), so a test never runs an older build than the code it checks.
 */
export function serverEntry(serverDir: string): string[] {
  const built = path.join(serverDir, 'dist/src/main.js');
  if (fs.existsSync(built) && newestMtime(path.join(serverDir, 'src')) <= fs.statSync(built).mtimeMs)
    return [built];
  return ['--import', 'tsx', 'src/main.ts'];
}
