import { constants, publicEncrypt } from 'node:crypto';
import { API, type PublicKeyResponse, type TokenResponse } from '@dealer/contracts';

export const DEMO_PASSWORD = 'Demo2026!';
export const CLIENT_SECRET = 'dealer-console-secret';

/** Encrypts a password the way the console does: RSA-OAEP with SHA-256, URL-safe base64. */
export async function encryptPassword(origin: string, password: string) {
  const key = (await (await fetch(origin + API.auth.publicKey)).json()) as PublicKeyResponse;
  const cipher = publicEncrypt(
    { key: key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  );
  return { clientId: key.clientId, password: cipher.toString('base64url') };
}

export function basicAuth(clientId: string): string {
  return 'Basic ' + Buffer.from(`${clientId}:${CLIENT_SECRET}`).toString('base64');
}

export async function signIn(origin: string, userName: string, password = DEMO_PASSWORD) {
  const encrypted = await encryptPassword(origin, password);
  const reply = await fetch(origin + API.auth.token, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: basicAuth(encrypted.clientId),
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: userName,
      password: encrypted.password,
    }),
  });
  if (!reply.ok)
    throw new Error(`sign-in of ${userName} failed: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as TokenResponse;
}
