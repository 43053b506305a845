/**
 * The server side of the hub benchmark, in a process of its own (started by hub.bench.ts with
 * --expose-gc and an IPC channel), so that its memory is the server's alone. It builds the app
 * from source on the database named by DATABASE_URL (else an in-memory PGlite), listens, and
 * answers the parent's commands: the rooms with a token for each, memory after a full GC, and
 * order moves, each with the instant it committed.
 */
import { eq } from 'drizzle-orm';
import type { OrderStatusCode, Role } from '@dealer/contracts';
import { hubRoom } from '@dealer/contracts';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createDatabase, type Db } from '../../apps/server/src/db/client';
import { branch, testDriveOrder, testDriveUnit } from '../../apps/server/src/db/schema/index';
import { seedDemo } from '../../apps/server/src/seed/demo';
import { moveOrder } from '../../apps/server/src/modules/order/workflow';
import { signAccessToken } from '../../apps/server/src/platform/auth/tokens';
import type { ChangePublisher } from '../../apps/server/src/platform/hub/changes';

export type HubBenchCommand =
  { type: 'memory' } | { type: 'move'; branchCodes: string[] } | { type: 'stop' };

export type HubBenchReply =
  | { type: 'ready'; origin: string; rooms: BenchRoom[] }
  | { type: 'memory'; rss: number; heapUsed: number; external: number; sockets: number }
  | { type: 'moved'; committedAt: Record<string, number> }
  | { type: 'error'; message: string };

export interface BenchRoom {
  room: string;
  branchCode: string;
  token: string;
  /** The branch whose moves this room hears; '' for head office (hears every branch). */
  watches: string;
  kind: 'crc' | 'pdi' | 'pictestdrive' | 'headOffice';
}

/** Demo branches with orders, plus generated ones: 16 branches x 3 desks + 2 head-office rooms. */
const DEMO_BRANCHES = ['T002', 'T010', 'T011', 'T012', 'T020', 'T021'];
const EXTRA_BRANCHES = Array.from({ length: 10 }, (_, i) => `B${101 + i}`);
const ORDERS_PER_BRANCH = 40;

const now = () => performance.timeOrigin + performance.now();
const send = (reply: HubBenchReply) => process.send!(reply);

async function addBranches(db: Db): Promise<Map<string, number>> {
  const [template] = await db.select().from(branch).where(eq(branch.branchCode, 'T010'));
  const { id: _id, ...fields } = template!;
  // A reused database (BENCH_REUSE_DATABASE_URL, e.g. 1,000,000 orders) has them from a last run.
  const present = new Set(
    (await db.select({ code: branch.branchCode }).from(branch)).map((b) => b.code),
  );
  for (const code of EXTRA_BRANCHES.filter((c) => !present.has(c))) {
    await db
      .insert(branch)
      .values({ ...fields, branchCode: code, branchDescription: `Bench ${code}` });
  }
  const all = await db.select({ id: branch.id, code: branch.branchCode }).from(branch);
  return new Map(all.map((b) => [b.code, b.id]));
}

/** Orders at PREPAREUNIT, each to be rejected once (5 → 12 tells the CRC, moves 3 dashboards). */
async function addOrders(db: Db, ids: Map<string, number>): Promise<Map<string, string[]>> {
  const [unit] = await db.select({ id: testDriveUnit.id }).from(testDriveUnit).limit(1);
  const orders = new Map<string, string[]>();
  // Fresh numbers on every run, so that a reused database takes another set of orders to move.
  const run = Date.now().toString(36);
  let n = 0;
  for (const code of [...DEMO_BRANCHES, ...EXTRA_BRANCHES]) {
    const numbers: string[] = [];
    for (let i = 0; i < ORDERS_PER_BRANCH; i++) {
      const orderNo = `TD-BENCH-${run}-${code}-${++n}`;
      const start = new Date(Date.UTC(2032, 0, 1) + n * 3_600_000);
      await db.insert(testDriveOrder).values({
        companyCode: '0002',
        testDriveOrderNo: orderNo,
        userId: 'bench',
        baseProduct: 'AVANZA',
        customerName: 'Bench',
        customerEmail: 'bench@example.test',
        customerPhoneNo: '0800',
        city: 'Jakarta',
        address: 'Bench',
        branchId: ids.get(code)!,
        testDriveUnitId: unit!.id,
        startDateTime: start,
        endDateTime: new Date(start.getTime() + 3_600_000),
        statusCode: 5 satisfies OrderStatusCode,
        orderType: 'TESTDRIVE',
        locationType: 'DEALER',
      });
      numbers.push(orderNo);
    }
    orders.set(code, numbers);
  }
  return orders;
}

