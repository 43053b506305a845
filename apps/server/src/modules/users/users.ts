import type { Db } from '../../db/client';
import type { Revocations } from '../../platform/auth/revocations';
import { userCommands } from './commands';
import { userQueries } from './query';

/** The users module's reads and writes on one database, as the routes and the CLI take them. */
export function createUsersService(db: Db, sessions: Pick<Revocations, 'bump' | 'changed'>) {
  return { ...userQueries(db), ...userCommands(db, sessions) };
}

export type UsersService = ReturnType<typeof createUsersService>;
