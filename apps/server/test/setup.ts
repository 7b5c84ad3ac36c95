import { afterAll } from 'vitest';
import { dropsDone } from './dropped-later.ts';

// Every test file ends with the PostgreSQL databases its test apps left dropped (dropped-later.ts).
afterAll(dropsDone);
