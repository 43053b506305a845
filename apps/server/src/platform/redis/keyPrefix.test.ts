import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HUB_EVENTS, ORDER_API } from '@dealer/contracts';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/client';
import { orderFixture } from '../../modules/order/test/orders';
import { privateRedis, type PrivateRedis } from '../../test/privateRedis';
import { createTestApp, type TestApp } from '../../test/testApp';
import { connectHub, listening, pause, type HubClient } from '../hub/test/clients';
import { redisKeyPrefix } from './keyPrefix';

describe('REDIS_KEY_PREFIX', () => {
  const ours = `deployment-a-${randomBytes(4).toString('hex')}`;
  const theirs = `deployment-b-${randomBytes(4).toString('hex')}`;
  let redis: PrivateRedis;
  let first: TestApp;
  const others: { app: FastifyInstance; database: Database }[] = [];
  const sockets: HubClient[] = [];

  /** Another server process on the first one's database, with its own channel prefix. */
  const processWith = async (prefix: string) => {
    const database = first.databaseUrl
      ? await createDatabase({ databaseUrl: first.databaseUrl, poolSize: 2 })
      : first.database;
    const app = await buildApp({ config: { ...first.config, redisKeyPrefix: prefix }, database });
    await app.ready();
    others.push({ app, database });
    return app;
  };

  beforeAll(async () => {
    redis = await privateRedis();
    first = await createTestApp({ config: { redisUrl: redis.url, redisKeyPrefix: ours } });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const { app, database } of others) {
      await app.close();
      if (database !== first.database) await database.close();
    }
    await first?.close();
    await redis?.close();
  });

  it("keeps two deployments sharing one Redis out of each other's events", async () => {
    const [sameDeployment, otherDeployment] = [await processWith(ours), await processWith(theirs)];
    const { access_token } = await first.signIn('crc');
    for (const app of [sameDeployment, otherDeployment]) {
      sockets.push(await connectHub(await listening(app), { auth: { token: access_token } }));
    }
    const [ourSocket, theirSocket] = sockets as [HubClient, HubClient];
    const fx = await orderFixture(first);
    const orderNo = await fx.order('T010', 5);
    const { access_token: pdi } = await first.signIn('pdi');
    const moved = await first.app.inject({
      method: 'POST',
      url: ORDER_API.updateStatus,
      headers: first.authHeader(pdi),
      payload: {
        testDriveOrderNo: orderNo,
        status: 'REJECTBYPDI',
        reasonListMappingId: await fx.reasonFor('REJECT'),
      },
    });
    expect(moved.statusCode).toBe(200);
    // Redis delivered it to our deployment's other process...
    await ourSocket.next(HUB_EVENTS.notification, 0);
    await pause(300);
    // ...and not to the deployment with another prefix, though it watches the same room.
    expect(theirSocket.count(HUB_EVENTS.notification)).toBe(0);
  });

  it('is derived from the database when unset: one for its processes, another elsewhere', async () => {
    const derived = await redisKeyPrefix(first.db, undefined);
    expect(derived).toMatch(/^dealer:[0-9a-f]{12}$/);
    const again = first.databaseUrl
      ? await createDatabase({ databaseUrl: first.databaseUrl, poolSize: 1 })
      : first.database;
    try {
      expect(await redisKeyPrefix(again.db, undefined)).toBe(derived);
    } finally {
      if (again !== first.database) await again.close();
    }
    // Another database: on the PostgreSQL server one of another name, embedded another cluster
    // (its initdb takes seconds, more on a busy machine: hence this test's longer timeout).
    const elsewhere = first.databaseUrl
      ? await createTestApp({ seed: false })
      : { database: await createDatabase({}), close: () => Promise.resolve() };
    try {
      expect(await redisKeyPrefix(elsewhere.database.db, undefined)).not.toBe(derived);
    } finally {
      await elsewhere.close();
      if (!first.databaseUrl) await elsewhere.database.close();
    }
  }, 90_000);

  it("refuses a prefix that would widen the adapter's channel pattern", async () => {
    await expect(redisKeyPrefix(first.db, 'dealer*')).rejects.toThrow('REDIS_KEY_PREFIX');
    await expect(redisKeyPrefix(first.db, '')).rejects.toThrow('REDIS_KEY_PREFIX');
    expect(await redisKeyPrefix(first.db, 'dealer:staging')).toBe('dealer:staging');
  });
});