async function main() {
  const config = {
    ...loadConfig(),
    logLevel: 'error',
    webDist: '/nonexistent',
    dataDir: undefined,
  };
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  await seedDemo(database.db);
  const ids = await addBranches(database.db);
  const orders = await addOrders(database.db, ids);
  const app = await buildApp({ config, database, hubRedisKey: process.env.HUB_REDIS_KEY });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const sign = async (roles: Role[], branchCodes: string[]) =>
    (
      await signAccessToken(
        app.authKeys.jwtKey,
        { id: 1, userName: 'bench', roles, additionalRoles: [], branchCodes },
        3_600,
      )
    ).token;
  const rooms: BenchRoom[] = [];
  for (const code of [...DEMO_BRANCHES, ...EXTRA_BRANCHES]) {
    for (const kind of ['crc', 'pdi', 'pictestdrive'] as const) {
      rooms.push({
        room: hubRoom(code, kind),
        branchCode: code,
        token: await sign([kind], [code]),
        watches: code,
        kind,
      });
    }
  }
  for (const role of ['ho_testdrive', 'superadmin'] as const) {
    const token = await sign([role], ['T002']);
    rooms.push({
      room: hubRoom('T002', role),
      branchCode: 'T002',
      token,
      watches: '',
      kind: 'headOffice',
    });
  }

  // The commit instant: the fan-out hears of a change right after its transaction committed.
  // One move per branch at a time, so the branch names the move.
  const committedAt = new Map<number, number>();
  const changes: ChangePublisher = {
    afterCommit(list) {
      for (const change of list) committedAt.set(change.branchId, now());
      app.changes.afterCommit(list);
    },
  };
  const next = new Map<string, number>();
  process.on('message', async (command: HubBenchCommand) => {
    try {
      if (command.type === 'memory') {
        // A few full collections apart, so that what is left is what is still referenced.
        for (let i = 0; i < 3; i++) {
          globalThis.gc?.();
          await new Promise((r) => setTimeout(r, 200));
        }
        const usage = process.memoryUsage();
        send({
          type: 'memory',
          rss: usage.rss,
          heapUsed: usage.heapUsed,
          external: usage.external,
          sockets: app.hub.io.engine.clientsCount,
        });
      } else if (command.type === 'move') {
        const times: Record<string, number> = {};
        await Promise.all(
          command.branchCodes.map(async (code) => {
            const index = next.get(code) ?? 0;
            next.set(code, index + 1);
            const actor = {
              kind: 'user' as const,
              user: {
                role: 'pdi' as const,
                additionalRoles: [],
                branchCodes: [code],
                userName: 'bench-pdi',
              },
            };
            await moveOrder(
              database.db,
              { orderNo: orders.get(code)![index]!, to: 12, actor },
              changes,
            );
            times[code] = committedAt.get(ids.get(code)!)!;
          }),
        );
        send({ type: 'moved', committedAt: times });
      } else {
        await app.close();
        await database.close();
        process.exit(0);
      }
    } catch (error) {
      send({
        type: 'error',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  });
  send({ type: 'ready', origin, rooms });
}

main().catch((error: unknown) => {
  send({
    type: 'error',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
});
