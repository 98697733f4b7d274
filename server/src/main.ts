/**
 * The process entry: turns on Node's compile cache (V8's compiled code for our modules and their
 * dependencies, kept on disk between starts: the second start of a build compiles almost nothing) and
 * source maps (the build is a bundle, server/build/bundle.ts: stack traces then name our source files
 * and lines; it costs a start about nothing, bench:startup), then loads and runs the server.
 * Everything else is imported after, so that both cover it.
 */
import module from 'node:module';

// glibc gives each thread that allocates its own malloc arena and keeps what is freed there for that
// thread: V8's WebAssembly compiler threads (they tier PGlite's PostgreSQL up in the background) left
// about 40 MB resident in theirs, a sixth of an idle server (issue 18: idle memory under 250 MB; with
// two arenas an idle embedded server holds about 210 MB instead of 240-255). glibc reads the variable
// when a process starts, so the server starts itself once more with it (the same process: execve).
// A MALLOC_ARENA_MAX already set is left alone.
if (
  process.platform === 'linux' &&
  process.env.MALLOC_ARENA_MAX === undefined &&
  typeof process.execve === 'function'
) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_ARENA_MAX: '2',
  });
}

module.enableCompileCache?.();
process.setSourceMapsEnabled(true);
const { main } = await import('./start.ts');
await main();
