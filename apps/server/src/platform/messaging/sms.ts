import { smsText } from './compose';
import { SendFailure, type ChannelAdapter } from './types';

/**
 * One HTTP SMS provider: POST {to, text, ref, callbackUrl} with a bearer token, answered
 * {id, status} (Twilio's states). 429 and 5xx are transient (Retry-After honoured by the retry),
 * other 4xx permanent. Receipts arrive later at `callbackUrl` (routes: smsReceipt).
 */
export function smsAdapter(options: {
  url: string;
  token?: string | undefined;
  callbackUrl: string;
  timeoutMs?: number;
}): ChannelAdapter {
  return {
    channel: 'sms',
    provider: 'sms',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({
            to: message.to,
            text: smsText(message),
            ref: message.ref,
            campaignId: message.campaignId,
            callbackUrl: options.callbackUrl,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new SendFailure(`SMS provider unreachable: ${(error as Error).message}`, false);
      }
      const body = (await response.json().catch(() => ({}))) as {
        id?: string;
        status?: string;
        message?: string;
      };
      if (response.ok) {
        return { providerId: body.id, status: body.status === 'delivered' ? 'delivered' : 'sent' };
      }
      const reason = `SMS provider ${response.status}: ${body.message ?? response.statusText}`;
      const transient = response.status === 429 || response.status >= 500;
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new SendFailure(
        reason,
        !transient,
        false,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      );
    },
    close: async () => {},
  };
}
