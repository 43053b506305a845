import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@dealer/contracts';
import {
  appUser,
  branch,
  branchCluster,
  branchType,
  cluster,
  clusterType,
  question,
  questionAnswerType,
  questionnaireCategory,
  reason,
  reasonCategory,
  region,
  testDriveUnit,
  userArea,
} from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/testApp';
import { ensureFirstAdmin } from './admin';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { demo: false } });
});
afterAll(async () => {
  await t?.close();
});

const logger = () => {
  const lines: string[] = [];
  const log = (first: unknown, second?: unknown) =>
    void lines.push(typeof first === 'string' ? first : String(second));
  return { lines, log: { info: log, warn: log } as Parameters<typeof ensureFirstAdmin>[2] };
};
type Counted =
  | typeof appUser
  | typeof branch
  | typeof region
  | typeof userArea
  | typeof cluster
  | typeof branchCluster
  | typeof testDriveUnit
  | typeof reason
  | typeof question;
const count = async (table: Counted) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** Four unrelated words and a number: zxcvbn rates it 4 of 4. */
const STRONG_ADMIN_PASSWORD = 'Tiger-Lamp-Rocket-88';

describe('production start (DEMO=false)', () => {
  it('warns and creates nobody when no user exists and ADMIN_USERNAME is missing', async () => {
    const { lines, log } = logger();
    await ensureFirstAdmin(t.db, { userName: undefined, password: undefined }, log);
    expect(lines.join()).toContain('ADMIN_USERNAME/ADMIN_PASSWORD are not set');
    expect(await count(appUser)).toBe(0);
    expect(await count(branch)).toBe(0);
    // Branch types are reference data, present in every mode.
    expect((await t.db.select().from(branchType)).map((b) => b.branchTypeCode).sort()).toEqual([
      'BP',
      'V',
      'VSBP',
      'VSP',
    ]);
    // So are cluster type 1, reason category 11, the answer types and the checklist sections.
    expect(await t.db.select().from(clusterType)).toEqual([
      { id: 1, clusterTypeCode: 'TD', clusterTypeDesc: 'Test Drive Cluster' },
    ]);
    expect((await t.db.select().from(reasonCategory)).map((c) => c.id)).toContain(11);
    expect((await t.db.select().from(questionAnswerType)).map((a) => a.id)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(await t.db.select().from(questionnaireCategory)).toHaveLength(4);
    expect(await count(cluster)).toBe(0);
    expect(await count(testDriveUnit)).toBe(0);
  });

  it('stops the start on a too short ADMIN_PASSWORD, naming it, and creates nobody', async () => {
    const { log } = logger();
    await expect(
      ensureFirstAdmin(t.db, { userName: 'admin', password: 'short' }, log),
    ).rejects.toThrow(
      'ADMIN_PASSWORD is refused: password must have at least 8 characters. No user was created',
    );
    expect(await count(appUser)).toBe(0);
  });

  it.each([
    ['a common password', 'password', 'This is a heavily used password'],
    ['the demo password printed in the README', 'Demo2026!', 'rates it 0 of 4'],
    ['a word, the year and a symbol', 'Admin-2026!', 'rates it 3 of 4, and 4 is required'],
    ['the product name and the role', 'Auto2000-Admin!', 'rates it 3 of 4'],
    ['Indonesian words', 'rahasia-sekali', 'rates it 3 of 4'],
  ])('stops the start on %s as ADMIN_PASSWORD and creates nobody', async (_, password, why) => {
    const { log } = logger();
    const start = ensureFirstAdmin(t.db, { userName: 'admin', password }, log);
    await expect(start).rejects.toThrow(/^ADMIN_PASSWORD is refused: .*No user was created/);
    await expect(start).rejects.toThrow(why);
    expect(await count(appUser)).toBe(0);
  });

  it('creates the first superadmin from a strong password, who may sign in while no branch exists', async () => {
    const { log } = logger();
    await ensureFirstAdmin(t.db, { userName: 'Admin', password: STRONG_ADMIN_PASSWORD }, log);
    // Users exist: a no-op, whatever the password.
    await ensureFirstAdmin(t.db, { userName: 'other', password: 'password' }, log);
    expect((await t.db.select().from(appUser)).map((u) => u.userName)).toEqual(['admin']);
    const tokens = await t.signIn('admin', STRONG_ADMIN_PASSWORD);
    expect(tokens.userName).toBe('admin');
  });

  it('refuses that superadmin once active company-0002 branches exist and it has no area', async () => {
    const [vsp] = await t.db
      .select()
      .from(branchType)
      .where(sql`${branchType.branchTypeCode} = 'VSP'`);
    await t.db.insert(branch).values({
      companyCode: '0002',
      branchCode: 'T900',
      branchDescription: 'New Branch',
      branchTypeId: vsp!.id,
    });
    const response = await t.token({
      grant_type: 'password',
      username: 'admin',
      password: t.encryptPassword(STRONG_ADMIN_PASSWORD),
    });
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: AUTH_MESSAGES.emptyRoleOrArea,
    });
  });
});

describe('demo seed', () => {
  it('is idempotent: a second run adds nothing', async () => {
    const tables = [
      appUser,
      branch,
      region,
      userArea,
      cluster,
      branchCluster,
      testDriveUnit,
      reason,
      question,
    ];
    const counts = () => Promise.all(tables.map(count));
    await seedDemo(t.db);
    const first = await counts();
    await seedDemo(t.db);
    expect(await counts()).toEqual(first);
    // 5 clusters, 6 mappings, 103 units (10 to 30 per mapped branch), 14 reasons, 17 questions.
    expect(first.slice(4)).toEqual([5, 6, 103, 14, 17]);
    const names = (await t.db.select().from(appUser)).map((u) => u.userName);
    for (const account of DEMO_ACCOUNTS) expect(names).toContain(account.userName);
    expect(first.slice(1, 3)).toEqual([10, 3]); // 9 demo branches + T900 above; 3 regions
  });
});
