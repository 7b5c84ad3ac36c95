import module from 'node:module';

// A worker for compile-cache.test.ts: the compile cache this thread keeps, if any.
export default function compileCacheDir(): string | undefined {
  return module.getCompileCacheDir();
}
