import { createHmac, createSecretKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jwtVerify, SignJWT } from 'jose';
import { signAccessToken, verifyAccessToken } from './tokens';

const key = createSecretKey(Buffer.from('a-test-secret-of-enough-length-123456'));
const otherKey = createSecretKey(Buffer.from('another-secret-of-enough-length-654321'));
const user = {
  id: 7,
  userName: 'pdi',
  roles: ['pdi' as const],
  additionalRoles: [],
  branchCodes: ['T010'],
  generation: 3,
};
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyAccessToken', () => {
  it('answers the caller of a token it signed', async () => {
    const { token } = await signAccessToken(key, user, 900);
    expect(verifyAccessToken(key, token)).toEqual({ ...user, role: 'pdi' });
  });

  it('refuses a token without a generation claim, which could not be revoked', async () => {
    const { token } = await signAccessToken(key, user, 900);
    const [header, payload] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as object;
    const withoutGen = b64({ ...claims, gen: undefined });
    const signature = createHmac('sha256', key)
      .update(`${header}.${withoutGen}`)
      .digest('base64url');
    expect(verifyAccessToken(key, `${header}.${withoutGen}.${signature}`)).toBeUndefined();
  });

  it('refuses a token signed with another key', async () => {
    const { token } = await signAccessToken(otherKey, user, 900);
    expect(verifyAccessToken(key, token)).toBeUndefined();
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const { token } = await signAccessToken(key, user, 900);
    const [header, , signature] = token.split('.');
    const forged = b64({ sub: '1', name: 'superadmin', roles: ['superadmin'], exp: 9e9 });
    expect(verifyAccessToken(key, `${header}.${forged}.${signature}`)).toBeUndefined();
  });

  it('refuses an expired token and one not yet valid', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await signAccessToken(key, user, 900, now - 1000);
    expect(verifyAccessToken(key, expired.token)).toBeUndefined();
    const { token } = await signAccessToken(key, user, 900);
    expect(verifyAccessToken(key, token, now + 901)).toBeUndefined();
  });

  it('refuses alg none and malformed tokens without throwing', () => {
    const unsigned = `${b64({ alg: 'none' })}.${b64({ sub: '1', name: 'x', roles: ['superadmin'], exp: 9e9 })}.`;
    for (const bad of [unsigned, '', 'a.b', 'a.b.c.d', '...', 'not a token', `${unsigned}x`]) {
      expect(verifyAccessToken(key, bad)).toBeUndefined();
    }
  });

  it('refuses a signature in a non-canonical encoding', async () => {
    const { token } = await signAccessToken(key, user, 900);
    expect(verifyAccessToken(key, `${token}=`)).toBeUndefined();
    expect(verifyAccessToken(key, `${token} `)).toBeUndefined();
  });
});

describe('signAccessToken', () => {
  it("makes jose's SignJWT token byte for byte, and jose verifies it", async () => {
    const now = 1_800_000_000;
    const { token, issuedAt, expiresAt } = await signAccessToken(key, user, 900, now);
    const reference = await new SignJWT({
      name: user.userName,
      roles: user.roles,
      add: user.additionalRoles,
      areas: user.branchCodes,
      gen: user.generation,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 900)
      .sign(key);
    expect(token).toBe(reference);
    expect([issuedAt, expiresAt]).toEqual([now, now + 900]);
    const { payload } = await jwtVerify(token, key, { currentDate: new Date(now * 1000) });
    expect(payload).toMatchObject({ sub: '7', name: 'pdi', gen: 3, iat: now, exp: now + 900 });
  });
});
