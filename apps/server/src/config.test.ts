import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_TABLE, databasePoolSize, loadConfig } from './config';
import { serverPackageRoot } from './db/packageRoot';

describe('the PostgreSQL pool size', () => {
  it('is two connections per core when DATABASE_POOL_SIZE is unset', () => {
    expect(databasePoolSize({}, 2)).toBe(4);
    expect(databasePoolSize({}, 8)).toBe(16);
    expect(databasePoolSize({ DATABASE_POOL_SIZE: ' ' }, 1)).toBe(2);
  });

  it('is what DATABASE_POOL_SIZE says, and loadConfig reads it', () => {
    expect(databasePoolSize({ DATABASE_POOL_SIZE: '7' }, 2)).toBe(7);
    expect(loadConfig({ DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
  });

  it('refuses zero or a value that is not a whole number, naming the setting', () => {
    expect(() => databasePoolSize({ DATABASE_POOL_SIZE: '0' }, 2)).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => databasePoolSize({ DATABASE_POOL_SIZE: 'ten' }, 2)).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => databasePoolSize({ DATABASE_POOL_SIZE: '2.5' }, 2)).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('the README', () => {
  it('has a row for every setting the server reads', () => {
    const readme = readFileSync(join(serverPackageRoot(), '..', '..', 'README.md'), 'utf8');
    // A row may name two settings that go together: | `ADMIN_USERNAME` / `ADMIN_PASSWORD` |
    const rows = readme.split('\n').filter((line) => line.startsWith('| `'));
    const missing = CONFIG_TABLE.map((row) => row.name).filter(
      (name) => !rows.some((line) => line.split('|')[1]!.includes(`\`${name}\``)),
    );
    expect(missing).toEqual([]);
  });
});
