import { z } from 'zod';
import { text, trimmed } from './bounds';
import { ZAck } from './envelope';

/**
 * POST /api/auth/token — OAuth 2.0 token endpoint, form-encoded body, `Authorization: Basic
 * base64(clientId:clientSecret)`. The password is RSA-OAEP (SHA-256) encrypted with the key from
 * GET /api/auth/public-key and sent as URL-safe base64 without padding.
 */
export const ZPasswordGrant = z.object({
  grant_type: z.literal('password'),
  username: trimmed(100).min(1, 'username is required'),
  password: text(2048).min(1, 'password is required'),
});
export const ZRefreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: text(512).min(1, 'refresh_token is required'),
});
export const ZTokenRequest = z.discriminatedUnion('grant_type', [ZPasswordGrant, ZRefreshGrant]);
export type TokenRequest = z.infer<typeof ZTokenRequest>;

export const ZTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  refresh_token: z.string(),
  userName: z.string(),
  '.issued': z.string(),
  /** ISO date-time at which the access token expires. */
  '.expires': z.string(),
});
export type TokenResponse = z.infer<typeof ZTokenResponse>;

/** RFC 6749 error body. `invalid_grant` is shown as 'Username or Password is incorrect'. */
export const TOKEN_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
  'temporarily_locked',
] as const;
export const ZTokenError = z.object({
  error: z.enum(TOKEN_ERRORS),
  error_description: z.string(),
});
export type TokenError = z.infer<typeof ZTokenError>;

/**
 * GET /api/auth/public-key (public): what the console needs for its token calls. The SPKI PEM of
 * the RSA key the browser encrypts passwords with, and the console's OAuth client (id and secret
 * for the Basic header of spec 1 section 7), learnt at run time so that the server's
 * OAUTH_CLIENT_SECRET can change without a new console build. A secret every browser is given
 * protects nothing; the service clients' secrets (SERVICE_CLIENTS) are the ones that matter.
 */
export const ZPublicKeyResponse = z.object({
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
  clientId: z.string(),
  clientSecret: z
    .string()
    .describe(
      "The console's OAuth client secret: public by design, a browser's client secret protects nothing",
    ),
});
export type PublicKeyResponse = z.infer<typeof ZPublicKeyResponse>;

/** POST /api/auth/role-activity (bearer token). */
export const ZUserArea = z.object({
  branchCode: z.string(),
  branchDescription: z.string(),
  regionCode: z.string().nullable(),
});
export type UserArea = z.infer<typeof ZUserArea>;

export const ZRoleActivity = z.object({
  roleCode: z.string(),
  userName: z.string(),
  branchCode: z.string().nullable(),
});
export type RoleActivity = z.infer<typeof ZRoleActivity>;

export const ZRoleActivityResponse = ZAck.extend({
  userAreas: z.array(ZUserArea),
  roleActivities: z.array(ZRoleActivity),
  additionalRoles: z.array(z.string()),
  fullName: z.string(),
});
export type RoleActivityResponse = z.infer<typeof ZRoleActivityResponse>;

/** POST /api/auth/logout: revokes the refresh-token family. */
export const ZLogoutRequest = z.object({ refresh_token: text(512).min(1) });

export const AUTH_MESSAGES = {
  invalidGrant: 'Username or Password is incorrect',
  emptyRoleOrArea: 'User Role or User Area is empty',
  badNetwork: 'Bad Network',
} as const;
