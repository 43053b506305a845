import { DEFAULT_CONNECT_TIMEOUT_MS } from './db/pool';
import { MESSAGING_CONFIG_ROWS } from './platform/messaging/config';
import {
  DEFAULT_GEOCODER_URL,
  DEFAULT_TILE_ATTRIBUTION,
  DEFAULT_TILE_ATTRIBUTION_URL,
  DEFAULT_TILE_URL,
} from './modules/content/public';

/**
 * Every setting the server reads from the environment, in one table. The README copies this list
 * (`CONFIG_TABLE`), so a setting that is not here does not exist.
 */
export const CONFIG_TABLE = [
  { name: 'PORT', default: '8080', meaning: 'HTTP port' },
  { name: 'HOST', default: '0.0.0.0', meaning: 'Interface to listen on' },
  {
    name: 'BASE_PATH',
    default: '/auto2000',
    meaning: 'URL prefix of the console (the API stays at /api)',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    meaning: 'PostgreSQL URL; unset uses embedded PGlite in DATA_DIR/pglite',
  },
  {
    name: 'DATABASE_POOL_SIZE',
    default: 'two per core',
    meaning:
      'PostgreSQL connections per server process (with DATABASE_URL); requests beyond it wait their turn',
  },
  {
    name: 'DATABASE_CONNECT_TIMEOUT_MS',
    default: String(DEFAULT_CONNECT_TIMEOUT_MS),
    meaning:
      'How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool) before it answers 503 with Retry-After; 0 waits without bound',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    meaning: 'Embedded database, lock file and uploaded files',
  },
  {
    name: 'NODE_ENV',
    default: 'development',
    meaning: 'production turns demo mode off unless DEMO=true',
  },
  {
    name: 'DEMO',
    default: 'true (false when NODE_ENV=production)',
    meaning: 'Seed demo branches and one account per role; false = production',
  },
  {
    name: 'ADMIN_USERNAME',
    default: '(unset)',
    meaning: 'Production: first superadmin created when no user exists',
  },
  {
    name: 'ADMIN_PASSWORD',
    default: '(unset)',
    meaning:
      'Production: password of that first superadmin; a weak one (zxcvbn below 4 of 4, common or committed passwords) stops the start',
  },
  {
    name: 'OAUTH_CLIENT_ID',
    default: 'dealer-console',
    meaning: 'Basic-auth client id of the token endpoint',
  },
  {
    name: 'OAUTH_CLIENT_SECRET',
    default: 'dealer-console-secret (refused when DEMO=false)',
    meaning:
      "Basic-auth client secret of the console's token calls; the console learns it from the server at run time (public: it protects nothing)",
  },
  {
    name: 'SERVICE_CLIENTS',
    default: 'demo mode: demo-apps:demo-apps-secret-2026; otherwise none',
    meaning:
      'id:secret,id:secret (secrets of 16 characters or more): the customer and salesman apps calling the service endpoints with Basic credentials',
  },
  { name: 'ACCESS_TOKEN_TTL_SECONDS', default: '900', meaning: 'Lifetime of an access token' },
  {
    name: 'REFRESH_TOKEN_TTL_SECONDS',
    default: '604800',
    meaning: 'Lifetime of a refresh token (rotated on every use)',
  },
  {
    name: 'AUTH_JWT_SECRET',
    default: '(generated, stored in the database)',
    meaning: 'HS256 secret of access tokens',
  },
  {
    name: 'AUTH_RSA_PRIVATE_KEY',
    default: '(generated, stored in the database)',
    meaning: 'PEM RSA key the browser encrypts passwords for',
  },
  {
    name: 'LOGIN_MAX_FAILURES',
    default: '5',
    meaning: 'Failed sign-ins of one user name from one address before that pair is locked',
  },
  { name: 'LOGIN_LOCK_MINUTES', default: '15', meaning: 'How long a lock lasts' },
  {
    name: 'LOGIN_IP_MAX_FAILURES',
    default: '200',
    meaning: 'Failed sign-ins from one IP address before it is locked (known users pass)',
  },
  {
    name: 'LOGIN_SLOWDOWN_MS',
    default: '400',
    meaning: 'Wait per user name from its 3rd failure, doubling each time (capped at 60 s)',
  },
  {
    name: 'REVOCATION_CACHE_MS',
    default: '3000',
    meaning: "How long a user's token generation is trusted from memory (revocation bound)",
  },
  {
    name: 'AUTH_RATE_LIMIT_PER_MINUTE',
    default: '600',
    meaning: 'Token requests per IP per minute',
  },
  {
    name: 'CONTENT_PUBLIC_RATE_LIMIT_PER_MINUTE',
    default: '6000',
    meaning: "Requests per IP per minute to the website's public content API",
  },
  {
    name: 'CONTENT_PUBLIC_CORS_ORIGINS',
    default: '(unset: no origin)',
    meaning:
      'Origins whose web pages may read the public content API from a browser (CORS), comma-separated (https://www.example.co.id), or * for any',
  },
  {
    name: 'MAP_TILE_URL',
    default: DEFAULT_TILE_URL,
    meaning:
      'Tile template of the outlet map ({z}, {x}, {y}; one host, no {s}); the content security policy admits its origin for images. Empty = no tiles: the map is a grid, and clicking or typing coordinates still works',
  },
  {
    name: 'MAP_TILE_ATTRIBUTION',
    default: DEFAULT_TILE_ATTRIBUTION,
    meaning: "Text shown over the map's tiles (tile servers require it)",
  },
  {
    name: 'MAP_TILE_ATTRIBUTION_URL',
    default: DEFAULT_TILE_ATTRIBUTION_URL,
    meaning: 'Where that text links to; empty = plain text',
  },
  {
    name: 'MAP_GEOCODER_URL',
    default: DEFAULT_GEOCODER_URL,
    meaning:
      "Nominatim-compatible search of the outlet map's address box (JSON; one request per search, never per keystroke); the content security policy admits its origin for fetch. Empty = no address search",
  },
  {
    name: 'TRUST_PROXY',
    default: 'false (no proxy trusted)',
    meaning:
      "Addresses or CIDR ranges of the proxies in front of the server, comma-separated (or 'loopback', 'uniquelocal'); the client address is then the one the proxies appended to X-Forwarded-For. true and hop counts are refused",
  },
  { name: 'TZ_BUSINESS', default: 'Asia/Jakarta', meaning: 'Time zone that cuts days and months' },
  {
    name: 'WEB_DIST',
    default: '../web/dist (from the server package)',
    meaning: 'Built console served under BASE_PATH',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    meaning: 'Redis for the live hub: Socket.IO events shared by every server process',
  },
  {
    name: 'REDIS_KEY_PREFIX',
    default: 'dealer: and a hash of the database (cluster id and name)',
    meaning:
      "Prefix of this deployment's Redis channels: the same in all its processes, another per deployment sharing a Redis",
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    meaning: 'pino log level (silent, error, warn, info, debug)',
  },
  {
    name: 'READ_CACHE_MS',
    default: '1000',
    meaning:
      'Life of a cached list answer (stock search, dashboard) in ms; 0 turns the read cache off',
  },
  {
    name: 'UV_THREADPOOL_SIZE',
    default: 'one per core, at least 2',
    meaning:
      "libuv's thread pool (argon2id hashing, file reads, large compressions); set by the entry, dist/start.cjs, when unset",
  },
  // Campaign delivery (platform/messaging/config.ts; docs/campaign.md).
  ...MESSAGING_CONFIG_ROWS,
] as const;
