import type { RedisClient } from './pubSub';

/** Subscribing calls: lost when the connection drops before Redis confirms them. */
const SUBSCRIBING = new Set<PropertyKey>(['subscribe', 'SUBSCRIBE', 'pSubscribe', 'PSUBSCRIBE']);

/**
 * The client as a library that sends commands and never handles their promises should see it
 * (@socket.io/redis-adapter 8.3: `pubClient.publish(...)` in every broadcast, `subscribe` in its
 * constructor, `unsubscribe` in close). Every promise a method returns gets a handler here, so a
 * failed command reaches `onDropped` instead of ending the process as an unhandled rejection.
 *
 * A subscription that fails (the connection dropped after it was sent, before Redis confirmed it)
 * is not in node-redis's list of subscriptions to renew, so it is sent again at the next 'ready'.
 * A closed client never becomes ready again, so nothing is retried after close.
 */
export function fireAndForget(
  client: RedisClient,
  onDropped: (error: unknown) => void,
): RedisClient {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      const call = (args: unknown[]): unknown => {
        const result = method.apply(target, args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            onDropped(error);
            if (SUBSCRIBING.has(property)) target.once('ready', () => call(args));
          });
        }
        return result;
      };
      return (...args: unknown[]) => call(args);
    },
  });
}
