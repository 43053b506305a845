import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  API,
  AUTH_MESSAGES,
  ZPublicKeyResponse,
  ZRoleActivityResponse,
  ZTokenResponse,
} from '@dealer/contracts';
import { appUser, refreshToken } from '../../db/schema/index';
import { hashToken } from '../../platform/auth/refreshTokens';
import { signAccessToken } from '../../platform/auth/tokens';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Each test that fails sign-ins uses its own address, so IP counters do not leak between tests. */
let nextIp = 1;
const freshIp = () => `10.1.0.${nextIp++}`;

const decodeJwt = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

const refreshTokenCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(refreshToken))[0]!.n;

const password = (value: string) => t.encryptPassword(value);

describe('public key', () => {
  it("answers the RSA public key as SPKI PEM with the console's client id and secret", async () => {
    const response = await t.app.inject({ method: 'GET', url: API.auth.publicKey });
    expect(response.statusCode).toBe(200);
    const body = ZPublicKeyResponse.parse(response.json());
    expect(body.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(body).toMatchObject({
      algorithm: 'RSA-OAEP-256',
      clientId: 'dealer-console',
      clientSecret: 'dealer-console-secret',
    });
  });
});

describe('password grant', () => {
  it('signs in with an RSA-encrypted password and answers the token shape', async () => {
    const before = Date.now();
    const response = await t.token({
      grant_type: 'password',
      username: 'HO_TestDrive', // sign-in is case-insensitive
      password: password('Demo2026!'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ZTokenResponse.parse(response.json());
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900, userName: 'ho_testdrive' });
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = Date.parse(body['.expires']);
    expect(expires).toBeGreaterThanOrEqual(before + 899_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 901_000);

    const claims = decodeJwt(body.access_token);
    expect(claims).toMatchObject({
      name: 'ho_testdrive',
      roles: ['ho_testdrive'],
      add: ['pickontenho'],
      areas: ['T002'],
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(900);

    const [user] = await t.db.select().from(appUser).where(eq(appUser.userName, 'ho_testdrive'));
    expect(user!.lastSignInTime!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('accepts standard padded base64 as well as URL-safe base64', async () => {
    const padded = Buffer.from(password('Demo2026!'), 'base64url').toString('base64');
    const response = await t.token({ grant_type: 'password', username: 'crc', password: padded });
    expect(response.statusCode).toBe(200);
  });

  it('answers invalid_grant for a wrong password and changes nothing', async () => {
    const tokens = await refreshTokenCount();
    const [before] = await t.db.select().from(appUser).where(eq(appUser.userName, 'pdi'));
    const response = await t.token(
      { grant_type: 'password', username: 'pdi', password: password('Wrong2026!') },
      { remoteAddress: freshIp() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: AUTH_MESSAGES.invalidGrant,
    });
    expect(await refreshTokenCount()).toBe(tokens);
    const [after] = await t.db.select().from(appUser).where(eq(appUser.userName, 'pdi'));
    expect(after!.lastSignInTime).toEqual(before!.lastSignInTime);
  });

  it('answers the same invalid_grant for an unknown user', async () => {
    const response = await t.token(
      { grant_type: 'password', username: 'nobody', password: password('Demo2026!') },
      { remoteAddress: freshIp() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: AUTH_MESSAGES.invalidGrant,
    });
  });

  it('answers invalid_grant for a disabled user with the right password', async () => {
    await t.addUser({ userName: 'disabled_user', isEnabled: false });
    const response = await t.token(
      { grant_type: 'password', username: 'disabled_user', password: password('Demo2026!') },
      { remoteAddress: freshIp() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: AUTH_MESSAGES.invalidGrant,
    });
  });

  it('refuses a user without areas or without roles with "User Role or User Area is empty"', async () => {
    await t.addUser({ userName: 'no_area', branchCodes: [] });
    await t.addUser({ userName: 'no_role', roles: [] });
    for (const username of ['no_area', 'no_role']) {
      const response = await t.token({
        grant_type: 'password',
        username,
        password: password('Demo2026!'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_grant',
        error_description: AUTH_MESSAGES.emptyRoleOrArea,
      });
    }
  });

  it('answers invalid_request when the password is not base64', async () => {
    const response = await t.token({
      grant_type: 'password',
      username: 'pdi',
      password: 'not base64!!',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_request',
      error_description: 'password could not be decrypted',
    });
  });

  it('answers invalid_request for a password encrypted under another key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const ciphertext = publicEncrypt(
      { key: other, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('Demo2026!'),
    ).toString('base64url');
    const response = await t.token({
      grant_type: 'password',
      username: 'pdi',
      password: ciphertext,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalid_request',
      error_description: 'password could not be decrypted',
    });
  });

  it('answers invalid_request naming the missing field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ username: 'pdi', password: 'x' }, 'grant_type is required'],
      [{ grant_type: 'password', username: 'pdi' }, 'password is required'],
      [{ grant_type: 'password', password: 'x' }, 'username is required'],
      [{ grant_type: 'password', username: '', password: 'x' }, 'username is required'],
      [{ grant_type: 'refresh_token' }, 'refresh_token is required'],
    ];
    for (const [form, description] of cases) {
      const response = await t.token(form);
      expect(response.statusCode, JSON.stringify(form)).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_request', error_description: description });
    }
  });

  it('answers unsupported_grant_type for an unknown grant', async () => {
    const response = await t.token({ grant_type: 'client_credentials' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'unsupported_grant_type' });
    expect(response.json().error_description).toContain('client_credentials');
  });

  it('answers 401 invalid_client for missing or wrong client credentials', async () => {
    const form = { grant_type: 'password', username: 'pdi', password: password('Demo2026!') };
    const wrong = `Basic ${Buffer.from('dealer-console:wrong').toString('base64')}`;
    for (const authorization of [null, wrong, 'Basic !!!', 'Bearer abc']) {
      const response = await t.token(form, { authorization });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'invalid_client' });
      expect(response.headers['www-authenticate']).toContain('Basic');
    }
  });
});

describe('refresh grant', () => {
  const refresh = (token: string) => t.token({ grant_type: 'refresh_token', refresh_token: token });

  it('rotates: a refresh answers a new pair and the new access token works', async () => {
    const first = await t.signIn('pictestdrive');
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = ZTokenResponse.parse(response.json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token)).toMatchObject({ areas: ['T010', 'T011'] });
    const roleActivity = await t.app.inject({
      method: 'POST',
      url: API.auth.roleActivity,
      headers: t.authHeader(second.access_token),
    });
    expect(roleActivity.statusCode).toBe(200);
  });

  it('answers invalid_grant for an unknown refresh token', async () => {
    const response = await refresh('not-a-token');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Refresh token is invalid or expired',
    });
  });

  it('answers invalid_grant for an expired refresh token', async () => {
    const tokens = await t.signIn('pdi');
    await t.db
      .update(refreshToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshToken.tokenHash, hashToken(tokens.refresh_token)));
    expect((await refresh(tokens.refresh_token)).json().error).toBe('invalid_grant');
  });

  // Reuse, replay and the grace window for concurrent tabs: platform/auth/refreshTokens.test.ts.

  it('answers invalid_grant after the user was disabled', async () => {
    await t.addUser({ userName: 'soon_disabled' });
    const tokens = await t.signIn('soon_disabled');
    await t.db
      .update(appUser)
      .set({ isEnabled: false })
      .where(eq(appUser.userName, 'soon_disabled'));
    expect((await refresh(tokens.refresh_token)).json().error).toBe('invalid_grant');
  });
});

