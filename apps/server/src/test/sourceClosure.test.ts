import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sourceClosure } from './sourceClosure';

let root: string;
const write = (path: string, text: string) => {
  const file = join(root, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return file;
};

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('sourceClosure', () => {
  it('follows relative, index, dynamic and contracts imports, and skips npm packages', () => {
    root = mkdtempSync(join(tmpdir(), 'closure-'));
    const contracts = join(root, 'contracts');
    write('contracts/index.ts', "export * from './roles';");
    write('contracts/roles.ts', 'export const ROLES = [];');
    write('contracts/players.ts', 'export const PLAYERS = [];');
    write('contracts/unused.ts', 'export const UNUSED = 1;');
    write('src/time/index.ts', 'export const now = 1;');
    write('src/later.ts', 'export const later = 1;');
    write('src/unrelated.ts', 'export const x = 1;');
    const entry = write(
      'src/seed.ts',
      [
        "import { sql } from 'drizzle-orm';",
        "import { ROLES } from '@dealer/contracts';",
        "import type { P } from '@dealer/contracts/players';",
        "import { now } from './time';",
        "const later = () => import('./later');",
      ].join('\n'),
    );

    const names = sourceClosure([entry], contracts).map((f) => f.slice(root.length + 1));

    expect(names).toEqual([
      'contracts/index.ts',
      'contracts/players.ts',
      'contracts/roles.ts',
      'src/later.ts',
      'src/seed.ts',
      'src/time/index.ts',
    ]);
  });

  it('visits a file once when imports go round in a circle', () => {
    root = mkdtempSync(join(tmpdir(), 'closure-'));
    const a = write('a.ts', "import { b } from './b'; export const a = 1;");
    write('b.ts', "import { a } from './a'; export const b = 2;");

    expect(sourceClosure([a], join(root, 'contracts'))).toHaveLength(2);
  });
});
