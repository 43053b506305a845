import { beforeEach } from 'vitest';
import { reportOpenPages } from './failureReport';

// Every e2e test: when it fails, what its pages showed goes to the log (failureReport.ts).
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => reportOpenPages(task.name));
});
