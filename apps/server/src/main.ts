import { keepCompiledModules } from './compile-cache.ts';

// On before the app's modules load, hence the import below. `npm run serve` turns the cache on for
// these two files as well (NODE_COMPILE_CACHE), so no thread of a warm start strips TypeScript.
keepCompiledModules();
await import('./start.ts');
