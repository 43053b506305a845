import {
  AUTH_MESSAGES,
  ZPublicKeyResponse,
  ZRoleActivityResponse,
  ZTokenResponse,
  type PublicKeyResponse,
  type TokenResponse,
} from '@dealer/contracts/auth';
import { API } from '@dealer/contracts/platform';
import { statusTextOf } from '../../shared/api/apiMessages';
import { rememberConsoleClient } from '../../shared/api/consoleClient';
import { postTokenGrant } from '../../shared/api/tokenEndpoint';
import type { Session } from '../../shared/session/session';
import { endSession } from '../../shared/session/sessionStore';
import { buildSession, SignInError } from './buildSession';
import { encryptPassword } from './encryptPassword';
import { roleLookupFailureMessage, tokenFailureMessage } from './signInErrors';

/** fetch, with a network failure turned into 'Bad Network'. */
async function reach(call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch {
    throw new SignInError(AUTH_MESSAGES.badNetwork);
  }
}

async function fetchPublicKey(): Promise<PublicKeyResponse> {
  const reply = await reach(() =>
    fetch(API.auth.publicKey, { headers: { Accept: 'application/json' } }),
  );
  if (!reply.ok) throw new SignInError(statusTextOf(reply));
  return ZPublicKeyResponse.parse(await reply.json());
}

async function requestToken(
  username: string,
  password: string,
  key: PublicKeyResponse,
): Promise<TokenResponse> {
  let encrypted: string;
  try {
    encrypted = await encryptPassword(password, key.publicKey);
  } catch (error) {
    throw new SignInError(error instanceof Error ? error.message : String(error));
  }
  const client = { id: key.clientId, secret: key.clientSecret };
  rememberConsoleClient(client);
  const reply = await reach(() =>
    postTokenGrant({ grant_type: 'password', username, password: encrypted }, client),
  );
  if (!reply.ok) {
    const failure = tokenFailureMessage({
      status: reply.status,
      statusText: reply.statusText,
      bodyText: await reply.text().catch(() => ''),
    });
    if (failure.logout) endSession();
    throw new SignInError(failure.message);
  }
  return ZTokenResponse.parse(await reply.json());
}

async function lookUpRoles(accessToken: string) {
  let reply: Response;
  try {
    reply = await fetch(API.auth.roleActivity, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
    });
  } catch {
    throw new SignInError(AUTH_MESSAGES.badNetwork);
  }
  const text = await reply.text().catch(() => '');
  if (!reply.ok) throw new SignInError(roleLookupFailureMessage(text));
  const parsed = ZRoleActivityResponse.safeParse(JSON.parse(text || 'null'));
  if (!parsed.success) throw new SignInError(roleLookupFailureMessage(text));
  if (parsed.data.acknowledge !== 1) throw new SignInError(parsed.data.message);
  return parsed.data;
}

/**
 * Spec 1 section 7: the public key, the password grant with the encrypted password, then the
 * role lookup; resolves with the new session or rejects with a SignInError to show.
 */
export async function signIn(username: string, password: string): Promise<Session> {
  try {
    const key = await fetchPublicKey();
    const token = await requestToken(username.trim(), password, key);
    const activity = await lookUpRoles(token.access_token);
    return buildSession(token, activity);
  } catch (error) {
    if (error instanceof SignInError) throw error;
    throw new SignInError(AUTH_MESSAGES.badNetwork);
  }
}
