import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP hop between a test's pool and the real PostgreSQL server that the test can break: cut
 * every connection through it (as a network failure or a dead peer does) and refuse new ones for
 * a while (as a proxy with no backend does), without touching the shared server.
 */
export interface TcpProxy {
  /** postgres://... through the proxy, for `databaseUrl`'s database. */
  url: string;
  /** Connections accepted so far (refused ones included). */
  readonly accepted: number;
  /** Destroys every open connection through the proxy. */
  cutAll(): void;
  /** While true, each new connection is closed as soon as it is accepted. */
  refusing: boolean;
  /** Closes the next `n` new connections as soon as they are accepted, then forwards again. */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const open = new Set<Socket>();
  let accepted = 0;
  let refuseCount = 0;
  const state = { refusing: false };
  const server = createServer((client) => {
    accepted += 1;
    if (state.refusing || refuseCount > 0) {
      refuseCount = Math.max(0, refuseCount - 1);
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cutAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    get accepted() {
      return accepted;
    },
    cutAll,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    refuseNext(n) {
      refuseCount = n;
    },
    async close() {
      cutAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
