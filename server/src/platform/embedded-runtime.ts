import v8 from 'node:v8';

/**
 * V8 settings for a server on the embedded database, set before PGlite's 9 MB of WebAssembly is
 * compiled and before most modules load (issue 18: idle memory under 250 MB). Measured on the demo
 * store, idle 10 s after an existing-folder start (bench/RESULTS.md, bench:startup):
 *
 * - one background thread, not one per core, compiles PostgreSQL's hot functions from V8's baseline
 *   code (Liftoff) to optimized code (TurboFan): each compiling thread keeps its own malloc arena of
 *   about 20 MB long after it is done. Queries reach the same speed, a little later.
 * - the young generation stays at its initial 1 MB per semi-space instead of growing to 16 MB while
 *   the modules load, and then holding 32 MB that an idle server never uses again. Not on the start
 *   that seeds a new folder: seeding allocates a lot, and there the small young generation costs half
 *   a second of collections; that start keeps V8's default and the next one is lean.
 *
 * Together about 60 MB. On PostgreSQL the server keeps V8's defaults: it is sized for throughput.
 */
export function leanEmbeddedRuntime({ newFolder }: { newFolder: boolean }): void {
  v8.setFlagsFromString('--wasm-num-compilation-tasks=1');
  if (!newFolder) v8.setFlagsFromString('--semi-space-growth-factor=1');
}
