import { timingSafeEqual, createHash } from 'node:crypto';
import { TokenError } from '../../platform/http/errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of the Basic client credentials (hashing equalises the lengths). */
export function assertClient(
  header: string | undefined,
  client: { id: string; secret: string },
): void {
  const match = header?.match(/^Basic\s+(\S+)$/i);
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  const id = separator < 0 ? '' : decoded.slice(0, separator);
  const secret = separator < 0 ? '' : decoded.slice(separator + 1);
  const ok =
    separator >= 0 &&
    timingSafeEqual(digest(id), digest(client.id)) &&
    timingSafeEqual(digest(secret), digest(client.secret));
  if (!ok) throw new TokenError(401, 'invalid_client', 'Client authentication failed');
}
