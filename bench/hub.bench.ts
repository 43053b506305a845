import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { createClient } from 'redis';
import { io, type Socket } from 'socket.io-client';
import { HUB_EVENTS, HUB_PATH } from '@dealer/contracts';
import { atMost, percentile, round, type Measurement } from './support/budget';
import { createBenchDatabase } from './support/database';
import type { BenchRoom, HubBenchCommand, HubBenchReply } from './support/hubServer';
import { DEFAULT_LOG_LEVEL } from './support/defaultLogLevel';

const SOCKETS = 1_000;
/** Serial rounds: one move at each of the 16 branches, one after another. */
const ROUNDS = 10;
/** Bursts: a move at every branch at once. */
const BURSTS = 10;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const now = () => performance.timeOrigin + performance.now();
const { notification, dashboard } = HUB_EVENTS;

/** The hub server in its own process, spoken to over IPC one command at a time. */
function startServer(env: Record<string, string>) {
  const child = fork(resolve(import.meta.dirname, 'support/hubServer.ts'), [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, ...DEFAULT_LOG_LEVEL, NODE_ENV: 'test', DEMO: 'true', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let waiting: { done: (m: HubBenchReply) => void; fail: (e: Error) => void } | undefined;
  const next = () => new Promise<HubBenchReply>((done, fail) => (waiting = { done, fail }));
  child.on('message', (message: HubBenchReply) => {
    const current = waiting;
    waiting = undefined;
    if (message.type === 'error') current?.fail(new Error(message.message));
    else current?.done(message);
  });
  child.on('exit', (code) => waiting?.fail(new Error(`hub server exited with ${code}`)));
  const ready = next();
  return {
    child,
    ready,
    async ask<T extends HubBenchReply['type']>(command: HubBenchCommand, type: T) {
      const answer = next();
      child.send(command);
      const message = await answer;
      if (message.type !== type) throw new Error(`expected ${type}, got ${message.type}`);
      return message as Extract<HubBenchReply, { type: T }>;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.send({ type: 'stop' } satisfies HubBenchCommand);
      await exited;
    },
  };
}

/** The events a socket of `room` must get when an order of `branchCode` goes 5 → 12. */
function expects(room: BenchRoom, branchCode: string): string[] {
  if (room.kind === 'headOffice') return [notification, dashboard];
  if (room.watches !== branchCode) return [];
  return room.kind === 'crc' ? [notification] : [dashboard];
}

interface Client {
  socket: Socket;
  room: BenchRoom;
}

async function connectAll(
  origin: string,
  rooms: BenchRoom[],
  arrive: (i: number, e: string) => void,
  count = SOCKETS,
) {
  const clients: Client[] = [];
  for (let i = 0; i < count; i++) {
    const room = rooms[i % rooms.length]!;
    const socket = io(origin, {
      path: HUB_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: room.token, branchCode: room.branchCode },
      autoConnect: false,
    });
    for (const event of [notification, dashboard]) socket.on(event, () => arrive(i, event));
    clients.push({ socket, room });
  }
  // 50 handshakes at a time: a console fleet reconnecting, not a flood of one.
  for (let start = 0; start < clients.length; start += 50) {
    await Promise.all(
      clients.slice(start, start + 50).map(
        ({ socket }) =>
          new Promise<void>((done, fail) => {
            socket.once('connect', () => done());
            socket.once('connect_error', fail);
            socket.connect();
          }),
      ),
    );
  }
  return clients;
}

interface Scenario {
  serial: number[];
  burst: number[];
  missing: number;
  leaked: number;
  rssPerSocket: number;
  heapPerSocket: number;
  externalPerSocket: number;
  database: string;
}

async function scenario(redisUrl: string | undefined): Promise<Scenario> {
  const database = await createBenchDatabase({ volume: true });
  const server = startServer({
    DATABASE_URL: database.url ?? '',
    REDIS_URL: redisUrl ?? '',
    HUB_REDIS_KEY: `bench-hub-${randomBytes(4).toString('hex')}`,
  });
  let clients: Client[] = [];
  try {
    const ready = (await server.ready) as Extract<HubBenchReply, { type: 'ready' }>;
    const branches = [...new Set(ready.rooms.map((r) => r.watches).filter((w) => w !== ''))];
    // Warm up (first handshakes load and compile code), then take the idle baseline.
    const warmUp = await connectAll(ready.origin, ready.rooms.slice(0, 1), () => {}, 50);
    for (const { socket } of warmUp) socket.close();
    await new Promise((r) => setTimeout(r, 1_000));
    const idle = await server.ask({ type: 'memory' }, 'memory');

    // Every arrival of each (socket, event) since the window opened.
    let arrivals = new Map<string, number[]>();
    clients = await connectAll(ready.origin, ready.rooms, (i, event) => {
      const key = `${i}|${event}`;
      const list = arrivals.get(key);
      if (list) list.push(now());
      else arrivals.set(key, [now()]);
    });
    await new Promise((r) => setTimeout(r, 3_000));
    const connected = await server.ask({ type: 'memory' }, 'memory');
    if (connected.sockets !== SOCKETS) throw new Error(`${connected.sockets} sockets connected`);

    let missing = 0;
    let leaked = 0;
    /** Moves one order at each of `codes`, waits for every socket concerned, answers delays. */
    const measure = async (codes: string[]) => {
      arrivals = new Map();
      const moved = await server.ask({ type: 'move', branchCodes: codes }, 'moved');
      const wanted = new Map<string, number>();
      clients.forEach(({ room }, i) => {
        for (const code of codes) {
          for (const event of expects(room, code)) {
            // Head office's counts cover every branch: its first message after the last commit.
            const at =
              room.kind === 'headOffice'
                ? Math.max(...codes.map((c) => moved.committedAt[c]!))
                : moved.committedAt[code]!;
            wanted.set(`${i}|${event}`, Math.max(wanted.get(`${i}|${event}`) ?? 0, at));
          }
        }
      });
      // The arrival that carries a commit is the first one after it (head office in a burst
      // may first get a count computed before the last commit).
      const carrying = (key: string, at: number) => arrivals.get(key)?.find((t) => t >= at);
      const deadline = now() + 5_000;
      while ([...wanted].some(([key, at]) => carrying(key, at) === undefined) && now() < deadline) {
        await new Promise((r) => setTimeout(r, 1));
      }
      await new Promise((r) => setTimeout(r, 20));
      const delays: number[] = [];
      for (const [key, at] of wanted) {
        const arrived = carrying(key, at);
        if (arrived === undefined) missing++;
        else delays.push(arrived - at);
      }
      for (const key of arrivals.keys()) if (!wanted.has(key)) leaked++;
      return delays;
    };

    const serial: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const code of branches) serial.push(...(await measure([code])));
    }
    const burst: number[] = [];
    for (let b = 0; b < BURSTS; b++) burst.push(...(await measure(branches)));
    return {
      serial: serial.sort((a, b) => a - b),
      burst: burst.sort((a, b) => a - b),
      missing,
      leaked,
      rssPerSocket: (connected.rss - idle.rss) / SOCKETS,
      heapPerSocket: (connected.heapUsed - idle.heapUsed) / SOCKETS,
      externalPerSocket: (connected.external - idle.external) / SOCKETS,
      database: database.kind,
    };
  } finally {
    for (const { socket } of clients) socket.close();
    await server.stop();
    await database.drop();
  }
}

