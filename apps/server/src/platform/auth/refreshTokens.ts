import { createHash, createHmac, createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { refreshToken } from '../../db/schema/index';

/** Only the SHA-256 of a refresh token is stored; the token itself exists in the client only. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function insertToken(
  db: DbOrTx,
  token: string,
  userId: number,
  ttlSeconds: number,
  familyId: string,
): Promise<void> {
  await db.insert(refreshToken).values({
    familyId,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
}

/**
 * How long the token just rotated away still answers (RFC 9700 section 4.14.2): tabs of one
 * console refresh at the same moment with the same token, and the losers must get the winner's
 * successor instead of tripping the reuse detection and revoking everyone's session.
 */
export const REFRESH_GRACE_SECONDS = 30;

/**
 * The key successors are derived with. HKDF gives it its own purpose, so the same server secret
 * (the access-token key) never computes an HMAC of the same kind for two uses.
 */
export function successorKey(serverSecret: KeyObject): KeyObject {
  const raw = hkdfSync('sha256', serverSecret.export(), '', 'refresh-token-successor/v1', 32);
  return createSecretKey(Buffer.from(raw));
}

/**
 * The successor of a token is an HMAC of the token: only the server can compute it, and it can
 * compute it again. That is how a repeat within the grace window gets the SAME successor although
 * only hashes are stored (the successor's row holds its hash, the parent's row nothing new).
 */
function successorOf(key: KeyObject, token: string): string {
  return createHmac('sha256', key).update(token).digest('base64url');
}

export type RotateResult =
  | { status: 'ok'; userId: number; familyId: string; refreshToken: string }
  | { status: 'invalid' }
  /** A replay: the family is revoked; the caller also ends the user's access tokens. */
  | { status: 'reused'; userId: number };

/**
 * Spends a refresh token and answers its successor. The conditional update lets exactly one of
 * concurrent uses rotate; the others, within REFRESH_GRACE_SECONDS and while the successor is
 * still unspent, get that same successor. Any other use of a spent token is a stolen copy or a
 * replay, so its whole family is revoked (which also ends the session of whoever holds the newer
 * token), and the caller ends the user's access tokens (modules/auth/grants.ts). Call inside a
 * transaction: the caller issues the access token in the same one.
 */
export async function rotateRefreshToken(
  tx: DbOrTx,
  token: string,
  key: KeyObject,
  ttlSeconds: number,
): Promise<RotateResult> {
  const tokenHash = hashToken(token);
  const successor = successorOf(key, token);
  const [spent] = await tx
    .update(refreshToken)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshToken.tokenHash, tokenHash),
        isNull(refreshToken.usedAt),
        isNull(refreshToken.revokedAt),
        gt(refreshToken.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: refreshToken.userId, familyId: refreshToken.familyId });
  if (spent) {
    await insertToken(tx, successor, spent.userId, ttlSeconds, spent.familyId);
    return { status: 'ok', ...spent, refreshToken: successor };
  }

  // A losing concurrent use waited on the winner's row lock above, so the successor is visible.
  const repeat = await graceSuccessor(tx, tokenHash, hashToken(successor));
  if (repeat) return { status: 'ok', ...repeat, refreshToken: successor };

  const [known] = await tx
    .select({
      usedAt: refreshToken.usedAt,
      familyId: refreshToken.familyId,
      userId: refreshToken.userId,
    })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, tokenHash));
  if (known?.usedAt) {
    await revokeFamily(tx, known.familyId);
    return { status: 'reused', userId: known.userId };
  }
  return { status: 'invalid' };
}

/**
 * The successor's owner and family when the parent was rotated less than REFRESH_GRACE_SECONDS
 * ago and the successor is still the family's live head (unspent, unrevoked, unexpired). The
 * successor row is locked, so a concurrent rotation of the successor cannot slip in between: a
 * token two rotations old is a replay, never a repeat.
 */
async function graceSuccessor(
  tx: DbOrTx,
  parentHash: string,
  successorHash: string,
): Promise<{ userId: number; familyId: string } | undefined> {
  const parent = alias(refreshToken, 'parent');
  const [row] = await tx
    .select({ userId: refreshToken.userId, familyId: refreshToken.familyId })
    .from(refreshToken)
    .innerJoin(parent, eq(parent.familyId, refreshToken.familyId))
    .where(
      and(
        eq(parent.tokenHash, parentHash),
        isNull(parent.revokedAt),
        gt(parent.usedAt, sql`now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})`),
        eq(refreshToken.tokenHash, successorHash),
        isNull(refreshToken.usedAt),
        isNull(refreshToken.revokedAt),
        gt(refreshToken.expiresAt, sql`now()`),
      ),
    )
    .for('update', { of: refreshToken });
  return row;
}

export async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshToken.familyId, familyId), isNull(refreshToken.revokedAt)));
}

/** Sign-out: revokes the family of a token, but only one that belongs to the caller. */
export async function revokeFamilyOfToken(
  db: DbOrTx,
  token: string,
  userId: number,
): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshToken.familyId })
    .from(refreshToken)
    .where(and(eq(refreshToken.tokenHash, hashToken(token)), eq(refreshToken.userId, userId)));
  if (row) await revokeFamily(db, row.familyId);
}

/** Disabling a user or resetting a password ends every session of that user at its next refresh. */
export async function revokeUserTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(refreshToken)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshToken.userId, userId), isNull(refreshToken.revokedAt)));
}
