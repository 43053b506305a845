import webpush from 'web-push';
import { pushPayload } from './compose';
import { SendFailure, type ChannelAdapter } from './types';

/**
 * Web push with VAPID: web-push builds the encrypted request (aes128gcm) and we send it with
 * fetch, because web-push's own sender always uses https.request (a plain-HTTP push service on
 * loopback could not be reached). 404 / 410 mean the subscription is gone: the caller removes it.
 */
export function pushAdapter(
  vapid: {
    publicKey: string;
    privateKey: string;
    subject: string;
  },
  /**
   * Where a subscription's endpoint is reached (demo mode: the demo push service's endpoints name
   * a reserved origin, and this maps them to the server's own route on loopback, whatever port it
   * listens on). The VAPID audience stays the endpoint's origin.
   */
  route: (endpoint: string) => string = (endpoint) => endpoint,
): ChannelAdapter {
  return {
    channel: 'push',
    provider: 'push',
    async send(message) {
      if (!message.push) throw new SendFailure('no push subscription', true);
      const details = webpush.generateRequestDetails(
        message.push,
        JSON.stringify(pushPayload(message)),
        {
          vapidDetails: vapid,
          TTL: Math.max(0, Math.min(message.ttlSeconds ?? 86_400, 2_419_200)),
          urgency: 'normal',
        },
      );
      let response: Response;
      try {
        response = await fetch(route(details.endpoint), {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new SendFailure(`push service unreachable: ${(error as Error).message}`, false);
      }
      if (response.ok)
        return { status: 'sent', providerId: response.headers.get('location') ?? undefined };
      const reason = `push service ${response.status}: ${(await response.text().catch(() => '')).slice(0, 200) || response.statusText}`;
      if (response.status === 404 || response.status === 410) {
        throw new SendFailure(reason, true, true);
      }
      throw new SendFailure(reason, !(response.status === 429 || response.status >= 500));
    },
    close: async () => {},
  };
}
