import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  API,
  HUB_EVENTS,
  NOTIFICATION_API,
  ORDER_API,
  type NotificationCountResponse,
} from '@dealer/contracts';
import { buildApp } from '../../app';
import { createDatabase, type Database } from '../../db/client';
import { orderFixture } from '../../modules/order/test/orders';
import { createTestApp, type TestApp } from '../../test/testApp';
import { connectHub, listening, pause } from './test/clients';

const redisUrl = process.env.REDIS_URL_TEST;

/**
 * Two server processes behind a load balancer, as two app instances listening on two ports in
 * this test: one database (the PostgreSQL test database, or one PGlite shared in-process) and one
 * Redis. A channel prefix of its own keeps other runs on the same Redis out.
 */
describe.skipIf(!redisUrl)('two server processes sharing Redis', () => {
  const hubRedisKey = `hub-test-${randomBytes(4).toString('hex')}`;
  let first: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;

  beforeAll(async () => {
    // A minute-long generation cache: only the Redis message can explain a revocation seen at once.
    first = await createTestApp({ config: { redisUrl, revocationCacheMs: 60_000 }, hubRedisKey });
    secondDatabase = first.databaseUrl
      ? await createDatabase({ databaseUrl: first.databaseUrl, poolSize: 5 })
      : first.database;
    second = await buildApp({ config: first.config, database: secondDatabase, hubRedisKey });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    if (secondDatabase !== first?.database) await secondDatabase?.close();
    await first?.close();
  });

  it("delivers a transition committed through one process to the other's clients", async () => {
    const [firstOrigin, secondOrigin] = [await listening(first.app), await listening(second)];
    const { access_token } = await first.signIn('crc');
    const onSecond = await connectHub(secondOrigin, { auth: { token: access_token } });
    const onFirst = await connectHub(firstOrigin, { auth: { token: access_token } });
    const { access_token: bandung } = await first.signIn('crc_bandung');
    const elsewhere = await connectHub(secondOrigin, { auth: { token: bandung } });
    try {
      const fx = await orderFixture(first);
      const orderNo = await fx.order('T010', 5);
      // Through the first process's HTTP port, as a load balancer would route it.
      const { access_token: pdi } = await first.signIn('pdi');
      const moved = await fetch(firstOrigin + ORDER_API.updateStatus, {
        method: 'POST',
        headers: { authorization: `Bearer ${pdi}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          testDriveOrderNo: orderNo,
          status: 'REJECTBYPDI',
          reasonListMappingId: await fx.reasonFor('REJECT'),
        }),
      });
      expect(moved.status).toBe(200);

      const [count] = await onSecond.next(HUB_EVENTS.notification, 0);
      await onFirst.next(HUB_EVENTS.notification, 0);
      const asked = await fetch(secondOrigin + NOTIFICATION_API.countPendingNotification, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(count).toBe(((await asked.json()) as NotificationCountResponse).count);
      await pause(200);
      // Once per client, and never to another branch's room.
      expect(onSecond.count(HUB_EVENTS.notification)).toBe(1);
      expect(elsewhere.count(HUB_EVENTS.notification)).toBe(0);
    } finally {
      for (const client of [onSecond, onFirst, elsewhere]) client.close();
    }
  });

  it("revokes through one process a user's token and socket on the other", async () => {
    const secondOrigin = await listening(second);
    await first.addUser({ userName: 'two_process_user', roles: ['crc'], branchCodes: ['T010'] });
    const { access_token } = await first.signIn('two_process_user');
    const onSecond = (token: string) =>
      second.inject({
        method: 'POST',
        url: API.auth.ping,
        headers: first.authHeader(token),
      });
    // Cached on the second process now.
    expect((await onSecond(access_token)).statusCode).toBe(200);
    const socket = await connectHub(secondOrigin, { auth: { token: access_token } });
    try {
      const cut = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));
      const { access_token: admin } = await first.signIn('superadmin');
      const adminCall = (url: string, payload: object) =>
        first.app.inject({ method: 'POST', url, payload, headers: first.authHeader(admin) });
      const [row] = (await adminCall(API.users.search, { keyword: 'two_process_user' })).json()
        .users as { id: number; version: number }[];
      const disabled = await adminCall(API.users.setEnabled, {
        id: row!.id,
        version: row!.version,
        isEnabled: false,
      });
      expect(disabled.statusCode).toBe(200);
      expect(await cut).toBe('io server disconnect');
      expect((await onSecond(access_token)).statusCode).toBe(401);
    } finally {
      socket.close();
    }
  });
});
