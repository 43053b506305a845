import { isIP } from 'node:net';

/**
 * Fastify's `trustProxy` as this server allows it: nothing (the client address is the socket's),
 * or the addresses of the proxies in front of it. Fastify (through @fastify/proxy-addr) then walks
 * X-Forwarded-For from the right, past every trusted address, and takes the first untrusted one as
 * the client: the address the outermost trusted proxy appended, never what a client wrote.
 */
export type TrustProxy = false | string[];

/** proxy-addr's names for address ranges (loopback 127.0.0.1/8 and ::1; the private ranges). */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const EXAMPLE = "e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY='loopback, 10.0.0.0/8'";

/** An address, a range in CIDR (10.0.0.0/8, fd00::/8) or netmask form, or a named range. */
function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', range, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * Reads TRUST_PROXY. Unset (or false) trusts no proxy. `true` is refused: it made the client
 * address the first X-Forwarded-For entry, which the client writes itself, so anyone could lock a
 * colleague out by naming their address or dodge every per-address limit. A hop count is refused
 * too: Fastify 5.12.1 dropped it (a count cannot tell a proxy from a client that reached the
 * server directly and wrote the entries it selects); the proxies' addresses can.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (['', 'false', 'no', '0'].includes(value.toLowerCase())) return false;
  if (['true', 'yes'].includes(value.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY=${value} is refused: it would take the client address from the first ` +
        'X-Forwarded-For entry, which any client can write. List the addresses of your proxies ' +
        `instead (${EXAMPLE}); the client address is then the one they appended.`,
    );
  }
  if (/^\d+$/.test(value)) {
    throw new Error(
      `TRUST_PROXY=${value} is refused: a hop count cannot tell a proxy from a client that ` +
        `reaches the server directly (Fastify 5.12.1 dropped it). List the addresses of your proxies (${EXAMPLE}).`,
    );
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyEntry(entry));
  if (bad.length > 0) {
    throw new Error(
      `TRUST_PROXY must be false or proxy addresses, ranges (CIDR) or ${NAMED_RANGES.join('/')}, ` +
        `separated by commas (${EXAMPLE}); not understood: ${bad.map((b) => `'${b}'`).join(', ')}`,
    );
  }
  return entries;
}
