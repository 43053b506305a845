import { defineProject } from 'vitest/config';
import { OWN_WORKER, WEB_PROJECT } from './vitest.config';

/** The web test files that replace a module or the clock for their whole run, each isolated. */
export default defineProject({
  ...WEB_PROJECT,
  test: {
    ...WEB_PROJECT.test,
    name: 'web-isolated',
    include: OWN_WORKER,
    exclude: [],
    isolate: true,
  },
});
