import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { ReadCache } from './cache/readCache';
import type { ChangePublisher } from './hub/changes';

/** What app.ts hands every wave-2 module's route plugin (report, game, quest, content, ...). */
export interface ModuleDeps {
  db: Db;
  database: Database;
  config: Config;
  readCache: ReadCache;
  changes: ChangePublisher;
  /** The business time zone (days and months are cut in it). */
  timeZone: string;
}
