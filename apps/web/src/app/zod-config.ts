// zod compiles object schemas with `new Function` when it may, and probes whether it may by trying:
// the page's CSP (script-src without 'unsafe-eval') refuses, and the browser reports a CSP issue on
// every page with a form. Interpreted parsing is quick enough for forms. This must be set before any
// schema is built; zod keeps its configuration on this global (core.js, shared by every copy of zod),
// so setting it here keeps zod itself out of the code every page loads first.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
