/**
 * What every worker thread of the app starts with (the résumé and share-image drawings, the
 * compressions, the résumé reader). Its young generation is held to 8 MB instead of V8's default
 * (up to 3 × 16 MB per thread): these threads make short-lived garbage in bursts, and V8 keeps a
 * grown young generation committed while the thread lives. A résumé's thread held 117 MB of heap
 * where it now holds 68 MB, for about 8 % more time per résumé, at a lower priority than requests
 * (bench/README.md, "RSS").
 */
export const WORKER_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 8 };
