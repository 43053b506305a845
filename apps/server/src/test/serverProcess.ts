import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { waitFor } from './waitFor';

const SERVER_DIR = resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

export interface ServerProcess {
  origin: string;
  /** Basic credentials of the service client the process was started with. */
  serviceAuthorization: string;
  /** The console's OAuth client (id, secret), for the token endpoint. */
  consoleAuthorization: string;
  /** Everything the process wrote, stdout and stderr. */
  logs: string[];
  /** Null while the process runs; its exit code (or signal) once it ended. */
  exit(): number | NodeJS.Signals | null;
  /** SIGTERM, then SIGKILL if it has not ended after 10 s. */
  stop(): Promise<void>;
}

/**
 * The REAL server (src/main.ts through tsx) as production runs it: NODE_ENV=production, no demo
 * data, generated secrets, on a free port of loopback, against `databaseUrl` (already migrated
 * and seeded by the test). Resolves once /healthz answers 200.
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const secret = () => randomBytes(16).toString('hex');
  const service = { id: 'fault-apps', secret: secret() };
  const oauth = { id: 'dealer-console', secret: secret() };
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: 'false',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'fault-admin',
      ADMIN_PASSWORD: `Fault-${secret()}-Admin`,
      OAUTH_CLIENT_ID: oauth.id,
      OAUTH_CLIENT_SECRET: oauth.secret,
      SERVICE_CLIENTS: `${service.id}:${service.secret}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  let ended: number | NodeJS.Signals | null = null;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      ended = code ?? signal ?? 'SIGKILL';
      done();
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const basic = (id: string, key: string) =>
    `Basic ${Buffer.from(`${id}:${key}`).toString('base64')}`;
  const stop = async () => {
    if (ended !== null) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  };
  try {
    await waitFor(
      'the server to answer /healthz',
      async () => {
        if (ended !== null) throw new Error(`the server exited (${ended}):\n${logs.join('')}`);
        return fetch(`${origin}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
      },
      90_000,
      { everyMs: 100, detail: () => logs.join('') },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    serviceAuthorization: basic(service.id, service.secret),
    consoleAuthorization: basic(oauth.id, oauth.secret),
    logs,
    exit: () => ended,
    stop,
  };
}
