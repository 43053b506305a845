import { constants, privateDecrypt, type KeyObject } from 'node:crypto';

/**
 * The browser sends RSA-OAEP (SHA-256) ciphertext as URL-safe base64 without padding. Standard
 * base64, padding, and '+' turned into ' ' by a careless form encoder are accepted too.
 * Answers undefined when the text is not base64 or does not decrypt under our key.
 */
export function decryptPassword(key: KeyObject, encoded: string): string | undefined {
  const normalized = encoded
    .trim()
    .replace(/ /g, '+')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/=+$/, '');
  if (normalized === '' || !/^[A-Za-z0-9+/]+$/.test(normalized)) return undefined;
  try {
    return privateDecrypt(
      { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(normalized, 'base64'),
    ).toString('utf8');
  } catch {
    return undefined;
  }
}
