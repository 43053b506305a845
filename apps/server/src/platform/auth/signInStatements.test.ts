import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compileHandWritten } from '../../db/compile';
import type { Runner } from '../../db/prepared';
import { loadSignInUser } from './identityStore';
import { signInPolicy } from './signInPolicy';
import { recordSignIn } from './signInRecord';

describe("the sign-in's statements", () => {
  it("compile in one pass, to drizzle's text and parameters (no fallback to drizzle)", async () => {
    const seen: SQL[] = [];
    const capture: Runner = async <T>(statement: SQL) => {
      seen.push(statement);
      return [] as T[];
    };
    const policy = signInPolicy(undefined as never, {
      loginMaxFailures: 5,
      loginLockMinutes: 15,
      loginIpMaxFailures: 200,
      loginSlowdownMs: 1000,
    });
    await loadSignInUser(capture, 'crc', policy.checkColumns('crc', '10.0.0.7'));
    await recordSignIn(capture, { id: 3, userName: 'crc' }, '10.0.0.7', 86_400);
    expect(seen).toHaveLength(2);
    const dialect = new PgDialect();
    for (const statement of seen) {
      const own = compileHandWritten(statement);
      expect(own).toBeDefined();
      const { sql: text, params } = dialect.sqlToQuery(statement);
      expect(own).toEqual({ sql: text, params });
    }
  });
});
