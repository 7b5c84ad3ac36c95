/**
 * What every worker thread of the app starts with (the drawing of résumés and share images, the
 * compressions, the résumé reader). Its young generation is held to 8 MB instead of V8's default,
 * which grows with the machine's memory: these threads make short-lived garbage in bursts, and V8
 * keeps a grown young generation committed while the thread lives. A résumé's thread held 117 MB
 * of heap where it now holds 68 MB; ten résumés took 110 ms each against 102 in one run of each
 * (not interleaved), in a thread at a lower priority than requests (decision 60).
 */
export const WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 8 };
