import { and, asc, count, eq } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  COMPANY_CODE,
  type RoleActivityResponse,
  type TokenResponse,
} from '@dealer/contracts';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { preparedRunner } from '../../db/prepared';
import { appUser, branch, region, userArea } from '../../db/schema/index';
import {
  loadAccessOf,
  loadSignInUser,
  normalizeUserName,
  type UserAccess,
} from '../../platform/auth/identityStore';
import type { AuthKeys } from '../../platform/auth/keys';
import { signInPolicy, type CheckRow, type SignInBlock } from '../../platform/auth/signInPolicy';
import { verifyPassword } from '../../platform/auth/passwords';
import { recordSignIn } from '../../platform/auth/signInRecord';
import {
  revokeFamily,
  revokeFamilyOfToken,
  rotateRefreshToken,
  successorKey,
} from '../../platform/auth/refreshTokens';
import type { Revocations } from '../../platform/auth/revocations';
import { signAccessToken } from '../../platform/auth/tokens';
import { AppError, TokenError } from '../../platform/http/errors';
import { UNAUTHENTICATED } from '../../platform/access/guard';
import { decryptPassword } from './password';
import { SUCCESS } from '../../platform/http/envelopes';

type AuthConfig = Pick<
  Config,
  | 'accessTokenTtlSeconds'
  | 'refreshTokenTtlSeconds'
  | 'loginMaxFailures'
  | 'loginIpMaxFailures'
  | 'loginLockMinutes'
  | 'loginSlowdownMs'
>;

const invalidGrant = (description: string = AUTH_MESSAGES.invalidGrant) =>
  new TokenError(400, 'invalid_grant', description);
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
/** Both blocks share the error code the console already knows; the text says how long. */
const blocked = (block: SignInBlock) =>
  new TokenError(
    400,
    'temporarily_locked',
    block.kind === 'locked'
      ? `Too many failed sign-ins. Try again in ${plural(block.minutes, 'minute')}.`
      : `Too many failed sign-ins for this user. Try again in ${plural(block.seconds, 'second')}.`,
  );
const REFRESH_INVALID = 'Refresh token is invalid or expired';

/**
 * A user needs a role and an area to sign in (spec 1 section 6). The one exception: a superadmin
 * while no active company-0002 branch exists, so the first production admin can create branches
 * (see seed/admin.ts).
 */
async function accessProblem(db: DbOrTx, access: UserAccess): Promise<string | undefined> {
  if (access.roles.length === 0) return AUTH_MESSAGES.emptyRoleOrArea;
  if (access.branchCodes.length > 0) return undefined;
  if (access.roles[0] === 'superadmin') {
    const [row] = await db
      .select({ n: count() })
      .from(branch)
      .where(and(eq(branch.companyCode, COMPANY_CODE), eq(branch.isActive, true)));
    if (row?.n === 0) return undefined;
  }
  return AUTH_MESSAGES.emptyRoleOrArea;
}

/**
 * `revocations` ends access tokens at once: a refresh-token replay (theft) ends every access token
 * of its user, not only those of the revoked family, see refreshGrant.
 */
