import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API, ZTokenResponse } from '@dealer/contracts';
import { refreshToken } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/testApp';
import { hashToken, REFRESH_GRACE_SECONDS } from './refreshTokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const refresh = (token: string) => t.token({ grant_type: 'refresh_token', refresh_token: token });

async function rotate(token: string): Promise<string> {
  const response = await refresh(token);
  expect(response.statusCode).toBe(200);
  return ZTokenResponse.parse(response.json()).refresh_token;
}

/** Moves the moment a token was spent into the past, as if that much time had gone by since. */
async function spentSecondsAgo(token: string, seconds: number): Promise<void> {
  await t.db
    .update(refreshToken)
    .set({ usedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(refreshToken.tokenHash, hashToken(token)));
}

const expectRefused = async (token: string) => {
  const response = await refresh(token);
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toBe('invalid_grant');
};

describe('refresh grace window', () => {
  it('answers the same successor to three tabs refreshing with one token at once', async () => {
    const { refresh_token: token } = await t.signIn('crc_bandung');
    const answers = await Promise.all([refresh(token), refresh(token), refresh(token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const successors = answers.map((a) => ZTokenResponse.parse(a.json()).refresh_token);
    expect(new Set(successors).size).toBe(1);
    expect(successors[0]).not.toBe(token);
    // One rotation happened, not three: the family holds the sign-in token and one successor.
    const [spent] = await t.db
      .select({ familyId: refreshToken.familyId })
      .from(refreshToken)
      .where(eq(refreshToken.tokenHash, hashToken(token)));
    const family = await t.db
      .select()
      .from(refreshToken)
      .where(eq(refreshToken.familyId, spent!.familyId));
    expect(family).toHaveLength(2);
    // The shared successor keeps working for everyone.
    await rotate(successors[0]!);
  });

  it('answers the same successor to a repeat a few seconds later, with a fresh access token', async () => {
    const { refresh_token: token } = await t.signIn('pdi');
    const first = ZTokenResponse.parse((await refresh(token)).json());
    await spentSecondsAgo(token, REFRESH_GRACE_SECONDS - 5);
    const again = ZTokenResponse.parse((await refresh(token)).json());
    expect(again.refresh_token).toBe(first.refresh_token);
    const roleActivity = await t.app.inject({
      method: 'POST',
      url: API.auth.roleActivity,
      headers: t.authHeader(again.access_token),
    });
    expect(roleActivity.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token comes back after the grace window', async () => {
    const { refresh_token: token } = await t.signIn('crc');
    const successor = await rotate(token);
    await spentSecondsAgo(token, REFRESH_GRACE_SECONDS + 1);
    await expectRefused(token);
    // The thief and the owner are indistinguishable: the newer token stops working too.
    await expectRefused(successor);
  });

  it('revokes the whole family when a token two rotations old comes back inside the window', async () => {
    const { refresh_token: first } = await t.signIn('pictestdrive');
    const second = await rotate(first);
    const third = await rotate(second);
    await expectRefused(first);
    await expectRefused(third);
  });

  it('refuses a repeat inside the window once the user signed out', async () => {
    const signedIn = await t.signIn('ho_testdrive');
    const successor = await rotate(signedIn.refresh_token);
    const logout = await t.app.inject({
      method: 'POST',
      url: API.auth.logout,
      headers: t.authHeader(signedIn.access_token),
      payload: { refresh_token: successor },
    });
    expect(logout.statusCode).toBe(200);
    await expectRefused(signedIn.refresh_token);
  });

  it('stores neither the successor nor anything it could be rebuilt from without the server key', async () => {
    const { refresh_token: token } = await t.signIn('superadmin');
    const successor = await rotate(token);
    expect(successor).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(refreshToken);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(successor);
    expect(stored).not.toContain(token);
    expect(rows.some((row) => row.tokenHash === hashToken(successor))).toBe(true);
  });
});

describe('a replayed refresh token', () => {
  const ping = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: API.auth.ping, headers: t.authHeader(accessToken) });

  it("ends the access tokens issued from its family at once; the user's other devices refresh once and go on", async () => {
    await t.addUser({ userName: 'replayed' });
    const stolen = await t.signIn('replayed');
    const otherDevice = await t.signIn('replayed');
    // The thief spends the stolen refresh token twice; it holds a valid access token.
    const thief = ZTokenResponse.parse((await refresh(await rotate(stolen.refresh_token))).json());
    expect((await ping(thief.access_token)).statusCode).toBe(200);

    // The owner's copy of the first token comes back: a replay, the family is revoked...
    await expectRefused(stolen.refresh_token);
    await expectRefused(thief.refresh_token);
    // ...and so is the thief's access token, now rather than when it expires.
    expect((await ping(thief.access_token)).statusCode).toBe(401);

    // Another device of the user: its access token ended too (the generation is the user's), but
    // its own family is untouched, so one refresh gives it a working access token.
    expect((await ping(otherDevice.access_token)).statusCode).toBe(401);
    const renewed = ZTokenResponse.parse((await refresh(otherDevice.refresh_token)).json());
    expect((await ping(renewed.access_token)).statusCode).toBe(200);
  });
});
