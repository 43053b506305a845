import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { serverPackageRoot } from './db/packageRoot';
import { DEFAULT_CONNECT_TIMEOUT_MS } from './db/pool';
import { loadMessagingConfig, type MessagingConfig } from './platform/messaging/config';
import { parseTrustProxy, type TrustProxy } from './platform/http/trustProxy';
import { loadMapSettings, parseCorsOrigins } from './modules/content/public';
import type { MapSettings } from '@dealer/contracts/content-map';
import { assertNoCommittedSecrets } from './productionSecrets';

export { CONFIG_TABLE } from './configTable';

export interface Config {
  port: number;
  host: string;
  basePath: string;
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool (databasePoolSize). */
  databasePoolSize: number;
  /** How long a caller waits for a PostgreSQL connection (DATABASE_CONNECT_TIMEOUT_MS). */
  databaseConnectTimeoutMs: number;
  /** undefined only in tests: an in-memory embedded database without lock file. */
  dataDir: string | undefined;
  nodeEnv: string;
  demo: boolean;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  oauthClientId: string;
  oauthClientSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  authJwtSecret: string | undefined;
  authRsaPrivateKey: string | undefined;
  loginMaxFailures: number;
  loginLockMinutes: number;
  loginIpMaxFailures: number;
  loginSlowdownMs: number;
  revocationCacheMs: number;
  /** Life of a cached list answer (stock search, dashboard); 0 turns the read cache off. */
  readCacheMs: number;
  authRateLimitPerMinute: number;
  contentPublicRateLimitPerMinute: number;
  /** Origins whose pages may read the public content API in a browser (CORS); none by default. */
  contentPublicCorsOrigins: string[];
  /** The outlet map's tile server and address search; null = off (modules/content/mapSettings.ts). */
  map: MapSettings;
  /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY); false = the socket's address. */
  trustProxy: TrustProxy;
  tzBusiness: string;
  webDist: string;
  redisUrl: string | undefined;
  /** REDIS_KEY_PREFIX; unset, derived from the database (platform/redis/keyPrefix.ts). */
  redisKeyPrefix: string | undefined;
  logLevel: string;
  /**
   * Machine clients of the service endpoints (the customer and salesman apps), from
   * SERVICE_CLIENTS='id:secret,id:secret'. Demo mode adds the demo client when none is set.
   */
  serviceClients: ServiceClient[];
  /** Campaign dispatch and the message channels (SMTP, SMS, web push, rates, quiet hours). */
  messaging: MessagingConfig;
}

export interface ServiceClient {
  id: string;
  secret: string;
}

/** The demo apps' client (demo mode only; printed in the README). */
export const DEMO_SERVICE_CLIENT: ServiceClient = {
  id: 'demo-apps',
  secret: 'demo-apps-secret-2026',
};

function serviceClients(env: Env, demo: boolean): ServiceClient[] {
  const raw = text(env, 'SERVICE_CLIENTS');
  if (raw === undefined) return demo ? [DEMO_SERVICE_CLIENT] : [];
  return raw.split(',').map((pair) => {
    const at = pair.indexOf(':');
    const id = pair.slice(0, at).trim();
    const secret = pair.slice(at + 1).trim();
    if (at <= 0 || id === '' || secret.length < 16) {
      throw new Error(
        `SERVICE_CLIENTS must be id:secret pairs separated by commas, each secret at least 16 characters; got '${pair.trim()}'`,
      );
    }
    return { id, secret };
  });
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function int(env: Env, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got '${raw}'`);
}

function normalizeBasePath(raw: string): string {
  const trimmed = raw.replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The multi-line PEM arrives with literal \n in one-line env files; accept both. */
function pem(raw: string | undefined): string | undefined {
  return raw?.replace(/\\n/g, '\n');
}

/**
 * The PostgreSQL pool's size when the operator set none: two connections per core. On two cores,
 * ten connections (pg's default) had ten backends taking turns on the CPUs: the stock search under
 * 50 connections cost PostgreSQL 3.0-3.2 ms of CPU a search against 2.2-2.6 ms with four, and did
 * 397-428 against 436-515 searches a second (interleaved, docs/history/performance-diary.md, session 18). Two
 * connections did no better than four, and fewer leave a slow statement nothing to overlap with.
 * The cost is on writes, whose transactions hold a connection across several round trips: order
 * moves did 249-264 a second with four against 275-289 with ten. The budgets that miss are reads.
 */
export function databasePoolSize(env: Env, cores: number): number {
  const size = int(env, 'DATABASE_POOL_SIZE', 2 * Math.max(1, cores));
  if (size < 1) throw new Error(`DATABASE_POOL_SIZE must be at least 1, got '${size}'`);
  return size;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const demo = bool(env, 'DEMO', nodeEnv !== 'production');
  const config: Config = {
    port: int(env, 'PORT', 8080),
    host: text(env, 'HOST') ?? '0.0.0.0',
    basePath: normalizeBasePath(text(env, 'BASE_PATH') ?? '/auto2000'),
    databaseUrl: text(env, 'DATABASE_URL'),
    databasePoolSize: databasePoolSize(env, availableParallelism()),
    databaseConnectTimeoutMs: int(env, 'DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_CONNECT_TIMEOUT_MS),
    dataDir: resolve(text(env, 'DATA_DIR') ?? './data'),
    nodeEnv,
    demo,
    adminUsername: text(env, 'ADMIN_USERNAME'),
    adminPassword: text(env, 'ADMIN_PASSWORD'),
    oauthClientId: text(env, 'OAUTH_CLIENT_ID') ?? 'dealer-console',
    oauthClientSecret: text(env, 'OAUTH_CLIENT_SECRET') ?? 'dealer-console-secret',
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 900),
    refreshTokenTtlSeconds: int(env, 'REFRESH_TOKEN_TTL_SECONDS', 604800),
    authJwtSecret: text(env, 'AUTH_JWT_SECRET'),
    authRsaPrivateKey: pem(text(env, 'AUTH_RSA_PRIVATE_KEY')),
    loginMaxFailures: int(env, 'LOGIN_MAX_FAILURES', 5),
    loginLockMinutes: int(env, 'LOGIN_LOCK_MINUTES', 15),
    loginIpMaxFailures: int(env, 'LOGIN_IP_MAX_FAILURES', 200),
    loginSlowdownMs: int(env, 'LOGIN_SLOWDOWN_MS', 400),
    revocationCacheMs: int(env, 'REVOCATION_CACHE_MS', 3000),
    readCacheMs: int(env, 'READ_CACHE_MS', 1000),
    authRateLimitPerMinute: int(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 600),
    contentPublicRateLimitPerMinute: int(env, 'CONTENT_PUBLIC_RATE_LIMIT_PER_MINUTE', 6000),
    contentPublicCorsOrigins: parseCorsOrigins(text(env, 'CONTENT_PUBLIC_CORS_ORIGINS')),
    map: loadMapSettings(env),
    trustProxy: parseTrustProxy(text(env, 'TRUST_PROXY')),
    tzBusiness: text(env, 'TZ_BUSINESS') ?? 'Asia/Jakarta',
    webDist: resolve(text(env, 'WEB_DIST') ?? join(serverPackageRoot(), '..', 'web', 'dist')),
    redisUrl: text(env, 'REDIS_URL'),
    redisKeyPrefix: text(env, 'REDIS_KEY_PREFIX'),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    serviceClients: serviceClients(env, demo),
    messaging: loadMessagingConfig(env, demo, int(env, 'PORT', 8080)),
  };
  // Production never runs on a secret anyone can read in this repository.
  assertNoCommittedSecrets(config);
  return config;
}
