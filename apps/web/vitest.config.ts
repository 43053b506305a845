import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { APP_VERSION } from '../../packages/contracts/src/platform.ts';
import { filesNeedingOwnWorker } from '../../vitest.isolation';

const TESTS = /\.test\.tsx?$/;
/** Files that replace a module or the clock for their whole run: vitest.isolated.config.ts. */
export const OWN_WORKER = filesNeedingOwnWorker(import.meta.dirname, 'src', TESTS);

export const WEB_PROJECT = {
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(APP_VERSION),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Lint rule tests run in Node (the root config's 'lint' project).
    exclude: ['src/**/*.lint.test.ts', ...OWN_WORKER],
    // Files share their worker's modules and document (see ../../vitest.isolation.ts);
    // src/test/setup.ts gives each file a fresh page's document and storage.
    isolate: false,
    unstubGlobals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 30_000,
  },
};

export default defineProject(WEB_PROJECT);
