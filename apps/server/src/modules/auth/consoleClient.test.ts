import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ZPublicKeyResponse } from '@dealer/contracts';
import { createTestApp, type TestApp } from '../../test/testApp';

/**
 * The console's OAuth client comes from the server (docs/auth.md, "Client secrets"): a server
 * configured with its own OAUTH_CLIENT_SECRET announces it in the public-key answer, and the
 * token endpoint takes it. Before, the console carried the default and got 401 from such a server.
 */
const SECRET = 'changed-on-the-server-2026';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { oauthClientSecret: SECRET } });
});
afterAll(async () => {
  await t?.close();
});

describe("the console's client", () => {
  it('is announced with the OAUTH_CLIENT_SECRET the server is configured with, which the token endpoint then accepts', async () => {
    const key = ZPublicKeyResponse.parse(
      (await t.app.inject({ method: 'GET', url: API.auth.publicKey })).json(),
    );
    expect(key).toMatchObject({ clientId: 'dealer-console', clientSecret: SECRET });
    const basic = (secret: string) =>
      `Basic ${Buffer.from(`${key.clientId}:${secret}`).toString('base64')}`;
    const signIn = (secret: string) =>
      t.token(
        { grant_type: 'password', username: 'crc', password: t.encryptPassword('Demo2026!') },
        { authorization: basic(secret) },
      );
    expect((await signIn(key.clientSecret)).statusCode).toBe(200);
    // The default a console build used to carry is refused.
    const old = await signIn('dealer-console-secret');
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ error: 'invalid_client' });
  });
});
