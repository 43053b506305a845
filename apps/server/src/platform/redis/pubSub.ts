/** What the connections log: the app's logger or the command line's stand-in. */
export interface PubSubLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

// The client library is loaded on first use: most processes (the embedded mode, tests) never
// connect to Redis, and loading it cost ~170 ms of CPU at every start.
const newClient = async (url: string) =>
  (await import('redis')).createClient({
    url,
    // A command sent while Redis is away fails at once (ClientOfflineError) instead of waiting in
    // the offline queue for node-redis's 5 s command timeout: inside a request that was 5 s per
    // call, and in the Socket.IO adapter, which never handles a publish's rejection, the
    // TimeoutError that ended the process. The subscribing connection keeps its queue (below).
    disableOfflineQueue: true,
    // A connection that died without a word (no RST: a network partition) looks ready until TCP
    // keepalive gives up; a publish there waits this long at most, not node-redis's 5 s default.
    commandOptions: { timeout: 1_000 },
    socket: {
      reconnectStrategy: (retries: number) => Math.min(100 * (retries + 1), 2_000),
      connectTimeout: 2_000,
    },
  });

export type RedisClient = Awaited<ReturnType<typeof newClient>>;

export interface RedisLink {
  /** Publishes; every command fails at once while Redis is away. */
  pub: RedisClient;
  /** Subscribes; subscriptions wait for Redis and are renewed after every reconnection. */
  sub: RedisClient;
  /** Whether both connections are ready (subscribed) now. */
  isUp(): boolean;
  /** Runs on every change of isUp(), after the change is logged. */
  onChange(listener: (up: boolean) => void): void;
  /** Resolves true once up, or false after `ms` (the command line waits a little; servers never). */
  whenUp(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * How long start-up waits for the first connection: a normal start shares its first events, and a
 * start while Redis is away goes on without it after this (it joins when Redis answers).
 */
const START_WAIT_MS = 1_000;

/** How long a graceful close may wait for Redis to take the last commands. */
const CLOSE_WAIT_MS = 1_000;

async function closeClient(client: RedisClient): Promise<void> {
  if (!client.isOpen) return;
  if (!client.isReady) return client.destroy();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
  await Promise.race([client.close().catch(() => {}), late]);
  clearTimeout(timer);
  // After a graceful close this does nothing; after a late one it drops the socket.
  client.destroy();
}

/**
 * Two connections to Redis, one to publish and one to subscribe (a subscribed connection can do
 * nothing else), connected in the background: start-up waits a second for them at most, so a
 * process starts and serves while Redis is away, and joins the others when it answers. The clients
 * reconnect by themselves for ever. A lost or regained connection is logged once per change under
 * `label`, saying what `consequence` it has, never once per failed attempt or dropped message.
 */
export async function connectPubSub(
  url: string,
  label: string,
  consequence: string,
  log: PubSubLog,
): Promise<RedisLink> {
  const pub = await newClient(url);
  // Subscriptions are not commands that can go stale: they wait for the connection (no timeout)
  // and node-redis renews them on every reconnection before the client says 'ready'.
  const sub = pub.duplicate({ disableOfflineQueue: false });
  const listeners = new Set<(up: boolean) => void>();
  let up = false;
  let lastError: unknown;
  let everUp = false;
  let warnedAtStart = false;
  let closing = false;

  const update = () => {
    if (closing) return;
    const now = pub.isReady && sub.isReady;
    if (now === up) return;
    up = now;
    if (up) {
      log.info({}, everUp ? `redis (${label}) reconnected` : `redis (${label}) connected`);
      everUp = true;
    } else {
      log.warn({ err: lastError }, `redis (${label}) unreachable: ${consequence}`);
    }
    for (const listener of listeners) {
      try {
        listener(up);
      } catch (error) {
        log.warn({ err: error }, `redis (${label}): a listener of the connection failed`);
      }
    }
  };
  for (const client of [pub, sub]) {
    client.on('error', (error: unknown) => {
      lastError = error;
      if (!everUp && !warnedAtStart && !closing) {
        warnedAtStart = true;
        log.warn({ err: error }, `redis (${label}) unreachable at start: ${consequence}`);
      }
      update();
    });
    client.on('ready', update);
    client.on('end', update);
    // Resolves once connected; rejects only when closed before that, which is no failure.
    client.connect().catch(() => {});
  }

  const link: RedisLink = {
    pub,
    sub,
    isUp: () => up,
    onChange(listener) {
      listeners.add(listener);
    },
    whenUp(ms) {
      if (up) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (now: boolean) => {
          if (!now) return;
          clearTimeout(timer);
          listeners.delete(done);
          resolve(true);
        };
        const timer = setTimeout(() => {
          listeners.delete(done);
          resolve(up);
        }, ms);
        listeners.add(done);
      });
    },
    async close() {
      closing = true;
      listeners.clear();
      await Promise.all([closeClient(pub), closeClient(sub)]);
    },
  };
  await link.whenUp(START_WAIT_MS);
  return link;
}
