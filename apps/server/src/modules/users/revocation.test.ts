import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API, ZUserResponse, type User } from '@dealer/contracts';
import { appUser } from '../../db/schema/index';
import { connectHub, listening } from '../../platform/hub/test/clients';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * Revocation at once: a change of a user ends their access tokens and live sockets on the next
 * call, not when the token expires. The generation cache lives 60 s here, so a passing test
 * proves the invalidation, not the expiry of the cache.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { revocationCacheMs: 60_000 } });
  admin = (await t.signIn('superadmin')).access_token;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload: unknown, token = admin) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: t.authHeader(token) });
const roleActivity = (token: string) => post(API.auth.roleActivity, undefined, token);

async function signedIn(userName: string) {
  await t.addUser({ userName, roles: ['crc'], branchCodes: ['T010'] });
  const tokens = await t.signIn(userName);
  // Warms the cache: the next answer would come from memory if nobody invalidated it.
  expect((await roleActivity(tokens.access_token)).statusCode).toBe(200);
  const user = ZUserResponse.parse(
    (await post(API.users.getById, { id: await idOf(userName) })).json(),
  ).user;
  return { tokens, user };
}

const idOf = async (userName: string) =>
  (await t.db.select().from(appUser).where(eq(appUser.userName, userName)))[0]!.id;

const edit = (user: User, change: Partial<User>) =>
  post(API.users.edit, {
    id: user.id,
    version: user.version,
    fullName: user.fullName,
    email: user.email,
    roles: user.roles,
    additionalRoles: user.additionalRoles,
    branchCodes: user.branchCodes,
    isEnabled: user.isEnabled,
    ...change,
  });

describe('revocation of access tokens', () => {
  it("answers 401 to a disabled user's very next call, and refuses their refresh", async () => {
    const { tokens, user } = await signedIn('rev_disabled');
    const disabled = await post(API.users.setEnabled, {
      id: user.id,
      version: user.version,
      isEnabled: false,
    });
    expect(disabled.statusCode).toBe(200);
    expect((await roleActivity(tokens.access_token)).statusCode).toBe(401);
    const refreshed = await t.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.json().error).toBe('invalid_grant');
  });

  it('answers 401 to a token issued before a role change; a refresh answers the new roles', async () => {
    const { tokens, user } = await signedIn('rev_role');
    expect((await edit(user, { roles: ['pdi'] })).statusCode).toBe(200);
    expect((await roleActivity(tokens.access_token)).statusCode).toBe(401);
    const refreshed = await t.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json().access_token as string;
    const body = (await roleActivity(fresh)).json();
    expect(body.roleActivities.map((r: { roleCode: string }) => r.roleCode)).toEqual(['pdi']);
  });

  it('answers 401 to a token issued before a branch change', async () => {
    const { tokens, user } = await signedIn('rev_branch');
    expect((await edit(user, { branchCodes: ['T011'] })).statusCode).toBe(200);
    expect((await roleActivity(tokens.access_token)).statusCode).toBe(401);
  });

  it('keeps a token working when only the name or e-mail changed', async () => {
    const { tokens, user } = await signedIn('rev_name');
    expect((await edit(user, { fullName: 'Another Name' })).statusCode).toBe(200);
    expect((await roleActivity(tokens.access_token)).statusCode).toBe(200);
  });

  it('answers 401 after a password reset and refuses the old refresh token', async () => {
    const { tokens, user } = await signedIn('rev_password');
    const reset = await post(API.users.resetPassword, { id: user.id, password: 'Brand-new-2026' });
    expect(reset.statusCode).toBe(200);
    expect((await roleActivity(tokens.access_token)).statusCode).toBe(401);
    const refreshed = await t.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.json().error).toBe('invalid_grant');
    expect((await t.signIn('rev_password', 'Brand-new-2026')).access_token).toBeTruthy();
  });

  it('answers from memory while cached: a change behind its back is seen only after invalidation', async () => {
    const { tokens } = await signedIn('rev_cached');
    const id = await idOf('rev_cached');
    // Written straight to the database, as no service does: the cache does not know yet.
    await t.db
      .update(appUser)
      .set({ tokenGeneration: sql`${appUser.tokenGeneration} + 1` })
      .where(eq(appUser.id, id));
    expect((await roleActivity(tokens.access_token)).statusCode).toBe(200);
    await t.app.revocations.changed(id);
    expect((await roleActivity(tokens.access_token)).statusCode).toBe(401);
  });
});

describe('revocation of live sockets', () => {
  it("cuts a disabled user's hub socket at once and refuses the old token a new one", async () => {
    const origin = await listening(t.app);
    const { tokens, user } = await signedIn('rev_socket');
    const client = await connectHub(origin, { auth: { token: tokens.access_token } });
    const bystander = await connectHub(origin, { auth: { token: admin } });
    try {
      const cut = new Promise<string>((resolve) => client.socket.once('disconnect', resolve));
      await post(API.users.setEnabled, { id: user.id, version: user.version, isEnabled: false });
      expect(await cut).toBe('io server disconnect');
      expect(bystander.socket.connected).toBe(true);
      await expect(connectHub(origin, { auth: { token: tokens.access_token } })).rejects.toThrow(
        'Session expired, please sign in again',
      );
    } finally {
      client.close();
      bystander.close();
    }
  });
});
