import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@dealer/contracts';
import { rows, type DbOrTx } from '../../db/client';
import type { Runner } from '../../db/prepared';
import { appUser, userAdditionalRole, userArea, userRole } from '../../db/schema/index';

/** What a user may do: ordered roles, additional roles, ordered branch codes. */
export interface UserAccess {
  roles: Role[];
  additionalRoles: Role[];
  branchCodes: string[];
}

export interface NewUser extends UserAccess {
  userName: string;
  fullName: string;
  email: string | null;
  passwordHash: string;
  isEnabled: boolean;
}

/** User names are compared lowercased everywhere (sign-in is case-insensitive). */
export function normalizeUserName(userName: string): string {
  return userName.trim().toLowerCase();
}

export async function findUserByName(db: DbOrTx, userName: string) {
  const [row] = await db
    .select()
    .from(appUser)
    .where(eq(appUser.userName, normalizeUserName(userName)));
  return row;
}

/**
 * The access columns of the user `userId` names (a parameter or a column): one row each. Tables
 * by name, not drizzle's table objects, so that the sign-in's statement compiles in one pass
 * (db/compile.ts).
 */
function accessColumns(userId: SQL): SQL {
  return sql`(select json_agg(role_code order by position) from user_role where user_id = ${userId}) as roles,
      (select json_agg(role_code order by role_code) from user_additional_role where user_id = ${userId}) as additional,
      (select json_agg(branch_code order by position) from user_area where user_id = ${userId}) as areas`;
}

interface AccessColumns {
  roles: unknown;
  additional: unknown;
  areas: unknown;
}

/** json_agg columns arrive parsed from pg and as text from PGlite. */
function accessOf(row: AccessColumns | undefined): UserAccess {
  const list = (value: unknown): string[] =>
    value == null ? [] : ((typeof value === 'string' ? JSON.parse(value) : value) as string[]);
  return {
    roles: list(row?.roles) as Role[],
    additionalRoles: list(row?.additional) as Role[],
    branchCodes: list(row?.areas),
  };
}

/**
 * One user's roles, additional roles and areas in one round trip (refresh, where every statement
 * beside argon2 counts); loadAccess serves lists of users.
 */
export async function loadAccessOf(db: DbOrTx, userId: number): Promise<UserAccess> {
  const [row] = await rows<AccessColumns>(db, sql`select ${accessColumns(sql`${userId}`)}`);
  return accessOf(row);
}

/** What a password sign-in needs of its user. */
export interface SignInUser {
  id: number;
  userName: string;
  passwordHash: string;
  isEnabled: boolean;
  tokenGeneration: number;
  access: UserAccess;
}

/**
 * A sign-in's user by (normalized) name with its access, plus the caller's `extra` columns (the
 * sign-in policy's checks), in ONE round trip: sign-in throughput is bounded by argon2id, and
 * each statement beside it costs both PostgreSQL and the event loop. `run` is the sign-in's
 * prepared runner (db/prepared.ts), so PostgreSQL plans this join once per connection. `user` is
 * undefined for an unknown name; the extra columns are there either way.
 */
export async function loadSignInUser<Extra extends object>(
  run: Runner,
  userName: string,
  extra: SQL,
): Promise<{ user: SignInUser | undefined; extra: Extra | undefined }> {
  const [row] = await run<
    Extra &
      AccessColumns & {
        id: number | null;
        userName: string;
        passwordHash: string;
        isEnabled: boolean;
        tokenGeneration: number;
      }
  >(
    sql`select ${extra}, u.id, u.user_name as "userName", u.password_hash as "passwordHash",
        u.is_enabled as "isEnabled", u.token_generation as "tokenGeneration",
        ${accessColumns(sql`u.id`)}
      from (select 1) one
        left join app_user u on u.user_name = ${userName}`,
  );
  if (!row) return { user: undefined, extra: undefined };
  const { id, userName: name, passwordHash, isEnabled, tokenGeneration, ...rest } = row;
  const user =
    id === null
      ? undefined
      : { id, userName: name, passwordHash, isEnabled, tokenGeneration, access: accessOf(row) };
  return { user, extra: rest as unknown as Extra };
}

/** Roles, additional roles and areas of several users in three queries (never one per user). */
export async function loadAccess(db: DbOrTx, userIds: number[]): Promise<Map<number, UserAccess>> {
  const access = new Map<number, UserAccess>(
    userIds.map((id) => [id, { roles: [], additionalRoles: [], branchCodes: [] }]),
  );
  if (userIds.length === 0) return access;
  // Sequential: inside a transaction the queries share one connection, which runs one at a time.
  const roles = await db
    .select()
    .from(userRole)
    .where(inArray(userRole.userId, userIds))
    .orderBy(asc(userRole.userId), asc(userRole.position));
  const additional = await db
    .select()
    .from(userAdditionalRole)
    .where(inArray(userAdditionalRole.userId, userIds))
    .orderBy(asc(userAdditionalRole.userId), asc(userAdditionalRole.roleCode));
  const areas = await db
    .select()
    .from(userArea)
    .where(inArray(userArea.userId, userIds))
    .orderBy(asc(userArea.userId), asc(userArea.position));
  for (const r of roles) access.get(r.userId)?.roles.push(r.roleCode as Role);
  for (const r of additional) access.get(r.userId)?.additionalRoles.push(r.roleCode as Role);
  for (const a of areas) access.get(a.userId)?.branchCodes.push(a.branchCode);
  return access;
}

/** Drops duplicates, keeping the first occurrence (order carries meaning). */
function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** Replaces a user's roles and areas; call inside the transaction that writes the user. */
export async function replaceAccess(tx: DbOrTx, userId: number, access: UserAccess): Promise<void> {
  await tx.delete(userRole).where(eq(userRole.userId, userId));
  await tx.delete(userAdditionalRole).where(eq(userAdditionalRole.userId, userId));
  await tx.delete(userArea).where(eq(userArea.userId, userId));
  const roles = unique(access.roles);
  const additionalRoles = unique(access.additionalRoles);
  const branchCodes = unique(access.branchCodes);
  if (roles.length > 0) {
    await tx
      .insert(userRole)
      .values(roles.map((roleCode, position) => ({ userId, roleCode, position })));
  }
  if (additionalRoles.length > 0) {
    await tx
      .insert(userAdditionalRole)
      .values(additionalRoles.map((roleCode) => ({ userId, roleCode })));
  }
  if (branchCodes.length > 0) {
    await tx
      .insert(userArea)
      .values(branchCodes.map((branchCode, position) => ({ userId, branchCode, position })));
  }
}

/**
 * Inserts a user and its access; answers undefined when the user name is taken (so seeds stay
 * idempotent and the users module can answer 409 without catching driver errors).
 */
export async function insertUser(
  tx: DbOrTx,
  user: NewUser,
  actor: string,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(appUser)
    .values({
      userName: normalizeUserName(user.userName),
      fullName: user.fullName,
      email: user.email || null,
      passwordHash: user.passwordHash,
      isEnabled: user.isEnabled,
      createdBy: actor,
    })
    .onConflictDoNothing({ target: appUser.userName })
    .returning({ id: appUser.id });
  if (!row) return undefined;
  await replaceAccess(tx, row.id, user);
  return row.id;
}
