/**
 * Where this server process is in its start-up, for GET /readyz. A demo server listens once
 * what signing in needs is seeded, and seeds the rest of the demo in the background
 * (main.ts); /healthz answers from then on (the process is alive, its database answers), while
 * /readyz answers 200 only once the demo data is complete, so that whatever walks the demo
 * right after a start (the e2e runs, the benches) waits for it.
 *
 * One per process, on purpose: it describes the process, not an app instance. `demoData` stays
 * undefined where there is no demo (production, and tests, which build apps without main.ts):
 * /readyz then says nothing about demo data.
 */
export type DemoDataState = 'seeding' | 'ready' | 'failed';

export const startup: { demoData: DemoDataState | undefined } = { demoData: undefined };
