import { base64ToBytes, bytesToBase64 } from '../browser/base64';

/**
 * The spec keeps the session "encrypted with a fixed client-side secret". A secret shipped in the
 * bundle does not protect against anyone who can run code in the page; it only keeps tokens from
 * being readable at a glance in storage dumps. Real protection is the short token lifetime.
 */
const CLIENT_SECRET = 'dealer-console/session-storage/v1';

let keyPromise: Promise<CryptoKey> | null = null;

function sessionKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(CLIENT_SECRET))
    .then((raw) => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']));
  return keyPromise;
}

/** AES-GCM; the result is base64 of a 12-byte IV followed by the ciphertext. */
export async function encryptText(plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await sessionKey(),
    new TextEncoder().encode(plain),
  );
  const out = new Uint8Array(iv.length + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), iv.length);
  return bytesToBase64(out);
}

export async function decryptText(sealed: string): Promise<string> {
  const bytes = base64ToBytes(sealed);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12) },
    await sessionKey(),
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}
