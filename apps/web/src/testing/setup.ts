import { afterEach } from 'vitest';

// Testing Library unmounts what a test rendered only when `afterEach` is a global (it is not here):
// each test starts from an empty document. Node tests have no document and skip it.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