async function redisReachable(url: string): Promise<boolean> {
  const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 1_000 } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.close();
    return true;
  } catch {
    return false;
  }
}

const stats = (sorted: number[]) =>
  `p50 ${round(percentile(sorted, 50))} ms, p95 ${round(percentile(sorted, 95))} ms, p99 ${round(percentile(sorted, 99))} ms over ${sorted.length} arrivals`;

function report(label: string, run: Scenario): Measurement[] {
  const quality = `${run.missing} missing, ${run.leaked} to a room not concerned; ${run.database}`;
  return [
    atMost(
      `hub${label}: commit to arrival at every socket of the rooms concerned, p95, one move at a time (${SOCKETS} sockets, 50 rooms)`,
      percentile(run.serial, 95),
      100,
      'ms',
      `${stats(run.serial)}; ${quality}`,
    ),
    atMost(
      `hub${label}: the same with a move at all 16 branches at once, p95`,
      percentile(run.burst, 95),
      100,
      'ms',
      stats(run.burst),
    ),
    atMost(
      `hub${label}: server heap per idle connection`,
      run.heapPerSocket / 1024,
      64,
      'KiB',
      `buffers outside the heap ${round(run.externalPerSocket / 1024)} KiB, RSS ${round(run.rssPerSocket / 1024)} KiB per connection (RSS is coarse: freed pages are not always returned); ${SOCKETS} sockets, after full GCs`,
    ),
  ];
}

export async function benchHub(): Promise<Measurement[]> {
  const results = report('', await scenario(undefined));
  if (await redisReachable(REDIS_URL)) {
    results.push(...report(' with the Redis adapter', await scenario(REDIS_URL)));
  } else {
    console.log(`      (Redis at ${REDIS_URL} not reachable: the Redis adapter run is skipped)`);
  }
  return results;
}
