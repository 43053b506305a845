import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, ZPublicKeyResponse } from '@dealer/contracts';
import {
  bundleServer,
  removeBundle,
  startServerProcess,
  waitUntilAnswering,
  type ServerProcess,
} from './test/serverProcess';

/**
 * The real server process (src/main.ts, bundled) started as production: it refuses a committed
 * secret and a weak first-admin password with a message naming the setting, and starts with a
 * configuration of its own, whose console client the browser learns from the public-key answer.
 * On a fresh PostgreSQL database with TEST_DATABASE_URL, else in a fresh embedded DATA_DIR.
 */
const CONSOLE_SECRET = 'Vq7-console-secret-of-this-deployment';
const ADMIN_PASSWORD = 'Tiger-Lamp-Rocket-88';

let bundle: string | undefined;
let database: { env: Record<string, string>; drop(): Promise<void> };
const running: ServerProcess[] = [];

async function freshDatabase(): Promise<typeof database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'production-start-'));
    return {
      env: { DATABASE_URL: '', DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `prod_${randomBytes(5).toString('hex')}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => query(`drop database if exists ${name} with (force)`),
  };
}

beforeAll(async () => {
  bundle = await bundleServer('production-start');
  database = await freshDatabase();
}, 120_000);
afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  removeBundle(bundle);
  await database?.drop();
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess(bundle!, {
    NODE_ENV: 'production',
    ...database.env,
    ...env,
  });
  running.push(server);
  return server;
}

/** A fresh embedded DATA_DIR may first make the migrated template (5-18 s of initdb, more when busy). */
const START_MS = 180_000;

describe('a production start', { timeout: START_MS }, () => {
  it('stops on the committed OAUTH_CLIENT_SECRET default, naming the setting', async () => {
    const server = await start({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain(
      'Production (DEMO=false) refuses to start: OAUTH_CLIENT_SECRET holds a value committed in this repository',
    );
  });

  it('stops on a common ADMIN_PASSWORD before creating the first admin, naming the setting', async () => {
    const server = await start({
      OAUTH_CLIENT_SECRET: CONSOLE_SECRET,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'password',
    });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain(
      'ADMIN_PASSWORD is refused: This is a heavily used password; a password-strength estimator (zxcvbn) rates it 0 of 4',
    );
  });

  it('starts with secrets of its own and a strong first-admin password, who signs in through the console client it announces', async () => {
    const server = await start({
      OAUTH_CLIENT_SECRET: CONSOLE_SECRET,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
    });
    await waitUntilAnswering(server, `${server.origin}${API.health}`);
    const key = ZPublicKeyResponse.parse(
      await (await fetch(`${server.origin}${API.auth.publicKey}`)).json(),
    );
    expect(key).toMatchObject({ clientId: 'dealer-console', clientSecret: CONSOLE_SECRET });
    const password = publicEncrypt(
      { key: key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ADMIN_PASSWORD),
    ).toString('base64url');
    const reply = await fetch(`${server.origin}${API.auth.token}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${key.clientId}:${key.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'password', username: 'admin', password }),
    });
    expect(reply.status).toBe(200);
    await server.stop();
    expect(server.child.exitCode).toBe(0);
  });
});