describe('logout', () => {
  it('revokes the refresh token family', async () => {
    const tokens = await t.signIn('pdi_bandung');
    const response = await t.app.inject({
      method: 'POST',
      url: API.auth.logout,
      headers: t.authHeader(tokens.access_token),
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ acknowledge: 1, message: 'Signed out' });
    const refreshed = await t.token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.json().error).toBe('invalid_grant');
  });

  it('needs a bearer token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.auth.logout,
      payload: { refresh_token: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('role activity', () => {
  const roleActivity = async (userName: string) => {
    const tokens = await t.signIn(userName);
    const response = await t.app.inject({
      method: 'POST',
      url: API.auth.roleActivity,
      headers: t.authHeader(tokens.access_token),
    });
    expect(response.statusCode).toBe(200);
    return ZRoleActivityResponse.parse(response.json());
  };

  it('answers roles, areas with description and region, additional roles and full name', async () => {
    expect(await roleActivity('ho_testdrive')).toEqual({
      acknowledge: 1,
      message: 'Success',
      userAreas: [{ branchCode: 'T002', branchDescription: 'Auto2000 Sunter', regionCode: 'JKT' }],
      roleActivities: [{ roleCode: 'ho_testdrive', userName: 'ho_testdrive', branchCode: 'T002' }],
      additionalRoles: ['pickontenho'],
      fullName: 'Agus Wijaya',
    });
  });

  it('accepts a JSON content type with an empty body, as the group clients send it', async () => {
    const tokens = await t.signIn('crc');
    const response = await t.app.inject({
      method: 'POST',
      url: API.auth.roleActivity,
      headers: { ...t.authHeader(tokens.access_token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('keeps the order of roles and areas', async () => {
    await t.addUser({
      userName: 'two_hats',
      roles: ['pdi', 'crc'],
      branchCodes: ['T020', 'T010', 'T012'],
    });
    const body = await roleActivity('two_hats');
    expect(body.roleActivities).toEqual([
      { roleCode: 'pdi', userName: 'two_hats', branchCode: 'T020' },
      { roleCode: 'crc', userName: 'two_hats', branchCode: 'T020' },
    ]);
    expect(body.userAreas.map((a) => [a.branchCode, a.regionCode])).toEqual([
      ['T020', 'JBR'],
      ['T010', 'JKT'],
      ['T012', 'JBR'],
    ]);
  });
});

describe('bearer tokens', () => {
  const call = (authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: API.auth.roleActivity,
      headers: authorization ? { authorization } : {},
    });
  const unauthenticated = {
    acknowledge: 0,
    code: 'UNAUTHENTICATED',
    message: 'Session expired, please sign in again',
  };

  it('answers 401 without a token', async () => {
    const response = await call();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });

  it('answers 401 for an expired token', async () => {
    const expired = await signAccessToken(
      t.app.authKeys.jwtKey,
      {
        id: 1,
        userName: 'superadmin',
        roles: ['superadmin'],
        additionalRoles: [],
        branchCodes: ['T002'],
      },
      900,
      Math.floor(Date.now() / 1000) - 1000,
    );
    const response = await call(`Bearer ${expired.token}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });

  it('answers 401 for a tampered token', async () => {
    const tokens = await t.signIn('crc');
    const [header, , signature] = tokens.access_token.split('.');
    const claims = { ...decodeJwt(tokens.access_token), roles: ['superadmin'] };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const response = await call(`Bearer ${forged}`);
    expect(response.statusCode).toBe(401);
    expect((await call('Bearer garbage')).statusCode).toBe(401);
  });
});
