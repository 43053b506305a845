import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import { ZNewPassword, ZUserCreate, normalizeRole } from '@dealer/contracts';
import { loadConfig } from '../config';
import { createDatabase, type Database } from '../db/client';
import { appUser } from '../db/schema/index';
import { findUserByName, loadAccess } from '../platform/auth/identityStore';
import { createRevocations, type Revocations } from '../platform/auth/revocations';
import { AppError } from '../platform/http/errors';
import { redisKeyPrefix } from '../platform/redis/keyPrefix';
import { createUsersService, type Actor } from '../modules/users/public';
import { parseArgs } from './support/args';

const USAGE = `Usage: npm run user -- <command>

  add <username> <password> <role[,role]> <branch[,branch]> [--full-name "Full Name"] [--email x@y]
  passwd <username> <password>
  disable <username>
  enable <username>
  list

Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the server on it first).
With REDIS_URL, the running servers hear of a disabled user or a new password at once.`;

const ACTOR: Actor = { userName: 'cli' };

/** The commands that end a user's sessions, which running servers must hear of. */
const REVOKING = new Set(['passwd', 'disable', 'enable']);
/** How long such a command waits for Redis before it changes the user without telling them. */
const REDIS_WAIT_MS = 3_000;

class UsageError extends Error {}

const list = (csv: string | undefined) =>
  (csv ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Zod issues as 'field: reason' lines. */
function explain(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n');
}

async function existing(database: Database, userName: string) {
  const user = await findUserByName(database.db, userName);
  if (!user) throw new UsageError(`No user named ${userName}`);
  return user;
}

async function run(
  database: Database,
  command: string,
  args: string[],
  options: Map<string, string>,
  sessions: Revocations,
) {
  const users = createUsersService(database.db, sessions);
  switch (command) {
    case 'add': {
      const [userName, password, roles, branches] = args;
      if (!userName || !password || !roles || !branches)
        throw new UsageError('add needs 4 arguments');
      const input = ZUserCreate.safeParse({
        userName,
        password,
        fullName: options.get('full-name') ?? userName,
        email: options.get('email') ?? null,
        roles: list(roles).map(normalizeRole),
        branchCodes: list(branches),
      });
      if (!input.success) throw new UsageError(explain(input.error));
      const user = await users.create(input.data, ACTOR);
      return `Created ${user.userName} (id ${user.id}) roles ${user.roles.join(',')} branches ${user.branchCodes.join(',')}`;
    }
    case 'passwd': {
      const [userName, password] = args;
      if (!userName || !password) throw new UsageError('passwd needs <username> <password>');
      const parsed = ZNewPassword.safeParse(password);
      if (!parsed.success) throw new UsageError(explain(parsed.error));
      const user = await existing(database, userName);
      await users.resetPassword({ id: user.id, password: parsed.data }, ACTOR);
      return `Password of ${user.userName} changed; their sessions are signed out`;
    }
    case 'disable':
    case 'enable': {
      const [userName] = args;
      if (!userName) throw new UsageError(`${command} needs <username>`);
      const user = await existing(database, userName);
      const isEnabled = command === 'enable';
      await users.setEnabled({ id: user.id, version: user.version, isEnabled }, ACTOR);
      return `${user.userName} ${isEnabled ? 'enabled' : 'disabled'}`;
    }
    case 'list': {
      const rows = await database.db.select().from(appUser).orderBy(asc(appUser.userName));
      const access = await loadAccess(
        database.db,
        rows.map((r) => r.id),
      );
      return rows
        .map((r) => {
          const a = access.get(r.id)!;
          const extra = a.additionalRoles.length ? ` +${a.additionalRoles.join(',')}` : '';
          return `${r.userName.padEnd(32)} ${r.isEnabled ? 'enabled ' : 'disabled'} ${a.roles.join(',')}${extra} [${a.branchCodes.join(',')}]`;
        })
        .join('\n');
    }
    default:
      throw new UsageError(command ? `Unknown command ${command}` : 'No command given');
  }
}

async function main(): Promise<number> {
  const { positional, options } = parseArgs(process.argv.slice(2));
  const [command = '', ...args] = positional;
  if (command === '' || options.has('help')) {
    console.log(USAGE);
    return command === '' && !options.has('help') ? 2 : 0;
  }
  const config = loadConfig();
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  // With REDIS_URL the running servers hear of a disabled user or a new password at once.
  const sessions = await createRevocations({
    db: database.db,
    cacheMs: 0,
    redisUrl: config.redisUrl,
    redisKey: config.redisUrl
      ? await redisKeyPrefix(database.db, config.redisKeyPrefix)
      : undefined,
    log: {
      info: () => {},
      warn: () => {},
      error: (_, message) => console.error(message),
    },
  });
  if (config.redisUrl && REVOKING.has(command) && !(await sessions.whenRedisUp(REDIS_WAIT_MS))) {
    console.warn(
      `Redis did not answer within ${REDIS_WAIT_MS / 1000} s: running servers see this change ` +
        'within REVOCATION_CACHE_MS (at once where they lost Redis too)',
    );
  }
  try {
    await database.migrate();
    console.log(await run(database, command, args, options, sessions));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof AppError) {
      console.error(
        [error.message, ...(error.errors ?? []).map((e) => `${e.field}: ${e.message}`)].join('\n'),
      );
      return 1;
    }
    throw error;
  } finally {
    await sessions.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
