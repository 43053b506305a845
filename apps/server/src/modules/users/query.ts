import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  ROLE_CODES,
  type User,
  type UserList,
  type UserLookups,
  type UserSearch,
} from '@dealer/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { appUser, userRole } from '../../db/schema/index';
import { loadAccess, type UserAccess } from '../../platform/auth/identityStore';
import { notFound } from '../../platform/http/errors';
import { ilikeContains } from '../../platform/http/like';
import { assignableBranches } from './rules';
import { SUCCESS } from '../../platform/http/envelopes';

export type UserRow = typeof appUser.$inferSelect;

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

/** One user with their roles and branches, as the screens show it. */
export async function readUser(tx: DbOrTx, id: number): Promise<User> {
  const [row] = await tx.select().from(appUser).where(eq(appUser.id, id));
  if (!row) throw notFound();
  return toUser(row, (await loadAccess(tx, [id])).get(id)!);
}

/** The users screen's reads: the search, one user, the pickers' branches and roles. */
export function userQueries(db: Db) {
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
        ...SUCCESS,
        users: page.map((row) => toUser(row, access.get(row.id)!)),
        total: total?.n ?? 0,
      };
    },

    getById: (id: number) => readUser(db, id),

    async lookups(): Promise<UserLookups> {
      return {
        ...SUCCESS,
        branches: await assignableBranches(db),
        roles: [...ROLE_CODES],
      };
    },
  };
}
