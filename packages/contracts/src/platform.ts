import { z } from 'zod';

// The schemas here are marked pure (their arguments too: Rollup keeps a pure call whose arguments
// may have effects) so that a bundle importing only the constants below, the console's first
// page, drops them and zod with them.

/** GET {site root}/metadata.json — the console compares `version` with its own (dotted compare). */
export const ZMetadata = /* @__PURE__ */ z.object({ version: /* @__PURE__ */ z.string() });
export type Metadata = z.infer<typeof ZMetadata>;

/** GET /healthz */
export const ZHealth = /* @__PURE__ */ z.object({
  status: /* @__PURE__ */ z.literal('ok'),
  database: /* @__PURE__ */ z.literal('up'),
});

/**
 * GET /readyz: whether this process serves everything it will. 200 `ok`; 200 `degraded` while it
 * serves every call but something shared is away (with REDIS_URL, Redis: `degraded` says what is
 * missing meanwhile); 503 `starting` while a demo server still seeds its demo data; 503 `error`
 * when the database does not answer or the demo seed failed. `demoData` is there on demo servers
 * only, `redis` only with REDIS_URL.
 */
export const ZReady = /* @__PURE__ */ z.object({
  status: /* @__PURE__ */ z.enum(['ok', 'degraded', 'starting', 'error']),
  database: /* @__PURE__ */ z.enum(['up', 'down']),
  demoData: /* @__PURE__ */ z.enum(['seeding', 'ready', 'failed']).optional(),
  redis: /* @__PURE__ */ z.enum(['up', 'down']).optional(),
  degraded: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()).optional(),
});
export type Ready = z.infer<typeof ZReady>;

export const APP_VERSION = '0.0.28';

/** Every HTTP path the console calls, named once. The API lives at the site root, the console under BASE_PATH. */
export const API = {
  auth: {
    token: '/api/auth/token',
    publicKey: '/api/auth/public-key',
    roleActivity: '/api/auth/role-activity',
    logout: '/api/auth/logout',
    /** Authenticated twin of /healthz: the session is valid and the database answers. */
    ping: '/api/auth/ping',
  },
  users: {
    search: '/api/users/search',
    getById: '/api/users/getbyid',
    add: '/api/users/add',
    edit: '/api/users/edit',
    setEnabled: '/api/users/setenabled',
    resetPassword: '/api/users/resetpassword',
    lookups: '/api/users/lookups',
    /** POST the search body: the filtered users as a streamed xlsx. */
    export: '/api/users/export',
  },
  health: '/healthz',
  ready: '/readyz',
  metadata: '/metadata.json',
  docs: '/api/docs',
} as const;

/** Optional headers the group's clients send on every call (spec 1 section 7). */
export const CLIENT_HEADERS = {
  clientTag: 'ClientTag',
  applicationName: 'ApplicationName',
} as const;
