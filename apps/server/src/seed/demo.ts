import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appUser, branch, branchType, region } from '../db/schema/index';
import { hashPassword } from '../platform/auth/passwords';
import { insertUser } from '../platform/auth/identityStore';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { DEMO_BRANCHES, DEMO_REGIONS } from './demoBranches';
import { seedReference } from './reference';
import { seedDemoMaster } from './demoMasterSeed';
import { seedDemoOrders } from './demoOrders';
import { seedDemoContent } from './demoContent';
import { seedDemoPlayers } from './demoPlayers';
import { seedDemoTierPeriods } from './demoTierPeriods';
import { seedDemoCampaign } from './demoCampaign';
import { seedDemoQuests } from './demoQuests';
import { seedDemoGame } from './demoGame';
import { yieldTurn } from '../db/turn';
import { generateOrders } from './generate/orders';
import { generateUnits } from './generate/units';
import { businessToday } from '../platform/time/businessDate';

/** Options of generated volume data. */
export interface DemoSeedOptions {
  orders?: number | undefined;
  /** Adds this many generated units on top of the demo stock. */
  units?: number | undefined;
  /** Business time zone that cuts 'today' for demo blocks and STNK dates. */
  timeZone?: string | undefined;
}

const OPENING_HOURS = {
  mondayToFriday: '08.00 - 17.00',
  saturday: '08.00 - 14.00',
  sunday: 'Tutup',
};

/**
 * Demo master data and one account per role. Idempotent: every insert skips rows that exist, so it
 * runs on every start in demo mode and again through `npm run seed` without duplicating anything.
 */
export async function seedDemo(db: Db, options: DemoSeedOptions = {}): Promise<void> {
  const timeZone = options.timeZone ?? 'Asia/Jakarta';
  const today = businessToday(timeZone);
  await seedDemoSignIn(db);
  await seedDemoRest(db, { timeZone });
  if (options.units || options.orders) {
    if (options.units) await db.transaction((tx) => generateUnits(tx, options.units!, today));
    if (options.orders) {
      await db.transaction((tx) => generateOrders(tx, options.orders!, today, timeZone));
    }
    // Fresh planner statistics: right after a bulk load PostgreSQL still plans for the empty
    // tables (seen: 300 ms first-page searches over 50,000 units instead of 0.2 ms).
    await db.execute(sql`vacuum analyze`);
  }
}

/**
 * What signing in needs: reference data, regions, branches and one account per role. A demo
 * server seeds this before it listens and the rest (seedDemoRest) after, in the background.
 */
export async function seedDemoSignIn(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedReference(tx);
    await tx
      .insert(region)
      .values(DEMO_REGIONS.map((r) => ({ ...r })))
      .onConflictDoNothing();

    const regions = new Map((await tx.select().from(region)).map((r) => [r.regionCode, r.id]));
    const types = new Map(
      (await tx.select().from(branchType)).map((t) => [t.branchTypeCode, t.id]),
    );
    await tx
      .insert(branch)
      .values(
        DEMO_BRANCHES.map((b) => ({
          companyCode: b.companyCode,
          regionId: regions.get(b.regionCode),
          branchCode: b.branchCode,
          branchDescription: b.branchDescription,
          branchTypeId: types.get(b.branchTypeCode),
          isActive: b.isActive,
          address: b.address,
          postalCode: b.postalCode,
          phone1: b.phone1,
          phone2: b.phone1.replace(/\d$/, (d) => String((Number(d) + 1) % 10)),
          fax: b.phone1.replace(/\d$/, (d) => String((Number(d) + 9) % 10)),
          branchPicName: `${b.head};${b.serviceHead}`,
          branchEmailTo: `${b.branchCode.toLowerCase()}@demo.auto2000.co.id`,
          branchEmailCc: `service.${b.branchCode.toLowerCase()}@demo.auto2000.co.id`,
          webSiteLink: 'https://auto2000.co.id',
          twitterLink: 'https://twitter.com/auto2000',
          facebookLink: 'https://facebook.com/auto2000',
          ...OPENING_HOURS,
          latitude: b.latitude,
          longitude: b.longitude,
          bookingType: 'Online',
          isMainDealer: b.branchCode === 'T002',
          districtName: b.districtName,
          dealerGroupId: b.companyCode === '0002' ? '2' : '1',
        })),
      )
      .onConflictDoNothing();

    const existing = await tx
      .select({ userName: appUser.userName })
      .from(appUser)
      .where(
        inArray(
          appUser.userName,
          DEMO_ACCOUNTS.map((a) => a.userName),
        ),
      );
    const missing = DEMO_ACCOUNTS.filter((a) => !existing.some((e) => e.userName === a.userName));
    if (missing.length > 0) {
      // One hash shared by all demo accounts: they have the same public password anyway.
      const passwordHash = await hashPassword(DEMO_PASSWORD);
      for (const account of missing) {
        await insertUser(tx, { ...account, passwordHash, isEnabled: true }, 'seed');
      }
    }
  });
}

/**
 * Everything else the demo shows (stock, a month of orders, content, players, campaigns, quests,
 * game), one transaction per part in this order (each reads what the previous wrote), the
 * month of orders one per batch. On the embedded database a transaction holds its only
 * connection, so short transactions let requests (a sign-in) run between them instead of
 * waiting for the whole seed.
 */
export async function seedDemoRest(db: Db, options: { timeZone?: string } = {}): Promise<void> {
  const timeZone = options.timeZone ?? 'Asia/Jakarta';
  const today = businessToday(timeZone);
  await yieldTurn();
  await db.transaction((tx) => seedDemoMaster(tx, today, timeZone));
  // Not in one transaction: it commits batch by batch (see seedDemoOrders).
  await seedDemoOrders(db, today, timeZone);
  await yieldTurn();
  await db.transaction((tx) => seedDemoContent(tx, today));
  await yieldTurn();
  await db.transaction(async (tx) => {
    await seedDemoPlayers(tx);
    await seedDemoTierPeriods(tx, today);
  });
  await yieldTurn();
  await db.transaction((tx) => seedDemoCampaign(tx, today));
  await yieldTurn();
  await db.transaction((tx) => seedDemoQuests(tx, today, timeZone));
  await yieldTurn();
  await db.transaction((tx) => seedDemoGame(tx, today));
}
