import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * Our machines run Node 20 and CI runs the server suite again on Node 24 (README, "Node
 * versions"): a package whose `engines` leaves out a Node version we promise runs there without
 * its authors' support, and npm only warns. Six such packages once sat in the lock unnoticed.
 */
interface Lock {
  packages: Record<
    string,
    { version?: string; os?: string[]; engines?: { node?: string } | string[] }
  >;
}

const root = new URL('../', import.meta.url);
const read = <T>(file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8')) as T;

describe('the locked dependencies', () => {
  it('each declare support for every Node version package.json promises', () => {
    const promised = read<{ engines: { node: string } }>('package.json').engines.node;
    const lock = read<Lock>('package-lock.json');
    const outside: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      // An old-style engines array names no Node range.
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      // A binary for another system (sharp's 32-bit Windows build names Node 20 only) never
      // installs on the Linux servers and machines we run.
      const elsewhere = entry.os && !entry.os.includes('linux');
      if (!path || !range || elsewhere) continue;
      if (!semver.subset(promised, range)) outside.push(`${path}@${entry.version}: ${range}`);
    }
    expect(outside).toEqual([]);
  });

  it('are judged by a check that finds a package wanting a newer Node', () => {
    expect(semver.subset('^20.19.0 || ^24.0.0', '>=22.12.0')).toBe(false);
    expect(semver.subset('^20.19.0 || ^24.0.0', '^20.19.0 || >=22.12.0')).toBe(true);
  });
});
