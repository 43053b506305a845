import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt']);

/** Every file under `dir`, skipping dot folders (Vite's .vite/manifest.json is never served). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(path);
      return [path];
    }),
  );
  return nested.flat();
}

export interface CompressedFile {
  path: string;
  raw: number;
  br?: number;
  gzip?: number;
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside every compressible
 * file under `dir`, once at build time, so the server sends them without spending CPU per
 * request. A variant that is not smaller than the file is not written: the server then sends
 * the file itself.
 */
export async function precompressDir(dir: string): Promise<CompressedFile[]> {
  const files = (await filesUnder(dir)).filter((path) => COMPRESSIBLE.has(extname(path)));
  return Promise.all(
    files.map(async (path): Promise<CompressedFile> => {
      const body = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const result: CompressedFile = { path, raw: body.length };
      if (br.length < body.length) {
        await writeFile(`${path}.br`, br);
        result.br = br.length;
      }
      if (gz.length < body.length) {
        await writeFile(`${path}.gz`, gz);
        result.gzip = gz.length;
      }
      return result;
    }),
  );
}

/** Vite plugin: pre-compresses the whole output folder (public files included) after the build. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressDir(outDir);
      const sum = (pick: (f: CompressedFile) => number | undefined) =>
        Math.round(files.reduce((total, f) => total + (pick(f) ?? f.raw), 0) / 1024);
      this.info(
        `${files.length} files pre-compressed: ${sum((f) => f.raw)} KB raw, ` +
          `${sum((f) => f.br)} KB brotli, ${sum((f) => f.gzip)} KB gzip`,
      );
    },
  };
}
