import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, versionColumn } from './audit';
import { branch } from './platform';

/** Console users. user_name is stored lowercased so that sign-in is case-insensitive. */
export const appUser = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    userName: text('user_name').notNull().unique(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    lastSignInTime: timestamp('last_sign_in_time', { withTimezone: true }),
    /**
     * Bumped whenever the user's access changes (disabled, roles, branches, password). Access
     * tokens carry it; the guard refuses a token whose generation is no longer current.
     */
    tokenGeneration: integer('token_generation').notNull().default(0),
    ...versionColumn,
    ...auditColumns,
  },
  (t) => [check('app_user_name_lowercase', sql`${t.userName} = lower(${t.userName})`)],
);

/** Ordered roles; position 0 is the active role. */
export const userRole = pgTable(
  'user_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    roleCode: text('role_code').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleCode] })],
);

/** Extra roles that also count for access checks, but never become the active role. */
export const userAdditionalRole = pgTable(
  'user_additional_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    roleCode: text('role_code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleCode] })],
);

/** Ordered branch assignments; position 0 is the home branch. */
export const userArea = pgTable(
  'user_area',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    branchCode: text('branch_code')
      .notNull()
      .references(() => branch.branchCode, { onUpdate: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.branchCode] })],
);

/**
 * Opaque refresh tokens, stored as SHA-256 so a database leak yields no usable token. One family
 * per sign-in; every refresh rotates within the family, and reuse of a spent token revokes it.
 */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: serial('id').primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_token_family_idx').on(t.familyId),
    index('refresh_token_user_expiry_idx').on(t.userId, t.expiresAt),
  ],
);

/** Failed sign-in counters, keyed 'pair:<name>|<address>', 'user:<name>' or 'ip:<address>'. */
export const loginFailure = pgTable('login_failure', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Addresses a user signed in from successfully: the lock rules of a user name and of an address
 * do not apply to them (see docs/auth.md), so nobody can lock a user out of their usual desk.
 */
export const loginKnownAddress = pgTable(
  'login_known_address',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSuccessTime: timestamp('last_success_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/**
 * Keys generated on first start (RSA key, JWT secret). They live in the database, not in DATA_DIR,
 * so that every server process on one PostgreSQL shares them.
 */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
});
