import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  verify,
  type ECDH,
} from 'node:crypto';

/**
 * The receiving side of web push, for the demo push service and the tests' push peer: RFC 8291
 * message encryption (aes128gcm, RFC 8188) and RFC 8292 VAPID. A real push service only checks
 * VAPID and forwards the ciphertext; the browser decrypts. The demo service plays both, so the
 * campaign page can show what a customer's browser would display.
 */

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** The user agent's side of a subscription: its ECDH key pair and auth secret. */
export interface UserAgentKeys {
  ecdh: ECDH;
  /** Base64url, as a browser's PushSubscription.toJSON() gives them. */
  p256dh: string;
  auth: string;
}

/** A fresh key pair (a test's subscriber). */
export function userAgentKeys(authSecret: Buffer, privateKey?: Buffer): UserAgentKeys {
  const ecdh = createECDH('prime256v1');
  if (privateKey) ecdh.setPrivateKey(privateKey);
  else ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: authSecret.toString('base64url'),
  };
}

/**
 * A demo subscriber's keys derived from a secret and its token, so the demo push service can
 * decrypt without storing browser private keys anywhere.
 */
export function demoUserAgentKeys(secret: string, token: string): UserAgentKeys {
  const key = Buffer.from(secret);
  return userAgentKeys(
    hmac(key, Buffer.from(`demo-push-auth:${token}`)).subarray(0, 16),
    hmac(key, Buffer.from(`demo-push-ua:${token}`)),
  );
}

/**
 * Decrypts an aes128gcm web push body (RFC 8291 section 3.4, RFC 8188 section 2): header salt(16)
 * rs(4) idlen(1) keyid (the sender's public key), then records of rs bytes, each ending in a
 * padding delimiter (2 for the last record, 1 before).
 */
export function decryptWebPush(body: Buffer, ua: UserAgentKeys): Buffer {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  if (senderPublic.length !== 65 || rs < 18) throw new Error('not a web push aes128gcm header');
  const uaPublic = ua.ecdh.getPublicKey();
  const shared = ua.ecdh.computeSecret(senderPublic);
  const authSecret = Buffer.from(ua.auth, 'base64url');
  const prkKey = hmac(authSecret, shared);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    uaPublic,
    senderPublic,
    Buffer.from([1]),
  ]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const baseNonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const records = body.subarray(21 + idLength);
  const out: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += rs, seq += 1) {
    const record = records.subarray(offset, Math.min(records.length, offset + rs));
    // The record's sequence number XORed into the nonce's low bytes (seq < 2^32 here; JavaScript's
    // ^ works on 32 bits, so only the last four bytes are touched).
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([
      decipher.update(record.subarray(0, record.length - 16)),
      decipher.final(),
    ]);
    // Strip the padding: zeros after the delimiter.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end -= 1;
    const last = offset + rs >= records.length;
    if (end < 0 || plain[end] !== (last ? 2 : 1)) throw new Error('bad record padding');
    out.push(plain.subarray(0, end));
  }
  return Buffer.concat(out);
}

/**
 * Checks a VAPID Authorization header (`vapid t=<JWT>, k=<public key>`): ES256 signature by the
 * key named, audience the push service's origin, not expired, and (when given) the application
 * server key the subscription was made for. Returns why it is refused, or undefined.
 */
export function vapidRefusal(
  authorization: string | undefined,
  audience: string,
  expectedKey?: string,
  now = Date.now(),
): string | undefined {
  const m = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization?.trim() ?? '');
  if (!m) return 'no VAPID authorization';
  const [, token, key] = m as unknown as [string, string, string];
  if (expectedKey && key !== expectedKey) return 'not the subscription application server key';
  const parts = token.split('.');
  if (parts.length !== 3) return 'malformed JWT';
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'malformed VAPID key';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${parts[0]}.${parts[1]}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(parts[2]!, 'base64url'),
  );
  if (!signed) return 'bad JWT signature';
  const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as {
    aud?: string;
    exp?: number;
  };
  if (claims.aud !== audience) return `JWT audience ${String(claims.aud)} is not ${audience}`;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < now) return 'JWT expired';
  return undefined;
}
