import { resolve } from 'node:path';
import { ESLint } from 'eslint';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * The house/boundaries messages for a probe file at `path` (from the repository's root) that
 * imports `importPath`: the file is linted where it would sit, with the repository's config.
 */
export async function boundaryBreaches(path: string, importPath: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const text = `import * as probe from '${importPath}';\nexport const p = probe;\n`;
  const [result] = await eslint.lintText(text, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'house/boundaries')
    .map((m) => m.message);
}
