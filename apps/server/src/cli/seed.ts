import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { seedDemo, type DemoSeedOptions } from '../seed/demo';
import { intOption, parseArgs } from './support/args';

const USAGE = `Usage: npm run seed [-- --orders N --units M]

Migrates the database named by DATABASE_URL (or the embedded one in DATA_DIR) and loads the demo
data. Safe to run again: existing rows are kept. Stop an embedded server on the same DATA_DIR first.`;

async function main(): Promise<number> {
  const { options } = parseArgs(process.argv.slice(2));
  if (options.has('help')) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig();
  const seedOptions: DemoSeedOptions = {
    orders: intOption(options, 'orders'),
    units: intOption(options, 'units'),
    timeZone: config.tzBusiness,
  };
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    await database.migrate();
    const started = performance.now();
    await seedDemo(database.db, seedOptions);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const units = [
      seedOptions.units ? `${seedOptions.units} units` : '',
      seedOptions.orders ? `${seedOptions.orders} orders` : '',
    ].filter(Boolean);
    const generated = units.length > 0 ? `, ${units.join(' and ')} generated` : '';
    console.log(
      `Demo data in place (${database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL'}${generated}) in ${seconds} s.`,
    );
    return 0;
  } finally {
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
