import type { Session } from '../shared/session/session';

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    idToken: 'access-1',
    refreshToken: 'refresh-1',
    expiry: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    role: 'superadmin',
    additionalRoles: [],
    roles: ['superadmin'],
    userName: 'admin',
    fullName: 'Ayu Lestari',
    userAreas: [{ branchCode: 'T002', branchDescription: 'Sunter', regionCode: 'JKT' }],
    branchList: [{ branchCode: 'T002', branchDescription: 'Sunter', regionCode: 'JKT' }],
    selectedBranch: 'T002',
    ...overrides,
  };
}

/**
 * The server's public-key answer, with the console's client: a page that starts from a stored
 * session (a reload) reads the client from it before its first refresh.
 */
export const PUBLIC_KEY_REPLY = {
  publicKey: 'PEM',
  algorithm: 'RSA-OAEP-256',
  clientId: 'dealer-console',
  clientSecret: 'secret-set-on-the-server',
};

export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function tokenReply(access: string, refresh: string) {
  return {
    access_token: access,
    token_type: 'bearer',
    expires_in: 900,
    refresh_token: refresh,
    userName: 'admin',
    '.issued': new Date().toISOString(),
    '.expires': new Date(Date.now() + 900_000).toISOString(),
  };
}
