/** How long start-up waits for Redis before it gives up with a clear message. */
const CONNECT_TIMEOUT_MS = 10_000;

/** What the connections log: the app's logger or the command line's stand-in. */
export interface PubSubLog {
  warn(details: object, message: string): void;
}

// The client library is loaded on first use: most processes (the embedded mode, tests) never
// connect to Redis, and loading it cost ~170 ms of CPU at every start.
const newClient = async (url: string) =>
  (await import('redis')).createClient({
    url,
    socket: { reconnectStrategy: (retries: number) => Math.min(100 * (retries + 1), 2_000) },
  });

export type RedisClient = Awaited<ReturnType<typeof newClient>>;

/**
 * Two connections to Redis, one to publish and one to subscribe (a subscribed connection can do
 * nothing else). Start-up fails when Redis does not answer within 10 s, rather than running a
 * process that silently misses the other processes' messages; once connected, the clients
 * reconnect by themselves and their errors are logged under `label`.
 */
export async function connectPubSub(
  url: string,
  label: string,
  log: PubSubLog,
): Promise<{ pub: RedisClient; sub: RedisClient }> {
  const pub = await newClient(url);
  const sub = pub.duplicate();
  pub.on('error', (error: unknown) => log.warn({ err: error }, `redis (${label} publish) error`));
  sub.on('error', (error: unknown) => log.warn({ err: error }, `redis (${label} subscribe) error`));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`REDIS_URL: Redis did not answer within ${CONNECT_TIMEOUT_MS} ms`)),
      CONNECT_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([Promise.all([pub.connect(), sub.connect()]), timeout]);
  } catch (error) {
    pub.destroy();
    sub.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { pub, sub };
}
