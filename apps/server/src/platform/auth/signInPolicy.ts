import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appUser, loginKnownAddress } from '../../db/schema/index';
import { ipKey, pairKey, recordFailure, resetFailures, userKey } from './lockout';

/** An address stays known-good this long after its last successful sign-in. */
export const KNOWN_ADDRESS_DAYS = 90;

export interface SignInPolicyConfig {
  /** Failures of one user name from one address before that pair is locked. */
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Failures from one address (any user names) before it is locked, except for known users. */
  loginIpMaxFailures: number;
  /** First wait of a user name's throttle (doubles per failure); 0 turns the throttle off. */
  loginSlowdownMs: number;
}

/** The columns of signInPolicy's checkColumns, as a driver answers them. */
export interface CheckRow {
  known: boolean;
  blocked: Record<string, number> | string | null;
}

/** Why a sign-in may not go on now: a lock (minutes) or a user name's slowdown (seconds). */
export type SignInBlock = { kind: 'locked'; minutes: number } | { kind: 'wait'; seconds: number };

/**
 * The sign-in rules of docs/auth.md. A lock is per (user name, address) pair, so a stranger cannot
 * lock a user out of another desk; failures of a user name across addresses only slow its next
 * attempts down; a busy address is locked only at a high bound. An address that signed the user in
 * before is exempt from the user name's slowdown and the address bound, so neither can be used to
 * keep people out of their usual desk.
 */
export function signInPolicy(db: DbOrTx, config: SignInPolicyConfig) {
  const pairRule = {
    kind: 'lock',
    max: config.loginMaxFailures,
    lockMinutes: config.loginLockMinutes,
  } as const;
  const ipRule = {
    kind: 'lock',
    max: config.loginIpMaxFailures,
    lockMinutes: config.loginLockMinutes,
  } as const;
  const userRule = { kind: 'throttle', stepMs: config.loginSlowdownMs } as const;

  async function isKnown(userName: string, ip: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: loginKnownAddress.userId })
      .from(loginKnownAddress)
      .innerJoin(appUser, eq(appUser.id, loginKnownAddress.userId))
      .where(
        and(
          eq(appUser.userName, userName),
          eq(loginKnownAddress.address, ip),
          gt(
            loginKnownAddress.lastSuccessTime,
            sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}::int)`,
          ),
        ),
      );
    return row !== undefined;
  }

  const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

  return {
    /**
     * The two columns that decide whether an attempt may go on: whether the address is known-good
     * for the user, and the blocks of all three keys. A column list, so that the sign-in reads
     * them in the same round trip as the user (modules/auth/grants.ts).
     */
    checkColumns(userName: string, ip: string): SQL {
      // Tables and columns by name, so that the sign-in's statement compiles in one pass.
      return sql`exists (
            select 1 from login_known_address k
            join app_user known_user on known_user.id = k.user_id
            where known_user.user_name = ${userName} and k.address = ${ip}
              and k.last_success_time > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS}::int)
          ) as known,
          (select json_object_agg(f.key, ceil(extract(epoch from f.locked_until - now()) * 1000)::int)
             from login_failure f
            where f.key in (${pairKey(userName, ip)}, ${ipKey(ip)}, ${userKey(userName)})
              and f.locked_until > now()) as blocked`;
    },

    /** What blocks this attempt, read from checkColumns (a known address ignores two blocks). */
    blockOf(userName: string, ip: string, row: CheckRow | undefined): SignInBlock | undefined {
      const raw = row?.blocked ?? {};
      const blocks = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<string, number>;
      const ms = (key: string) =>
        blocks[key] === undefined ? undefined : Math.max(1, blocks[key]!);
      const known = row?.known === true;
      const lock = Math.max(ms(pairKey(userName, ip)) ?? 0, known ? 0 : (ms(ipKey(ip)) ?? 0));
      if (lock > 0) return { kind: 'locked', minutes: minutes(lock) };
      const wait = known ? undefined : ms(userKey(userName));
      return wait === undefined ? undefined : { kind: 'wait', seconds: Math.ceil(wait / 1000) };
    },

    /** Counts a failure against the pair, the user name and the address; answers a new block. */
    async failed(userName: string, ip: string): Promise<SignInBlock | undefined> {
      const known = await isKnown(userName, ip);
      // Sequential: on PGlite (one connection) parallel statements queue anyway.
      const pair = await recordFailure(db, pairKey(userName, ip), pairRule);
      await recordFailure(db, userKey(userName), userRule);
      const address = await recordFailure(db, ipKey(ip), ipRule);
      if (pair.blocked || (address.blocked && !known)) {
        return { kind: 'locked', minutes: config.loginLockMinutes };
      }
      return undefined;
    },

    /**
     * The pair's count starts over and the address becomes known-good for this user. The user
     * name's count is kept: a success at one desk must not give a guesser elsewhere fresh tries.
     */
    async succeeded(userId: number, userName: string, ip: string): Promise<void> {
      await resetFailures(db, pairKey(userName, ip));
      await db
        .insert(loginKnownAddress)
        .values({ userId, address: ip })
        .onConflictDoUpdate({
          target: [loginKnownAddress.userId, loginKnownAddress.address],
          set: { lastSuccessTime: sql`now()` },
        });
    },
  };
}
