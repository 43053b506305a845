import { and, eq, sql } from 'drizzle-orm';
import type { User, UserCreate, UserUpdate } from '@dealer/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { appUser } from '../../db/schema/index';
import { insertUser, normalizeUserName, replaceAccess } from '../../platform/auth/identityStore';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeUserTokens } from '../../platform/auth/refreshTokens';
import type { Revocations } from '../../platform/auth/revocations';
import { AppError, notFound } from '../../platform/http/errors';
import { readUser as read, type UserRow } from './query';
import { assertAssignable, assertNotSelfLockout, sameAccess, type Actor } from './rules';

const STALE = 'This user was changed by someone else; reload and try again';

/**
 * The users screen's writes. `sessions` ends the user's access tokens at once when what they may
 * do changes: bump inside the transaction, `changed` after it commits (so no process re-reads the
 * old generation).
 */
export function userCommands(db: Db, sessions: Pick<Revocations, 'bump' | 'changed'>) {
  /** Runs a change of one user, then lets every process know when `revoke` says so. */
  async function changing(
    id: number,
    work: (tx: DbOrTx, revoke: () => Promise<void>) => Promise<User>,
  ): Promise<User> {
    let revoked = false;
    const user = await db.transaction((tx) =>
      work(tx, async () => {
        revoked = true;
        await sessions.bump(tx, id);
      }),
    );
    if (revoked) await sessions.changed(id);
    return user;
  }

  /** Optimistic update: names the version it read; 409 when someone else changed it first. */
  async function updateVersioned(
    tx: DbOrTx,
    id: number,
    version: number,
    values: Partial<typeof appUser.$inferInsert>,
    actor: Actor,
  ): Promise<UserRow> {
    const [row] = await tx
      .update(appUser)
      .set({
        ...values,
        version: sql`${appUser.version} + 1`,
        updatedTime: sql`now()`,
        updatedBy: actor.userName,
      })
      .where(and(eq(appUser.id, id), eq(appUser.version, version)))
      .returning();
    if (row) return row;
    const [exists] = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, id));
    throw exists ? new AppError(409, 'STALE_VERSION', STALE) : notFound();
  }

  return {
    async create(input: UserCreate, actor: Actor): Promise<User> {
      // Hash before the transaction: 30 ms of CPU should not hold a connection and row locks.
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        await assertAssignable(tx, input.branchCodes);
        const id = await insertUser(
          tx,
          { ...input, email: input.email || null, passwordHash },
          actor.userName,
        );
        if (id === undefined) {
          throw new AppError(
            409,
            'CONFLICT',
            `User name ${normalizeUserName(input.userName)} already exists`,
          );
        }
        return read(tx, id);
      });
    },

    async update(input: UserUpdate, actor: Actor): Promise<User> {
      assertNotSelfLockout(actor, input.id, input);
      return changing(input.id, async (tx, revoke) => {
        await assertAssignable(tx, input.branchCodes);
        const before = await read(tx, input.id);
        const row = await updateVersioned(
          tx,
          input.id,
          input.version,
          { fullName: input.fullName, email: input.email || null, isEnabled: input.isEnabled },
          actor,
        );
        await replaceAccess(tx, row.id, input);
        if (!row.isEnabled) await revokeUserTokens(tx, row.id);
        const after = await read(tx, row.id);
        // Tokens carry roles and branches: a token issued before the change must not be used.
        if (before.isEnabled !== after.isEnabled || !sameAccess(before, after)) await revoke();
        return after;
      });
    },

    async setEnabled(input: { id: number; version: number; isEnabled: boolean }, actor: Actor) {
      assertNotSelfLockout(actor, input.id, input);
      return changing(input.id, async (tx, revoke) => {
        const row = await updateVersioned(
          tx,
          input.id,
          input.version,
          { isEnabled: input.isEnabled },
          actor,
        );
        // Access tokens end now (generation) and so do refresh tokens.
        if (!row.isEnabled) await revokeUserTokens(tx, row.id);
        await revoke();
        return read(tx, row.id);
      });
    },

    async resetPassword(input: { id: number; password: string }, actor: Actor): Promise<User> {
      const passwordHash = await hashPassword(input.password);
      return changing(input.id, async (tx, revoke) => {
        // Not versioned: the edit form does not carry the password, so no edit is lost.
        const [row] = await tx
          .update(appUser)
          .set({ passwordHash, updatedTime: sql`now()`, updatedBy: actor.userName })
          .where(eq(appUser.id, input.id))
          .returning({ id: appUser.id });
        if (!row) throw notFound();
        // Whoever knew the old password is signed out everywhere, at once.
        await revokeUserTokens(tx, row.id);
        await revoke();
        return read(tx, row.id);
      });
    },
  };
}
