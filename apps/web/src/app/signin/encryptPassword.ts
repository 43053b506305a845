import { base64ToBytes, bytesToBase64Url } from '../../shared/browser/base64';

/** WebCrypto only exists in secure contexts (HTTPS or localhost). */
export const INSECURE_CONTEXT_MESSAGE =
  'Sign-in needs a secure connection: open the console over HTTPS (or on localhost).';

async function importPublicKey(pem: string): Promise<CryptoKey> {
  const der = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return crypto.subtle.importKey(
    'spki',
    base64ToBytes(der),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
}

/** RSA-OAEP (SHA-256) with the server's public key, as URL-safe base64 without padding. */
export async function encryptPassword(password: string, publicKeyPem: string): Promise<string> {
  if (!globalThis.crypto?.subtle) throw new Error(INSECURE_CONTEXT_MESSAGE);
  const key = await importPublicKey(publicKeyPem);
  const cipher = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(password),
  );
  return bytesToBase64Url(new Uint8Array(cipher));
}
