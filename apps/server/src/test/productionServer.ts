import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort, SERVER_DIR } from './serverProcess';
import { waitFor } from './waitFor';

export interface ProductionServer {
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
): Promise<ProductionServer> {
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
