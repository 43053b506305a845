// Bundles the server (and the CLI) for `npm start`: our code and the @dealer/contracts workspace are
// bundled; every other package stays external and is loaded from node_modules at run time.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });

// The alias turns the workspace import into a file path before esbuild decides what is external,
// so packages:'external' keeps every npm package out of the bundle but inlines the contracts.
const contracts = join(root, '../../packages/contracts/src');

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@dealer/contracts': contracts },
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: [join(root, 'src/main.ts')],
  outfile: join(dist, 'main.js'),
});
// The entry: sizes libuv's pool, then imports main.js (see src/start.ts for why CommonJS).
await build({
  ...common,
  format: 'cjs',
  entryPoints: [join(root, 'src/start.ts')],
  outfile: join(dist, 'start.cjs'),
  external: ['./main.js'],
});
// The upload parse worker: platform/excel/readInWorker.ts starts it from beside main.js.
await build({
  ...common,
  entryPoints: [join(root, 'src/platform/excel/parseWorker.ts')],
  outfile: join(dist, 'parseWorker.js'),
});
const cli = readdirSync(join(root, 'src/cli')).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
);
await build({
  ...common,
  entryPoints: cli.map((f) => join(root, 'src/cli', f)),
  outdir: join(dist, 'cli'),
});
cpSync(join(root, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
console.log(
  `built ${dist} (start.cjs, main.js, parseWorker.js, cli/${cli.map((f) => f.replace(/\.ts$/, '.js')).join(', cli/')}, migrations/)`,
);

// The embedded database's template (src/db/embeddedTemplate.ts): a fresh DATA_DIR copies it instead
// of running initdb and every migration. Made only when the migrations changed; if it cannot be
// made here, the first start makes it, so the build goes on.
const template = spawnSync(process.execPath, [join(dist, 'cli', 'pgliteTemplate.js')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
  encoding: 'utf8',
});
if (template.status === 0) console.log(`embedded database template ${template.stdout.trim()}`);
else console.warn(`embedded database template not made: ${template.stderr.trim()}`);
