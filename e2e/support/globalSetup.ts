import type { TestProject } from 'vitest/node';
import { businessDayFromNow } from './businessDay';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    baseURL: string;
    /** The business day the demo data was seeded for: its 'today' (orders on the timelines). */
    demoDay: string;
  }
}

let server: RunningServer | undefined;

/**
 * Starts the built server on a fresh demo database. The demo seeds its orders around the business
 * day it starts on, so specs that look at "today's" bars use `demoDay`, not the clock: a run that
 * starts at 23:59 in Jakarta (16:59 UTC) would otherwise look for them on the next day. A start
 * whose seeding straddles midnight is begun again, so the seed's day is known for certain.
 */
export async function setup(project: TestProject): Promise<void> {
  for (;;) {
    const before = businessDayFromNow(0);
    server = await startServer();
    if (businessDayFromNow(0) === before) {
      project.provide('demoDay', before);
      break;
    }
    await server.stop();
  }
  project.provide('origin', server.origin);
  project.provide('baseURL', server.baseURL);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
