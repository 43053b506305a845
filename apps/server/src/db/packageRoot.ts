import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// At the bottom of the house because the embedded database's template cache (db/) is the lowest
// thing that needs it; config.ts and the test kits read it from here too.

/** The directory holding apps/server/package.json, found from this file in src/ and in dist/. */
export function serverPackageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && readFileSync(manifest, 'utf8').includes('"@dealer/server"'))
      return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @dealer/server package directory');
    dir = parent;
  }
}
