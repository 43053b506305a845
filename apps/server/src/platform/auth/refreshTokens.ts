import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshToken } from '../../db/schema/index';

/** Only the SHA-256 of a refresh token is stored; the token itself exists in the client only. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a new opaque token (32 random bytes) in a family; a new family starts at sign-in. */
export async function storeRefreshToken(
  db: DbOrTx,
  userId: number,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshToken).values({
    familyId,
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

export type ConsumeResult =
  { status: 'ok'; userId: number; familyId: string } | { status: 'invalid' } | { status: 'reused' };

/**
 * Spends a refresh token. The conditional update lets exactly one of two concurrent uses win; a
 * token that was already spent is a stolen copy or a replay, so its whole family is revoked (which
 * also ends the session of whoever got the newer token). Call inside a transaction: the caller
 * issues the successor in the same one.
 */
export async function consumeRefreshToken(tx: DbOrTx, token: string): Promise<ConsumeResult> {
  const tokenHash = hashToken(token);
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
  if (spent) return { status: 'ok', ...spent };

  const [known] = await tx
    .select({ usedAt: refreshToken.usedAt, familyId: refreshToken.familyId })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, tokenHash));
  if (known?.usedAt) {
    await revokeFamily(tx, known.familyId);
    return { status: 'reused' };
  }
  return { status: 'invalid' };
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

/** Housekeeping at sign-in: a user's expired tokens serve no purpose any more. */
export async function deleteExpiredTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .delete(refreshToken)
    .where(and(eq(refreshToken.userId, userId), sql`${refreshToken.expiresAt} < now()`));
}
