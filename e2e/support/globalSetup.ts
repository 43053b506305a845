import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    baseURL: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  server = await startServer();
  project.provide('origin', server.origin);
  project.provide('baseURL', server.baseURL);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
