import type { Channel } from '@dealer/contracts/campaign';

/** One message to one recipient on one channel. */
export interface OutboundMessage {
  /** The delivery id (`<campaign>:<customer>:<channel>`); providers echo it back. */
  ref: string;
  campaignId: number;
  /** E-mail address, phone number, or (push) the subscription. */
  to: string;
  push?: { endpoint: string; keys: { p256dh: string; auth: string } } | undefined;
  subject: string;
  text: string;
  /** Absolute URL that withdraws the customer's consent. */
  optOutUrl: string;
  imageUrl?: string | undefined;
  /** Push: seconds the message stays worth delivering (from the campaign's validTo). */
  ttlSeconds?: number | undefined;
}

export interface SendResult {
  /** The provider's id of the message (SMS receipts name it). */
  providerId?: string | undefined;
  /** 'delivered' when the provider confirms at once; 'sent' when a receipt may follow. */
  status: 'sent' | 'delivered';
}

/** A refused send. `permanent` failures are not retried; `gone` removes a push subscription. */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly gone = false,
    /** Provider's Retry-After, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** One adapter per channel; `provider` names the global token bucket it draws from. */
export interface ChannelAdapter {
  channel: Channel;
  provider: string;
  /**
   * Messages the provider takes at once (the SMTP pool's connections); the sender never has more
   * in its hands unrecorded. Unset: as many as the workers fetch.
   */
  concurrency?: number;
  send(message: OutboundMessage): Promise<SendResult>;
  close(): Promise<void>;
}
