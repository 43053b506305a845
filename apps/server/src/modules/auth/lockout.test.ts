import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/client';
import { throttleWaitMs } from '../../platform/auth/lockout';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * The sign-in rules of docs/auth.md. `t` has the user name throttle off (to count the locks alone)
 * and a low address bound (8) to reach it quickly; `slow` throttles from 300 ms.
 */
let t: TestApp;
let slow: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { loginSlowdownMs: 0, loginIpMaxFailures: 8 } });
  slow = await createTestApp({ config: { loginSlowdownMs: 300 } });
});
afterAll(async () => {
  await t?.close();
  await slow?.close();
});

let nextIp = 1;
const freshIp = () => `10.2.0.${nextIp++}`;

const attempt = (username: string, password: string, ip: string, app = t) =>
  app.token(
    { grant_type: 'password', username, password: app.encryptPassword(password) },
    { remoteAddress: ip },
  );
const error = async (username: string, password: string, ip: string, app = t) =>
  (await attempt(username, password, ip, app)).json().error as string | undefined;

describe('sign-in lockout policy', () => {
  it('doubles the wait of a user name from its third failure, capped at 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 30].map((n) => throttleWaitMs(n, 400))).toEqual([
      0, 0, 400, 800, 1600, 3200, 60_000,
    ]);
  });

  it('locks a (user name, address) pair after LOGIN_MAX_FAILURES, refusing even the right password there', async () => {
    await t.addUser({ userName: 'pair_locked' });
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await error('pair_locked', `Wrong${i}!`, ip));
    expect(answers).toEqual([...Array(4).fill('invalid_grant'), 'temporarily_locked']);
    const locked = await attempt('PAIR_LOCKED', 'Demo2026!', ip);
    expect(locked.json()).toEqual({
      error: 'temporarily_locked',
      error_description: 'Too many failed sign-ins. Try again in 15 minutes.',
    });
    // Anyone else's five failures lock only their own address, not this user everywhere.
    expect((await attempt('pair_locked', 'Demo2026!', freshIp())).statusCode).toBe(200);
  });

  it('does not lock the user out of an address that signed them in before', async () => {
    await slow.addUser({ userName: 'victim' });
    const desk = freshIp();
    await slow.signIn('victim', undefined, { remoteAddress: desk });
    // A stranger elsewhere fails many times: the name is throttled for unknown addresses...
    for (let i = 0; i < 5; i++) await error('victim', 'Wrong!', freshIp(), slow);
    const stranger = await attempt('victim', 'Demo2026!', freshIp(), slow);
    expect(stranger.json()).toMatchObject({ error: 'temporarily_locked' });
    expect(stranger.json().error_description).toMatch(
      /for this user\. Try again in \d+ seconds?\./,
    );
    // ...but the user's own desk signs in at once.
    expect((await attempt('victim', 'Demo2026!', desk, slow)).statusCode).toBe(200);
  });

  it('only slows a user name down across addresses: the wait ends, then the right password works', async () => {
    await slow.addUser({ userName: 'slowed' });
    for (let i = 0; i < 3; i++) await error('slowed', 'Wrong!', freshIp(), slow);
    const early = await attempt('slowed', 'Demo2026!', freshIp(), slow);
    expect(early.json()).toMatchObject({ error: 'temporarily_locked' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await attempt('slowed', 'Demo2026!', freshIp(), slow)).statusCode).toBe(200);
  });

  it('locks a busy address at LOGIN_IP_MAX_FAILURES, except for users who signed in there before', async () => {
    const office = freshIp();
    await t.addUser({ userName: 'office_regular' });
    await t.signIn('office_regular', undefined, { remoteAddress: office });
    for (let i = 0; i < 8; i++) {
      const answer = await error(`guess${i}`, 'Demo2026!', office);
      expect(answer).toBe(i < 7 ? 'invalid_grant' : 'temporarily_locked');
    }
    // A newcomer at that address waits for the lock; the regular is not kept out.
    expect(await error('crc', 'Demo2026!', office)).toBe('temporarily_locked');
    expect((await attempt('office_regular', 'Demo2026!', office)).statusCode).toBe(200);
  });

  it('lets many colleagues behind one address fail a few times each without locking it', async () => {
    const office = freshIp();
    for (let i = 0; i < 3; i++) await t.addUser({ userName: `colleague${i}` });
    for (let i = 0; i < 3; i++) {
      for (let k = 0; k < 2; k++)
        expect(await error(`colleague${i}`, 'Typo!', office)).toBe('invalid_grant');
    }
    // Six failures behind the address, under the bound: every colleague still signs in.
    for (let i = 0; i < 3; i++) {
      expect((await attempt(`colleague${i}`, 'Demo2026!', office)).statusCode).toBe(200);
    }
  });

  it('starts the pair count over after a success', async () => {
    await t.addUser({ userName: 'forgetful' });
    const ip = freshIp();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        expect(await error('forgetful', 'Wrong!', ip)).toBe('invalid_grant');
      expect((await attempt('forgetful', 'Demo2026!', ip)).statusCode).toBe(200);
    }
  });

  it('keeps an address known for a user who signs in there often, rewriting its time at most hourly', async () => {
    const id = await t.addUser({ userName: 'regular' });
    const desk = freshIp();
    const knownSince = async () =>
      (
        await rows<{ at: string }>(
          t.db,
          sql`select last_success_time::text as at from login_known_address
               where user_id = ${id} and address = ${desk}`,
        )
      )[0]?.at;
    expect((await attempt('regular', 'Demo2026!', desk)).statusCode).toBe(200);
    const first = await knownSince();
    expect(first).toBeDefined();
    expect((await attempt('regular', 'Demo2026!', desk)).statusCode).toBe(200);
    expect(await knownSince()).toBe(first);
    await t.db.execute(sql`
      update login_known_address set last_success_time = now() - interval '2 hours'
       where user_id = ${id} and address = ${desk}`);
    const aged = await knownSince();
    expect((await attempt('regular', 'Demo2026!', desk)).statusCode).toBe(200);
    expect(await knownSince()).not.toBe(aged);
  });
});
