import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverPackageRoot } from '../db/packageRoot';
import { LOG_FLUSH_MS } from './log';

/**
 * Runs `body` in a Node process with the server's log (bufferedStdout) as `log`, and collects
 * each line it writes with the time the line arrived here.
 */
function runLogging(body: string): Promise<{ line: Record<string, unknown>; arrived: number }[]> {
  const script = `import pino from 'pino';
    import { bufferedStdout } from './src/platform/log.ts';
    const log = pino({ level: 'info' }, bufferedStdout());
    ${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: serverPackageRoot(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: { line: Record<string, unknown>; arrived: number }[] = [];
  let rest = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const arrived = Date.now();
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop()!;
    for (const part of parts) lines.push({ line: JSON.parse(part), arrived });
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(lines) : reject(new Error(`the logging process exited with ${code}`)),
    );
  });
}

describe("the server's buffered log", () => {
  it('writes a lone line within about a second, without waiting for the buffer to fill', async () => {
    // The process lives 4 s after its line: the line must come from the periodic write, not
    // from the write at exit.
    const lines = await runLogging(`log.info('alone'); setTimeout(() => process.exit(0), 4000);`);
    expect(lines.map((l) => l.line.msg)).toEqual(['alone']);
    const waited = lines[0]!.arrived - Number(lines[0]!.line.time);
    expect(waited).toBeLessThan(LOG_FLUSH_MS + 1500);
  }, 20_000);

  it('loses no line when the process exits at once after logging (process.exit, as after SIGTERM)', async () => {
    const lines = await runLogging(
      `for (let i = 0; i < 500; i++) log.info({ i }, 'line'); process.exit(0);`,
    );
    expect(lines.map((l) => l.line.i)).toEqual(Array.from({ length: 500 }, (_, i) => i));
  }, 20_000);
});
