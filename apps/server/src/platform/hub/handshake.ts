import type { KeyObject } from 'node:crypto';
import { hubRoom, isRole, type ErrorCode, type Role } from '@dealer/contracts';
import { branchScope } from '../access/branchScope';
import { UNAUTHENTICATED } from '../access/guard';
import { verifyAccessToken, type AuthUser } from '../auth/tokens';

/** What the client sent: Socket.IO's `auth` object and the query string of the upgrade. */
export interface HandshakeInput {
  auth: Record<string, unknown>;
  query: Record<string, unknown>;
}

/** A refused connection; the client's `connect_error` carries `message` and `data.code`. */
export class HubRefusal extends Error {
  readonly data: { code: ErrorCode };
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'HubRefusal';
    this.data = { code };
  }
}

export interface HubMember {
  user: AuthUser;
  role: Role;
  branchCode: string;
  room: string;
}

/** ZHubAuth's bound of a branch code. */
const BRANCH_CODE_MAX = 10;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * The access token: `auth.token` (what socket.io-client sends), else `?access_token=` for
 * clients that can only set the URL. Never a cookie: the console keeps no session cookie.
 */
export function tokenOf(input: HandshakeInput): string | undefined {
  return text(input.auth.token) ?? text(input.query.access_token);
}

/**
 * Who connects and which room they join: '<branch>|<ROLE>'. The role is the one asked for (one
 * of the user's roles) or the active one; the branch is the one asked for, else the user's first.
 * A user watches only their own branches, except head office (superadmin, ho_testdrive), which
 * sees every branch in the order screens and so may watch any active company branch.
 */
export async function admit(
  input: HandshakeInput,
  jwtKey: KeyObject,
  isCompanyBranch: (code: string) => Promise<boolean>,
  isCurrentSession: (user: AuthUser) => boolean | Promise<boolean>,
): Promise<HubMember> {
  const token = tokenOf(input);
  const user = token ? verifyAccessToken(jwtKey, token) : undefined;
  // A revoked token (user disabled, access changed) connects no more than it calls the API.
  if (!user || !(await isCurrentSession(user))) {
    throw new HubRefusal('UNAUTHENTICATED', UNAUTHENTICATED);
  }

  const askedRole = text(input.auth.role) ?? text(input.query.role);
  const held: Role[] = [user.role, ...user.roles, ...user.additionalRoles];
  if (askedRole !== undefined && !(isRole(askedRole) && held.includes(askedRole))) {
    throw new HubRefusal('FORBIDDEN', `Role ${askedRole} is not one of your roles`);
  }
  const role = (askedRole as Role | undefined) ?? user.role;

  const branchCode =
    text(input.auth.branchCode) ?? text(input.query.branchCode) ?? user.branchCodes[0];
  if (branchCode === undefined) throw new HubRefusal('FORBIDDEN', 'You have no branch');
  // The handshake is an edge like any request: the same bounds as ZHubAuth before SQL sees it.
  if (branchCode.length > BRANCH_CODE_MAX || branchCode.includes('\u0000')) {
    throw new HubRefusal('VALIDATION', `branchCode: at most ${BRANCH_CODE_MAX} characters, no NUL`);
  }
  const allowed = branchScope({ role, branchCodes: user.branchCodes }).all
    ? await isCompanyBranch(branchCode)
    : user.branchCodes.includes(branchCode);
  if (!allowed) throw new HubRefusal('FORBIDDEN', `Branch ${branchCode} is outside your branches`);

  return { user, role, branchCode, room: hubRoom(branchCode, role) };
}

/**
 * A second room every socket joins, named after its user, so that revoking the user finds their
 * sockets. No '|' in it: it can never collide with a '<branch>|<ROLE>' room.
 */
export const userRoom = (userId: number) => `user:${userId}`;