export function createAuthService(
  database: Database,
  keys: AuthKeys,
  config: AuthConfig,
  revocations: Pick<Revocations, 'bump' | 'changed'>,
) {
  const db = database.db;
  // The password grant's read and write: compiled in one pass and, on the PostgreSQL server,
  // prepared, so that each connection plans them once (db/prepared.ts).
  const signInRun = preparedRunner(database, 'signin');
  const refreshKey = successorKey(keys.jwtKey);
  const policy = signInPolicy(db, config);

  /** `refresh`: the refresh token to answer (a new family's first, or a rotation's successor). */
  async function issueTokens(
    user: { id: number; userName: string; tokenGeneration: number },
    access: UserAccess,
    refresh: string,
  ): Promise<TokenResponse> {
    const signed = await signAccessToken(
      keys.jwtKey,
      { id: user.id, userName: user.userName, generation: user.tokenGeneration, ...access },
      config.accessTokenTtlSeconds,
    );
    return {
      access_token: signed.token,
      token_type: 'bearer',
      expires_in: config.accessTokenTtlSeconds,
      refresh_token: refresh,
      userName: user.userName,
      '.issued': new Date(signed.issuedAt * 1000).toISOString(),
      '.expires': new Date(signed.expiresAt * 1000).toISOString(),
    };
  }

  /** Counts a failed sign-in (see signInPolicy) and answers invalid_grant or the new lock. */
  async function failSignIn(userName: string, ip: string): Promise<never> {
    const block = await policy.failed(userName, ip);
    throw block ? blocked(block) : invalidGrant();
  }

  return {
    async passwordGrant(
      username: string,
      encryptedPassword: string,
      ip: string,
    ): Promise<TokenResponse> {
      const password = decryptPassword((await keys.rsa).privateKey, encryptedPassword);
      if (password === undefined) {
        throw new TokenError(400, 'invalid_request', 'password could not be decrypted');
      }
      const userName = normalizeUserName(username);
      // One round trip reads the attempt's blocks, the user and its access.
      const { user, extra } = await loadSignInUser<CheckRow>(
        signInRun,
        userName,
        policy.checkColumns(userName, ip),
      );
      // A blocked attempt is refused before the password is even looked at (and not counted).
      const block = policy.blockOf(userName, ip, extra);
      if (block) throw blocked(block);

      const valid = await verifyPassword(user?.passwordHash, password);
      if (!user || !valid || !user.isEnabled) return failSignIn(userName, ip);

      const { access } = user;
      const problem = await accessProblem(db, access);
      if (problem) {
        await policy.succeeded(user.id, userName, ip); // the password was right
        throw invalidGrant(problem);
      }
      const refresh = await recordSignIn(signInRun, user, ip, config.refreshTokenTtlSeconds);
      return issueTokens(user, access, refresh);
    },

    async refreshGrant(token: string): Promise<TokenResponse> {
      type Outcome = { tokens: TokenResponse } | { error: string; revokedUser?: number };
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const spent = await rotateRefreshToken(
          tx,
          token,
          refreshKey,
          config.refreshTokenTtlSeconds,
        );
        if (spent.status === 'reused') {
          // The family is revoked, but access tokens issued from it live up to 15 minutes more:
          // bumping the user's generation ends them now. Access tokens carry no family, so this
          // ends the user's other devices' access tokens too; those refresh once, unnoticed
          // (their families are untouched), while whoever holds the stolen family is out at once.
          await revocations.bump(tx, spent.userId);
          return { error: REFRESH_INVALID, revokedUser: spent.userId };
        }
        if (spent.status !== 'ok') return { error: REFRESH_INVALID };
        const [user] = await tx.select().from(appUser).where(eq(appUser.id, spent.userId));
        const access = await loadAccessOf(tx, spent.userId);
        const problem = !user?.isEnabled ? REFRESH_INVALID : await accessProblem(tx, access);
        if (!user || problem) {
          await revokeFamily(tx, spent.familyId);
          return { error: problem ?? REFRESH_INVALID };
        }
        return { tokens: await issueTokens(user, access, spent.refreshToken) };
      });
      // Answered after the transaction so that a revocation above is committed, not rolled back.
      if ('tokens' in outcome) return outcome.tokens;
      if (outcome.revokedUser !== undefined) await revocations.changed(outcome.revokedUser);
      throw invalidGrant(outcome.error);
    },

    async logout(userId: number, refreshToken: string): Promise<void> {
      await revokeFamilyOfToken(db, refreshToken, userId);
    },

    async roleActivity(userId: number): Promise<RoleActivityResponse> {
      const [user] = await db.select().from(appUser).where(eq(appUser.id, userId));
      if (!user?.isEnabled) throw new AppError(401, 'UNAUTHENTICATED', UNAUTHENTICATED);
      const access = await loadAccessOf(db, userId);
      const areas = await db
        .select({
          branchCode: userArea.branchCode,
          branchDescription: branch.branchDescription,
          regionCode: region.regionCode,
        })
        .from(userArea)
        .innerJoin(branch, eq(branch.branchCode, userArea.branchCode))
        .leftJoin(region, eq(region.id, branch.regionId))
        .where(eq(userArea.userId, userId))
        .orderBy(asc(userArea.position));
      const home = areas[0]?.branchCode ?? null;
      return {
        ...SUCCESS,
        userAreas: areas,
        roleActivities: access.roles.map((roleCode) => ({
          roleCode,
          userName: user.userName,
          branchCode: home,
        })),
        additionalRoles: access.additionalRoles,
        fullName: user.fullName,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
