/**
 * The process entry: turns on Node's compile cache (V8's compiled code for our modules and their
 * dependencies, kept on disk between starts: the second start of a build compiles almost nothing) and
 * source maps (the build is a bundle, server/build/bundle.ts: stack traces then name our source files
 * and lines; it costs a start about nothing, bench:startup), then loads and runs the server.
 * Everything else is imported after, so that both cover it.
 */
import module from 'node:module';

module.enableCompileCache?.();
process.setSourceMapsEnabled(true);
const { main } = await import('./start.ts');
await main();
