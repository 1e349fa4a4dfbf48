/**
 * zod 4 probes `new Function` to speed up object parsing. Under our CSP (no 'unsafe-eval') the
 * probe fails safely but still raises a CSP violation report, so we switch that path off. zod
 * reads this global config object (and keeps one that already exists), so setting it needs no
 * zod import here, and works whichever module loads first.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

export {};
