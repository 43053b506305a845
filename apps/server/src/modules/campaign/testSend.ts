import { sql } from 'drizzle-orm';
import {
  TEST_SEND_REFUSED,
  type CampaignTestSend,
  type CampaignTestSendResponse,
  type TestSendChannel,
} from '@dealer/contracts/campaign';
import { validationError } from '../../platform/http/errorHandler';
import { rows, type DbOrTx } from '../../db/client';
import { SUCCESS } from '../../platform/http/envelopes';
import type { MessagingConfig } from '../../platform/messaging/config';
import { SendFailure, type ChannelAdapter } from '../../platform/messaging/types';
import { assertValid } from '../../platform/records/unique';
import { composedMessage, imageRefusals, SAMPLE } from './preview';

/**
 * Sends the form's message as it stands to a typed address through the channel's real adapter,
 * and records it as a test (campaign_test_send), never as a delivery. A channel without a
 * provider on this server, and a provider's refusal, are said at their field.
 */
export async function sendTest(
  db: DbOrTx,
  config: MessagingConfig,
  adapters: ReadonlyMap<string, ChannelAdapter> | undefined,
  body: CampaignTestSend,
  userName: string,
): Promise<CampaignTestSendResponse> {
  const adapter = adapters?.get(body.channel);
  // A removed campaign is one whose is_active is false (softDelete).
  const campaignGone =
    body.blastMessageId !== undefined &&
    (await rows(db, sql`select 1 from campaign where id = ${body.blastMessageId} and is_active`))
      .length === 0;
  assertValid([
    ...(adapter ? [] : [{ field: 'channel', message: noProvider(body.channel) }]),
    ...(campaignGone ? [{ field: 'blastMessageId', message: 'No such campaign' }] : []),
    ...(await imageRefusals(db, body.imageFileId)),
  ]);
  const message = composedMessage(
    config,
    body,
    { ref: `test:${Date.now()}:${body.channel}`, channel: body.channel, to: body.to },
    SAMPLE.opt_out_token,
  );
  const record = (outcome: string, reason: string | null) =>
    db.execute(
      sql`insert into campaign_test_send (campaign_id, channel, address, outcome, reason, sent_by)
          values (${body.blastMessageId ?? null}, ${body.channel}, ${body.to}, ${outcome},
                  ${reason}, ${userName})`,
    );
  try {
    const sent = await adapter!.send(message);
    await record(sent.status, null);
    return { ...SUCCESS, channel: body.channel, to: body.to, status: sent.status };
  } catch (error) {
    const reason = (error instanceof SendFailure ? error.message : String(error)).slice(0, 500);
    await record('failed', reason);
    throw validationError([{ field: 'to', message: `${TEST_SEND_REFUSED}${reason}` }]);
  }
}

const noProvider = (channel: TestSendChannel) =>
  `No ${channel === 'email' ? 'e-mail' : 'SMS'} provider is configured on this server`;
