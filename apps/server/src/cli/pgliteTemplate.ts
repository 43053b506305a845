import { ensureTemplate } from '../db/embeddedTemplate';

/**
 * Makes the embedded database's template (initdb + every migration, db/embeddedTemplate.ts) if
 * the current migrations have none yet. `npm run build` runs it, so that the first start of a
 * fresh DATA_DIR copies it instead of running initdb; quick when it exists already.
 */
async function main(): Promise<number> {
  const started = performance.now();
  const { dir, made } = await ensureTemplate();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(made ? `made ${dir} in ${seconds} s` : `up to date: ${dir}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
