import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { API, type Role, type TokenResponse } from '@dealer/contracts';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createDatabase, type Database } from '../db/client';
import { DEMO_PASSWORD } from '../seed/demoAccounts';
import { seedDemo } from '../seed/demo';
import { insertUser } from '../platform/auth/identityStore';
import { hashPassword } from '../platform/auth/passwords';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config;
  /** The PostgreSQL database of this test file (TEST_DATABASE_URL); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Closes the app and the database, and drops the PostgreSQL test database. */
  close(): Promise<void>;
  /** RSA-OAEP encryption with the server's public key, as the browser does it. */
  encryptPassword(password: string): string;
  /** POST /api/auth/token with a form body and the client's Basic credentials. */
  token(form: Record<string, string>, options?: TokenOptions): Promise<LightMyRequestResponse>;
  /** Signs in for real; throws unless the answer is 200. */
  signIn(userName: string, password?: string, options?: TokenOptions): Promise<TokenResponse>;
  authHeader(token: string): { authorization: string };
  /** Inserts a user directly (defaults: role crc, area T010, enabled, the demo password). */
  addUser(spec: TestUser): Promise<number>;
}

export interface TestUser {
  userName: string;
  password?: string;
  roles?: Role[];
  additionalRoles?: Role[];
  branchCodes?: string[];
  isEnabled?: boolean;
}

export interface TokenOptions {
  remoteAddress?: string;
  authorization?: string | null;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** false: migrations only, no demo data (production-like). Default true. */
  seed?: boolean;
  /** Registers extra (test-only) routes before the app is made ready. */
  extend?: (app: FastifyInstance) => void;
  /** Redis channel prefix of the live hub, so that test files sharing Redis do not hear each other. */
  hubRedisKey?: string;
}

/**
 * With TEST_DATABASE_URL, a fresh database on that server (dropped again in close); without, an
 * in-memory PGlite. Either way migrated and seeded with the demo data. Build one per test file.
 */
async function freshDatabase(seeded: boolean): Promise<{
  database: Database;
  drop: () => Promise<void>;
  prepared: boolean;
  url?: string;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A copy of the dump made once per run by globalSetup.ts (fresh initdb when run without it).
    const template = inject('pgliteTemplates')?.[seeded ? 'seeded' : 'migrated'];
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    return {
      database: await createDatabase({ loadDataDir }),
      drop: async () => {},
      prepared: template !== undefined,
    };
  }

  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplates')?.[seeded ? 'seeded' : 'migrated'];
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: await createDatabase({ databaseUrl: url.toString(), poolSize: 5 }),
    prepared: template !== undefined,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // FORCE terminates connections that are still open (PostgreSQL 13+).
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config: Config = {
    ...loadConfig({}),
    dataDir: undefined,
    databaseUrl: undefined,
    logLevel: 'silent',
    loginSlowdownMs: 0,
    webDist: '/nonexistent-web-dist',
    ...options.config,
  };
  const seeded = options.seed !== false;
  const { database, drop, prepared, url } = await freshDatabase(seeded);
  let app: FastifyInstance | undefined;
  try {
    if (!prepared) {
      await database.migrate();
      if (seeded) await seedDemo(database.db);
    }
    app = await buildApp({ config, database, hubRedisKey: options.hubRedisKey });
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    await app?.close();
    await database.close();
    await drop();
    throw error;
  }
  const ready = app;

  const publicKey = (await ready.authKeys.rsa).publicKeyPem;
  const basic = `Basic ${Buffer.from(`${config.oauthClientId}:${config.oauthClientSecret}`).toString('base64')}`;

  const encryptPassword = (password: string) =>
    publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    ).toString('base64url');

  const token: TestApp['token'] = (form, tokenOptions = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (tokenOptions.authorization !== null)
      headers.authorization = tokenOptions.authorization ?? basic;
    return ready.inject({
      method: 'POST',
      url: API.auth.token,
      headers,
      payload: new URLSearchParams(form).toString(),
      remoteAddress: tokenOptions.remoteAddress ?? '127.0.0.1',
    });
  };

  return {
    app: ready,
    database,
    db: database.db,
    config,
    databaseUrl: url,
    encryptPassword,
    token,
    async signIn(userName, password = DEMO_PASSWORD, tokenOptions) {
      const response = await token(
        { grant_type: 'password', username: userName, password: encryptPassword(password) },
        tokenOptions,
      );
      if (response.statusCode !== 200) {
        throw new Error(`sign-in of ${userName} answered ${response.statusCode}: ${response.body}`);
      }
      return response.json<TokenResponse>();
    },
    authHeader: (accessToken) => ({ authorization: `Bearer ${accessToken}` }),
    async addUser(spec) {
      const id = await insertUser(
        database.db,
        {
          userName: spec.userName,
          fullName: spec.userName,
          email: null,
          passwordHash: await hashPassword(spec.password ?? DEMO_PASSWORD),
          isEnabled: spec.isEnabled ?? true,
          roles: spec.roles ?? ['crc'],
          additionalRoles: spec.additionalRoles ?? [],
          branchCodes: spec.branchCodes ?? ['T010'],
        },
        'test',
      );
      if (id === undefined) throw new Error(`user ${spec.userName} exists`);
      return id;
    },
    async close() {
      try {
        await ready.close();
        await database.close();
      } finally {
        await drop();
      }
    },
  };
}
