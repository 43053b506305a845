import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API, MASTER_API } from '@dealer/contracts';
import { createTestApp, type TestApp } from '../../test/testApp';
import { escapeLike, ilikeContains, ilikeEquals } from './like';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('superadmin')).access_token;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: t.authHeader(token), payload });

/** Every search that reaches a LIKE, with how many rows its answer reports. */
const SEARCHES: { name: string; run: (text: string) => Promise<number> }[] = [
  {
    name: 'the question search by sectionName',
    run: async (sectionName) =>
      (await post(MASTER_API.question.search, { sectionName })).json().total,
  },
  {
    name: 'the question search by keyword',
    run: async (keyword) => (await post(MASTER_API.question.search, { keyword })).json().total,
  },
  {
    name: 'the cluster search',
    run: async (keyword) => (await post(MASTER_API.cluster.search, { keyword })).json().total,
  },
  {
    name: 'the branch search',
    run: async (branchCode) =>
      (await post(MASTER_API.branch.query, { action: 'Search', branchCode })).json()[0].total,
  },
  {
    name: 'the test-drive unit search',
    run: async (keyword) => (await post(MASTER_API.branchStock.search, { keyword })).json().total,
  },
  {
    name: 'the user search',
    run: async (keyword) => (await post(API.users.search, { keyword })).json().total,
  },
];

describe('search text is matched literally, never as a LIKE pattern', () => {
  it.each(SEARCHES)('$name finds no row for "%" and answers a trailing backslash', async (s) => {
    expect(await s.run('%')).toBe(0);
    expect(await s.run('zz\\')).toBe(0);
    expect(await s.run('\\')).toBe(0);
  });

  it('matches a section by its whole name, ignoring case, and nothing for a wildcard', async () => {
    expect(await SEARCHES[0]!.run('eXTERIOR')).toBeGreaterThan(0);
    expect(await SEARCHES[0]!.run('Exter_or')).toBe(0);
    expect(await SEARCHES[0]!.run('Exter')).toBe(0);
  });

  it('still finds a keyword inside the text, ignoring case', async () => {
    expect(await SEARCHES[2]!.run('jkt')).toBeGreaterThan(0);
  });

  it('escapes backslash, percent and underscore', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('matches the characters themselves in the database', async () => {
    const value = sql`'a%b_c\\'::text`;
    const result = (await t.db.execute(
      sql`select ${ilikeContains(value, '%B_C\\')} as contains,
                 ${ilikeEquals(value, 'A%B_C\\')} as equals,
                 ${ilikeEquals(value, 'a_b%c\\')} as wild`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows[0]).toEqual({ contains: true, equals: true, wild: false });
  });
});
