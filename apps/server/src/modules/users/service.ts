import { and, asc, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  COMPANY_CODE,
  ROLE_CODES,
  type User,
  type UserCreate,
  type UserList,
  type UserLookups,
  type UserSearch,
  type UserUpdate,
} from '@dealer/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { appUser, branch, branchType, userRole } from '../../db/schema/index';
import {
  insertUser,
  loadAccess,
  normalizeUserName,
  replaceAccess,
  type UserAccess,
} from '../../platform/auth/identityStore';
import { hashPassword } from '../../platform/auth/passwords';
import { revokeUserTokens } from '../../platform/auth/refreshTokens';
import type { Revocations } from '../../platform/auth/revocations';
import { AppError, notFound } from '../../platform/http/errors';
import { ilikeContains } from '../../platform/http/like';

/** Who is acting: a signed-in superadmin, or the command line (id undefined). */
export interface Actor {
  id?: number;
  userName: string;
}

type UserRow = typeof appUser.$inferSelect;

const STALE = 'This user was changed by someone else; reload and try again';

function toUser(row: UserRow, access: UserAccess): User {
  return {
    id: row.id,
    userName: row.userName,
    fullName: row.fullName,
    email: row.email,
    ...access,
    isEnabled: row.isEnabled,
    version: row.version,
    lastSignInTime: row.lastSignInTime?.toISOString() ?? null,
    createdTime: row.createdTime.toISOString(),
  };
}

/** Branches a user may be assigned to: company 0002, active, not a body-paint-only branch. */
function assignableBranches(db: DbOrTx, codes?: string[]) {
  const where = [
    eq(branch.companyCode, COMPANY_CODE),
    eq(branch.isActive, true),
    ne(branchType.branchTypeCode, 'BP'),
  ];
  if (codes) where.push(inArray(branch.branchCode, codes));
  return db
    .select({
      branchCode: branch.branchCode,
      branchDescription: branch.branchDescription,
      branchTypeCode: branchType.branchTypeCode,
    })
    .from(branch)
    .innerJoin(branchType, eq(branchType.id, branch.branchTypeId))
    .where(and(...where))
    .orderBy(asc(branch.branchCode));
}

async function assertAssignable(db: DbOrTx, codes: string[]): Promise<void> {
  const found = new Set((await assignableBranches(db, codes)).map((b) => b.branchCode));
  const unknown = codes.map((code, index) => ({ code, index })).filter((c) => !found.has(c.code));
  if (unknown.length === 0) return;
  throw new AppError(
    400,
    'VALIDATION',
    `branchCodes: unknown branch ${unknown.map((u) => u.code).join(', ')}`,
    unknown.map((u) => ({
      field: `branchCodes.${u.index}`,
      message: `Branch ${u.code} does not exist or cannot be assigned`,
    })),
  );
}

/** A superadmin must not lock themselves out through the admin screen. */
function assertNotSelfLockout(
  actor: Actor,
  id: number,
  change: { isEnabled?: boolean; roles?: string[] },
) {
  if (actor.id !== id) return;
  if (change.isEnabled === false) {
    throw new AppError(400, 'VALIDATION', 'You cannot disable your own account');
  }
  if (change.roles && change.roles[0] !== 'superadmin') {
    throw new AppError(400, 'VALIDATION', 'You cannot remove your own superadmin role');
  }
}

const sameAccess = (a: UserAccess, b: UserAccess) =>
  JSON.stringify([a.roles, a.additionalRoles, a.branchCodes]) ===
  JSON.stringify([b.roles, b.additionalRoles, b.branchCodes]);

/**
 * `sessions` ends the user's access tokens at once when what they may do changes: bump inside the
 * transaction, `changed` after it commits (so no process re-reads the old generation).
 */
export function createUsersService(db: Db, sessions: Pick<Revocations, 'bump' | 'changed'>) {
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

  async function read(tx: DbOrTx, id: number): Promise<User> {
    const [row] = await tx.select().from(appUser).where(eq(appUser.id, id));
    if (!row) throw notFound();
    return toUser(row, (await loadAccess(tx, [id])).get(id)!);
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
    async search(query: UserSearch): Promise<UserList> {
      const where: SQL[] = [];
      if (query.keyword) {
        where.push(
          or(
            ilikeContains(appUser.userName, query.keyword),
            ilikeContains(appUser.fullName, query.keyword),
            ilikeContains(appUser.email, query.keyword),
          )!,
        );
      }
      if (query.role) {
        where.push(
          sql`exists (select 1 from ${userRole} where ${userRole.userId} = ${appUser.id} and ${userRole.roleCode} = ${query.role})`,
        );
      }
      if (query.isEnabled !== undefined) where.push(eq(appUser.isEnabled, query.isEnabled));
      const condition = and(...where);
      const [[total], page] = await Promise.all([
        db.select({ n: count() }).from(appUser).where(condition),
        db
          .select()
          .from(appUser)
          .where(condition)
          .orderBy(asc(appUser.userName))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      ]);
      const access = await loadAccess(
        db,
        page.map((u) => u.id),
      );
      return {
        acknowledge: 1,
        message: 'Success',
        users: page.map((row) => toUser(row, access.get(row.id)!)),
        total: total?.n ?? 0,
      };
    },

    getById: (id: number) => read(db, id),

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

    async lookups(): Promise<UserLookups> {
      return {
        acknowledge: 1,
        message: 'Success',
        branches: await assignableBranches(db),
        roles: [...ROLE_CODES],
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
