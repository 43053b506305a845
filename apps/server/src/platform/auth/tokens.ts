import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';
import type { Role } from '@dealer/contracts';
import { isRole } from '@dealer/contracts';

/** The caller of a non-public route, read from the access token alone (no database hit). */
export interface AuthUser {
  id: number;
  userName: string;
  /** The active role: roles[0]. */
  role: Role;
  roles: Role[];
  additionalRoles: Role[];
  branchCodes: string[];
  /** The user's token generation when the token was issued (see platform/auth/sessions.ts). */
  generation: number;
}

interface Claims {
  name: string;
  roles: string[];
  add: string[];
  areas: string[];
  gen: number;
}

const JWT_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * An HS256 compact JWT of the user's claims, signed with node:crypto's synchronous HMAC: the same
 * token jose's SignJWT makes (a test compares them byte for byte and verifies with jose), without
 * its WebCrypto round trip through libuv's pool, where every sign-in's argon2id also waits.
 */
export async function signAccessToken(
  key: KeyObject,
  user: Omit<AuthUser, 'role' | 'generation'> & { generation?: number },
  ttlSeconds: number,
  now = Math.floor(Date.now() / 1000),
): Promise<{ token: string; issuedAt: number; expiresAt: number }> {
  const claims: Claims = {
    name: user.userName,
    roles: user.roles,
    add: user.additionalRoles,
    areas: user.branchCodes,
    gen: user.generation ?? 0,
  };
  const expiresAt = now + ttlSeconds;
  const payload = { ...claims, sub: String(user.id), iat: now, exp: expiresAt };
  const signingInput = `${JWT_HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  const signature = createHmac('sha256', key).update(signingInput).digest('base64url');
  return { token: `${signingInput}.${signature}`, issuedAt: now, expiresAt };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Compares the signature part with the expected one in constant time (canonical base64url). */
function signatureMatches(key: KeyObject, signingInput: string, signature: string): boolean {
  const expected = Buffer.from(createHmac('sha256', key).update(signingInput).digest('base64url'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Answers the caller, or undefined for a missing, tampered, expired or malformed token.
 *
 * Every guarded call runs this, so it is a synchronous HMAC-SHA256 check with node:crypto rather
 * than jose's WebCrypto path: the async WebCrypto round trip was the largest single cost of a
 * cheap list call under load (see bench/stock.bench.ts). Only HS256 compact tokens are accepted.
 */
export function verifyAccessToken(
  key: KeyObject,
  token: string,
  now = Date.now() / 1000,
): AuthUser | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [headerPart, payloadPart, signature] = parts as [string, string, string];
  if (!signatureMatches(key, `${headerPart}.${payloadPart}`, signature)) return undefined;
  const header = decodeJson(headerPart);
  const payload = decodeJson(payloadPart);
  if (!header || !payload || header.alg !== 'HS256' || header.crit !== undefined) return undefined;
  if (typeof payload.exp !== 'number' || payload.exp <= now) return undefined;
  if (typeof payload.nbf === 'number' && payload.nbf > now) return undefined;
  const id = Number(payload.sub);
  const roles = strings(payload.roles).filter(isRole);
  const [role] = roles;
  // A token without a generation predates revocation and cannot be checked: refused.
  if (
    !Number.isInteger(id) ||
    typeof payload.name !== 'string' ||
    role === undefined ||
    !Number.isInteger(payload.gen)
  ) {
    return undefined;
  }
  return {
    id,
    userName: payload.name,
    role,
    roles,
    additionalRoles: strings(payload.add).filter(isRole),
    branchCodes: strings(payload.areas),
    generation: payload.gen as number,
  };
}
