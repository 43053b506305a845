import {
  AUTH_MESSAGES,
  type RoleActivityResponse,
  type TokenResponse,
} from '@dealer/contracts/auth';
import { normalizeRole } from '@dealer/contracts/roles';
import type { Session } from '../../shared/session/session';

export class SignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SignInError';
  }
}

/**
 * The session from the token and role-activity replies (spec 1 section 6): role codes are
 * normalised and kept in order, the first is the active role; no role or no area refuses sign-in.
 */
export function buildSession(token: TokenResponse, activity: RoleActivityResponse): Session {
  const roles = [
    ...new Set(activity.roleActivities.map((a) => normalizeRole(a.roleCode)).filter(Boolean)),
  ];
  const [role] = roles;
  if (role === undefined || activity.userAreas.length === 0) {
    throw new SignInError(AUTH_MESSAGES.emptyRoleOrArea);
  }
  return {
    idToken: token.access_token,
    refreshToken: token.refresh_token,
    expiry: token['.expires'],
    role,
    roles,
    additionalRoles: [...new Set(activity.additionalRoles.map(normalizeRole))],
    userName: token.userName,
    fullName: activity.fullName || token.userName,
    userAreas: activity.userAreas,
    branchList: activity.userAreas,
    selectedBranch: activity.userAreas[0]?.branchCode ?? null,
  };
}
