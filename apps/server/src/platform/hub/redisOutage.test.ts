import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  API,
  HUB_EVENTS,
  NOTIFICATION_API,
  ORDER_SERVICE_API,
  type NotificationCountResponse,
  type Ready,
} from '@dealer/contracts';
import { buildApp } from '../../app';
import { DEMO_SERVICE_CLIENT } from '../../config';
import { createDatabase, type Database } from '../../db/client';
import { orderFixture } from '../../modules/order/test/orders';
import { privateRedis, type PrivateRedis } from '../../test/privateRedis';
import { createTestApp, type TestApp } from '../../test/testApp';
import { connectHub, listening, pause, type HubClient } from './test/clients';

/**
 * Redis stopped and started again under two server processes (two app instances on two ports,
 * one database) while their sockets listen: the private Redis of this file, never the shared one.
 * The steps build on each other, in order: the outage, what the processes do meanwhile, the return.
 */
describe('a Redis outage under two server processes', () => {
  const hubRedisKey = `outage-${randomBytes(4).toString('hex')}`;
  let redis: PrivateRedis;
  let first: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  let firstOrigin: string;
  let secondOrigin: string;
  const secondLog: { msg: string }[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  const sockets: HubClient[] = [];
  /** CRC Jakarta's bell on each process, and a socket of the user revoked during the outage. */
  let crcOnFirst: HubClient;
  let crcOnSecond: HubClient;
  let revokedOnSecond: HubClient;
  let revokedToken: string;
  let fx: Awaited<ReturnType<typeof orderFixture>>;

  const watch = async (origin: string, token: string) => {
    const client = await connectHub(origin, { auth: { token } });
    sockets.push(client);
    return client;
  };
  let orders = 0;
  /** A new order from the customer app through the first process: a live event at T010. */
  const newOrder = async () => {
    // A slot of its own, two hours after the last one's.
    const start = new Date(Date.UTC(2032, 0, 5, 1) + 2 * 3_600_000 * orders++);
    return fetch(firstOrigin + ORDER_SERVICE_API.create, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${DEMO_SERVICE_CLIENT.id}:${DEMO_SERVICE_CLIENT.secret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        testDriveUnitId: await fx.unitOf('T010'),
        startDateTime: start.toISOString(),
        endDateTime: new Date(start.getTime() + 3_600_000).toISOString(),
        userId: 'cust-outage',
        customerName: 'Outage Customer',
        customerEmail: 'outage@example.test',
        customerPhoneNo: '0813 0000 0001',
        city: 'Jakarta',
        address: 'Jl. Outage 1',
        orderType: 'TESTDRIVE',
        locationType: 'DEALER',
      }),
    });
  };
  const crcCount = async () => {
    const { access_token } = await first.signIn('crc');
    const reply = await first.app.inject({
      method: 'POST',
      url: NOTIFICATION_API.countPendingNotification,
      headers: first.authHeader(access_token),
      payload: {},
    });
    return reply.json<NotificationCountResponse>().count;
  };
  const ready = async (origin: string) => {
    const reply = await fetch(origin + API.ready);
    return { code: reply.status, body: (await reply.json()) as Ready };
  };
  const redisState = (app: FastifyInstance) => [app.hub.redisUp(), app.revocations.redisUp()];
  const until = async (what: string, check: () => boolean | Promise<boolean>, ms = 15_000) => {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await pause(25);
    }
  };

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    redis = await privateRedis();
    // A minute-long generation cache: only the fallback to the database can explain a token
    // revoked during the outage being refused at once.
    first = await createTestApp({
      config: { redisUrl: redis.url, revocationCacheMs: 60_000 },
      hubRedisKey,
    });
    fx = await orderFixture(first);
    secondDatabase = first.databaseUrl
      ? await createDatabase({ databaseUrl: first.databaseUrl, poolSize: 5 })
      : first.database;
    second = await buildApp({
      config: { ...first.config, logLevel: 'info' },
      database: secondDatabase,
      hubRedisKey,
      logStream: { write: (line: string) => void secondLog.push(JSON.parse(line)) },
    });
    await second.ready();
    [firstOrigin, secondOrigin] = [await listening(first.app), await listening(second)];

    const { access_token: crc } = await first.signIn('crc');
    crcOnFirst = await watch(firstOrigin, crc);
    crcOnSecond = await watch(secondOrigin, crc);
    await first.addUser({ userName: 'outage_user', roles: ['crc'], branchCodes: ['T010'] });
    revokedToken = (await first.signIn('outage_user')).access_token;
    revokedOnSecond = await watch(secondOrigin, revokedToken);
    // Its generation is now cached on the second process, for a minute.
    const call = await second.inject({
      method: 'POST',
      url: API.auth.ping,
      headers: first.authHeader(revokedToken),
    });
    expect(call.statusCode).toBe(200);
    // Redis works: an order through the first process reaches the second's socket.
    expect((await newOrder()).status).toBe(200);
    await crcOnSecond.next(HUB_EVENTS.notification, 0);
  });
  afterAll(async () => {
    for (const client of sockets) client.close();
    await second?.close();
    if (secondDatabase !== first?.database) await secondDatabase?.close();
    await first?.close();
    await redis?.close();
    process.off('unhandledRejection', onUnhandled);
  });

  it('keeps every call answering while Redis is stopped, without waiting for it', async () => {
    await redis.stop();
    await until('both processes to see Redis gone', () =>
      [...redisState(first.app), ...redisState(second)].every((up) => up === false),
    );
    const secondHeard = crcOnSecond.count(HUB_EVENTS.notification);
    const firstHeard = crcOnFirst.count(HUB_EVENTS.notification);
    for (let i = 0; i < 3; i++) {
      const created = await newOrder();
      expect(created.status, await created.text()).toBe(200);
    }
    // Live updates reach the sockets of the process that made the change.
    await crcOnFirst.next(HUB_EVENTS.notification, firstHeard);

    // Disabling a user waited 5 s per call (node-redis's command timeout on its offline queue).
    const { access_token: admin } = await first.signIn('superadmin');
    const [user] = (
      await first.app.inject({
        method: 'POST',
        url: API.users.search,
        payload: { keyword: 'outage_user' },
        headers: first.authHeader(admin),
      })
    ).json().users as { id: number; version: number }[];
    const began = Date.now();
    const disabled = await first.app.inject({
      method: 'POST',
      url: API.users.setEnabled,
      payload: { id: user!.id, version: user!.version, isEnabled: false },
      headers: first.authHeader(admin),
    });
    expect(disabled.statusCode).toBe(200);
    expect(Date.now() - began, 'waited for Redis').toBeLessThan(4_000);

    // The unhandled TimeoutError came 5 s after the first event: both processes keep answering
    // past that, and say what is degraded.
    const until55 = Date.now() + 5_500;
    while (Date.now() < until55) {
      for (const origin of [firstOrigin, secondOrigin]) {
        const { code, body } = await ready(origin);
        expect(code).toBe(200);
        expect(body).toMatchObject({ status: 'degraded', database: 'up', redis: 'down' });
        expect(body.degraded).toHaveLength(2);
      }
      await pause(250);
    }
    expect(unhandled).toEqual([]);
    expect(crcOnSecond.count(HUB_EVENTS.notification)).toBe(secondHeard);
  });

  it('refuses on the other process a token revoked while Redis is stopped', async () => {
    const call = await second.inject({
      method: 'POST',
      url: API.auth.ping,
      headers: first.authHeader(revokedToken),
    });
    expect(call.statusCode).toBe(401);
  });

  it('logs the outage once per connection, not per event or reconnection attempt', () => {
    const lines = (text: string) => secondLog.filter((line) => line.msg.includes(text)).length;
    expect(lines('redis (hub) unreachable')).toBe(1);
    expect(lines('redis (revocations) unreachable')).toBe(1);
    expect(lines('not shared')).toBe(0);
  });

  it("shares events again once Redis is back, and catches up the other process's sockets", async () => {
    const cut = new Promise<string>((resolve) =>
      revokedOnSecond.socket.once('disconnect', resolve),
    );
    const heard = crcOnSecond.count(HUB_EVENTS.notification);
    await redis.start();
    await until('both processes to be back on Redis', () =>
      [...redisState(first.app), ...redisState(second)].every((up) => up === true),
    );
    // The orders made during the outage: the second process resends the bell's count itself.
    const [caughtUp] = await crcOnSecond.next(HUB_EVENTS.notification, heard, 10_000);
    expect(caughtUp).toBe(await crcCount());
    // The user disabled during the outage loses their socket on the other process too.
    expect(await cut).toBe('io server disconnect');
    // And a new event crosses processes again.
    expect((await newOrder()).status).toBe(200);
    const [count] = await crcOnSecond.next(HUB_EVENTS.notification, heard + 1, 10_000);
    expect(count).toBe(await crcCount());
    expect((await ready(secondOrigin)).body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    const back = secondLog.filter((line) => line.msg.endsWith('reconnected'));
    expect(back.map((line) => line.msg).sort()).toEqual([
      'redis (hub) reconnected',
      'redis (revocations) reconnected',
    ]);
    expect(unhandled).toEqual([]);
  });
});
