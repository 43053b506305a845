import { defineConfig } from 'vitest/config';
import { filesNeedingOwnWorker } from './vitest.isolation';
import { moduleCacheDir } from './vitest.moduleCache';

const SERVER_TESTS = 'apps/server/src/**/*.test.ts';
// Lint probes run in the lint project, without the server's database set-up.
const LINT_TESTS = ['apps/web/src/**/*.lint.test.ts', 'apps/server/src/**/*.lint.test.ts'];
const SERVER_SETUP = {
  environment: 'node',
  // Migrates and seeds one PGlite per run; each test file loads a copy of it.
  globalSetup: ['apps/server/src/test/globalSetup.ts'],
  setupFiles: ['apps/server/src/test/noOverlappingQueries.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;
const serverOwnWorker = filesNeedingOwnWorker(
  import.meta.dirname,
  'apps/server/src',
  /\.test\.ts$/,
);

export default defineConfig({
  test: {
    // Transforms kept between runs, in a directory keyed on the tree's file names (see there).
    experimental: {
      fsModuleCache: true,
      fsModuleCachePath: moduleCacheDir(import.meta.dirname),
    },
    // As many files at a time as there are cores. Vitest's default leaves one core free, which on
    // the project's two-core machines is one file at a time: the unit run then took 788 s, and
    // 591 s with two (201 files, CI's fresh clone and this machine). A jsdom or PGlite file keeps
    // one core busy; the main process only collects results.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...SERVER_SETUP,
          name: 'server',
          include: [SERVER_TESTS],
          exclude: [...serverOwnWorker, ...LINT_TESTS],
          isolate: false, // see vitest.isolation.ts
        },
      },
      {
        test: { ...SERVER_SETUP, name: 'server-isolated', include: serverOwnWorker },
      },
      'apps/web/vitest.config.ts',
      {
        // The lint rules that guard the house (eslint.config.js), proved on probe files: in Node,
        // where ESLint runs, not in the web project's jsdom.
        test: { name: 'lint', include: LINT_TESTS, environment: 'node' },
      },
      {
        // What the repository promises of its own set-up (the Node versions in package.json).
        test: { name: 'repository', include: ['scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          // The benches' own machinery (the load generator, the CPU split): a bench that
          // measured wrongly would report a figure no one could trust.
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
