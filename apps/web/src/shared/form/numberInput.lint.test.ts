import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * antd's InputNumber changes what was typed (clamped to min/max, rounded to precision) on blur;
 * lint refuses it anywhere but in the console's own NumberInput, so no form can bring it back.
 */
const ROOT = resolve(import.meta.dirname, '../../../../..');
const CLAMPING = "import { InputNumber } from 'antd';\nexport const a = InputNumber;\n";

async function lint(path: string, text: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(text, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the number field rule', () => {
  it("refuses antd's InputNumber in a feature", async () => {
    expect(await lint('apps/web/src/features/game/pages/Probe.tsx', CLAMPING)).toContain(
      'no-restricted-imports',
    );
  }, 60_000);

  it('lets NumberInput wrap it', async () => {
    expect(await lint('apps/web/src/shared/form/NumberInput.tsx', CLAMPING)).toEqual([]);
  }, 60_000);
});
