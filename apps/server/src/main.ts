import { loadConfig } from './config';
import { buildApp } from './app';
import { createDatabase, type Database } from './db/client';
import { ensureFirstAdmin } from './db/seed/admin';
import { seedDemo } from './db/seed/demo';
import { startAutoRejectSweep } from './modules/order/autoReject';
import { startEmbeddedBackups } from './platform/backup/embedded';

/** Start-up: config -> database (+lock) -> migrations -> seed / first admin -> listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  let database: Database | undefined;
  try {
    database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
    const app = await buildApp({ config, database });
    if (config.demo) {
      await seedDemo(database.db, { timeZone: config.tzBusiness });
      app.log.info('Demo mode: demo branches and accounts are in place (password Demo2026!)');
    } else {
      await ensureFirstAdmin(
        database.db,
        { userName: config.adminUsername, password: config.adminPassword },
        app.log,
      );
    }
    app.log.info(
      { database: database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL' },
      'database ready',
    );

    // The 30-minute rule; safe to run in every process (see autoReject.ts).
    const sweep = startAutoRejectSweep(database.db, {
      intervalMs: 60_000,
      log: (error) => app.log.error({ err: error }, 'auto-reject sweep failed'),
      changes: app.changes,
    });

    // Embedded only: the backup socket for `npm run backup` and the daily backup (docs/backup.md).
    const backups =
      database.kind === 'pglite' && config.dataDir
        ? await startEmbeddedBackups(database, config.dataDir, {
            info: (message) => app.log.info(message),
            error: (error, message) => app.log.error({ err: error }, message),
          })
        : undefined;

    // Close the HTTP server first (in-flight requests finish), then the database, exactly once.
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000).unref();
      try {
        await sweep.stop();
        await backups?.stop();
        await app.close();
        await database?.close();
        clearTimeout(force);
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    };
    process.once('SIGTERM', (signal) => void stop(signal));
    process.once('SIGINT', (signal) => void stop(signal));

    await app.listen({ port: config.port, host: config.host });
    app.log.info(`Console at http://localhost:${config.port}${config.basePath}/`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await database?.close().catch(() => {});
    process.exit(1);
  }
}

void main();
