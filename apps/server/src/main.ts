import module from 'node:module';

// Modules once compiled (TypeScript stripped, parsed) are kept on disk for the next start: a fifth of
// the start-up on a small machine. It must be on before the app's modules load, hence the import below.
module.enableCompileCache();
await import('./start.ts');
