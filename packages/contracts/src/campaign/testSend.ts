import { z } from 'zod';
import { id } from '../bounds';
import { ZAck } from '../envelope';
import { ZPhone } from './fields';
import { ZCampaignPreviewQuery } from './preview';

/** The channels a test goes out on: push needs a customer app's subscription, which a typed
 *  address cannot name. */
export const TEST_SEND_CHANNELS = ['email', 'sms'] as const;
export type TestSendChannel = (typeof TEST_SEND_CHANNELS)[number];

/** Test sends one user may make a minute (each is a real message through a paid provider). */
export const TEST_SENDS_PER_MINUTE = 5;

/**
 * A test send (issue 40): the form's message as it stands, through the real channel, to an
 * address or phone number typed in the dialog. Never a delivery: it is counted apart, as a test,
 * on the campaign named by `blastMessageId` (a saved campaign's), and goes to no customer.
 */
export const ZCampaignTestSend = ZCampaignPreviewQuery.omit({ customerId: true })
  .extend({
    channel: z.enum(TEST_SEND_CHANNELS),
    to: z.string().trim().max(120, 'must be an e-mail address or a phone number'),
    blastMessageId: id().optional(),
  })
  .superRefine((m, context) => {
    const valid =
      m.channel === 'email' ? z.email().safeParse(m.to).success : ZPhone.safeParse(m.to).success;
    if (!valid) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: m.channel === 'email' ? 'must be an e-mail address' : 'must be a phone number',
      });
    }
  });
export type CampaignTestSend = z.infer<typeof ZCampaignTestSend>;

/** How a provider's refusal of a test is said at `to`: these words, then the provider's own. */
export const TEST_SEND_REFUSED = 'The provider refused the test: ';

export const ZCampaignTestSendResponse = ZAck.extend({
  channel: z.enum(TEST_SEND_CHANNELS),
  to: z.string(),
  /** What the provider answered: accepted for sending, or already delivered. */
  status: z.enum(['sent', 'delivered']),
});
export type CampaignTestSendResponse = z.infer<typeof ZCampaignTestSendResponse>;
