/**
 * The process entry: turns on Node's compile cache (V8's compiled code for our modules and their
 * dependencies, kept on disk between starts: the second start of a build compiles almost nothing),
 * then loads and runs the server. Everything else is imported after, so that the cache covers it.
 */
import module from 'node:module';

module.enableCompileCache?.();
const { main } = await import('./start.ts');
await main();
