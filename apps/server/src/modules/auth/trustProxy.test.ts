import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@dealer/contracts';
import { loadConfig } from '../../config';
import { parseTrustProxy } from '../../platform/http/trustProxy';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * Whose address a sign-in counts against (docs/auth.md, "Behind a proxy"). `direct` runs with the
 * default (no proxy trusted); `proxied` trusts one proxy at 127.0.0.1, configured through
 * TRUST_PROXY as an operator does, with a low token rate limit to reach it quickly.
 */
let direct: TestApp;
let proxied: TestApp;
const PROXY = '127.0.0.1';
const RATE_LIMIT = 8;

beforeAll(async () => {
  direct = await createTestApp();
  const { trustProxy } = loadConfig({ TRUST_PROXY: PROXY });
  proxied = await createTestApp({ config: { trustProxy, authRateLimitPerMinute: RATE_LIMIT } });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

/** A password grant arriving from `socket` with the X-Forwarded-For it carries. */
function signInFrom(
  app: TestApp,
  socket: string,
  forwardedFor: string | undefined,
  userName: string,
  password: string,
) {
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    authorization: `Basic ${Buffer.from(`${app.config.oauthClientId}:${app.config.oauthClientSecret}`).toString('base64')}`,
  };
  if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor;
  return app.app.inject({
    method: 'POST',
    url: API.auth.token,
    headers,
    remoteAddress: socket,
    payload: new URLSearchParams({
      grant_type: 'password',
      username: userName,
      password: app.encryptPassword(password),
    }).toString(),
  });
}

const COLLEAGUE_OFFICE = '203.0.113.20';
const ATTACKER = '198.51.100.30';

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default and refuses true or a hop count, naming the setting', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy(' loopback, 10.0.0.0/8 ,fd00::/8,192.168.1.0/255.255.255.0')).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.0/255.255.255.0',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^TRUST_PROXY=true is refused: it would take the client address from the first X-Forwarded-For entry/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(
      /^TRUST_PROXY=1 is refused: a hop count/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal, 10.0.0.0/33' })).toThrow(
      "TRUST_PROXY must be false or proxy addresses, ranges (CIDR) or loopback/linklocal/uniquelocal, separated by commas (e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY='loopback, 10.0.0.0/8'); not understood: 'proxy.internal', '10.0.0.0/33'",
    );
  });

  it("by default, a client writing a colleague's address into X-Forwarded-For locks only itself", async () => {
    await direct.addUser({ userName: 'colleague_direct' });
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const reply = await signInFrom(direct, ATTACKER, COLLEAGUE_OFFICE, 'colleague_direct', 'x');
      answers.push(reply.json().error);
    }
    expect(answers.at(-1)).toBe('temporarily_locked');
    // The colleague, at the address the attacker wrote, is not locked out...
    const colleague = await signInFrom(
      direct,
      COLLEAGUE_OFFICE,
      undefined,
      'colleague_direct',
      'Demo2026!',
    );
    expect(colleague.statusCode).toBe(200);
    // ...and the attacker's own address is, whatever it writes next.
    const again = await signInFrom(direct, ATTACKER, '192.0.2.1', 'colleague_direct', 'Demo2026!');
    expect(again.json().error).toBe('temporarily_locked');
  });

  it('behind a trusted proxy, the address the proxy appended is the client, not the one the client wrote', async () => {
    await proxied.addUser({ userName: 'colleague_proxied' });
    // The attacker writes the colleague's office address; the proxy appends the attacker's own.
    const forged = `${COLLEAGUE_OFFICE}, ${ATTACKER}`;
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const reply = await signInFrom(proxied, PROXY, forged, 'colleague_proxied', 'x');
      answers.push(reply.json().error);
    }
    expect(answers).toEqual([...Array(4).fill('invalid_grant'), 'temporarily_locked']);
    const colleague = await signInFrom(
      proxied,
      PROXY,
      COLLEAGUE_OFFICE,
      'colleague_proxied',
      'Demo2026!',
    );
    expect(colleague.statusCode).toBe(200);
    const attacker = await signInFrom(proxied, PROXY, ATTACKER, 'colleague_proxied', 'Demo2026!');
    expect(attacker.json().error).toBe('temporarily_locked');
  });

  it('believes no X-Forwarded-For from a client that reaches the server past the proxy', async () => {
    await proxied.addUser({ userName: 'bypassed' });
    for (let i = 0; i < 5; i++) {
      await signInFrom(proxied, '198.51.100.31', COLLEAGUE_OFFICE, 'bypassed', 'x');
    }
    const colleague = await signInFrom(proxied, PROXY, COLLEAGUE_OFFICE, 'bypassed', 'Demo2026!');
    expect(colleague.statusCode).toBe(200);
  });

  it('limits token requests per real address: a new forged address each time does not dodge it', async () => {
    const flooder = '198.51.100.50';
    const statuses = [];
    for (let i = 0; i <= RATE_LIMIT; i++) {
      const reply = await signInFrom(
        proxied,
        PROXY,
        `192.0.2.${i + 10}, ${flooder}`,
        'nobody',
        'x',
      );
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another client behind the same proxy is not limited by the flood.
    const other = await signInFrom(proxied, PROXY, '198.51.100.51', 'nobody', 'x');
    expect(other.statusCode).toBe(400);
  });
});
