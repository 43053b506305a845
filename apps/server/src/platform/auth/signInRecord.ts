import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Runner } from '../../db/prepared';
import { pairKey } from './lockout';
import { hashToken } from './refreshTokens';

/**
 * Everything a successful sign-in writes, as ONE statement (data-modifying CTEs run atomically
 * as one statement, so no BEGIN/COMMIT round trips): the pair's failure count starts over, the
 * address becomes known-good for the user, the last sign-in time is set, the user's expired
 * refresh tokens go, and a new refresh token starts a family. The known address's time is
 * refreshed at most once an hour: it only has to fall inside KNOWN_ADDRESS_DAYS, and rewriting
 * the row on every sign-in cost a tuple and its WAL for nothing. Five statements and a transaction
 * before; sign-in throughput is bounded by argon2 and every round trip beside it counts. `run` is
 * the sign-in's prepared runner: PostgreSQL plans the five once per connection.
 * Answers the new refresh token.
 */
export async function recordSignIn(
  run: Runner,
  user: { id: number; userName: string },
  ip: string,
  refreshTtlSeconds: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + refreshTtlSeconds * 1000).toISOString();
  await run(sql`
    with reset as (
      delete from login_failure where key = ${pairKey(user.userName, ip)}
    ), known as (
      insert into login_known_address (user_id, address) values (${user.id}, ${ip})
      on conflict (user_id, address) do update set last_success_time = now()
        where login_known_address.last_success_time < now() - interval '1 hour'
    ), seen as (
      update app_user set last_sign_in_time = now() where id = ${user.id}
    ), expired as (
      delete from refresh_token where user_id = ${user.id} and expires_at < now()
    )
    insert into refresh_token (family_id, user_id, token_hash, expires_at)
    values (${randomUUID()}, ${user.id}, ${hashToken(token)}, ${expiresAt}::timestamptz)`);
  return token;
}
