import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Test files share their worker's modules (isolate: false): a file that loads the app pays the
 * import of Fastify or PGlite's WebAssembly once per worker instead of once per file, which
 * halves the unit run's CPU time. A file that replaces a module (vi.mock), an environment
 * variable or the clock for its whole run would leak that into the next file, so such files run
 * in a worker of their own, found by what they call rather than by a list to keep up to date.
 */
const REPLACES_FOR_THE_FILE = /\bvi\.(mock|doMock|stubEnv|resetModules)\(|\buseFakeTimers\(/;

function testFiles(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}

/** The test files under `dir` that need a worker of their own, relative to `root`. */
export function filesNeedingOwnWorker(root: string, dir: string, name: RegExp): string[] {
  return testFiles(join(root, dir), name)
    .filter((path) => REPLACES_FOR_THE_FILE.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path));
}
