import { z } from 'zod';
import { id, trimmed } from '../bounds';
import { ZAck } from '../envelope';
import { ZBlastMessage, ZBlastMessageImageOut } from './blast-message';
import { ZDay } from './fields';

/** POST list: Title, Type, PublishDateStart, PublishDateEnd (YYYY-MM-DD, business days). */
export const ZBlastMessageList = z.object({
  Title: trimmed(150).default(''),
  Type: trimmed(40).default(''),
  PublishDateStart: ZDay.optional(),
  PublishDateEnd: ZDay.optional(),
});
export const ZBlastMessageListResponse = ZAck.extend({ listBlastMessages: z.array(ZBlastMessage) });
export type BlastMessageListResponse = z.infer<typeof ZBlastMessageListResponse>;

export const ZMessageType = z.object({ code: z.string(), description: z.string() });
export const ZMessageTypeResponse = ZAck.extend({ listMessagesType: z.array(ZMessageType) });

export const ZBlastMessageById = z.object({ BlastMessageId: id() });
export const ZBlastMessageByIdResponse = ZAck.extend({
  blastMessage: ZBlastMessage,
  blastMessageImageList: z.array(ZBlastMessageImageOut),
});
export type BlastMessageByIdResponse = z.infer<typeof ZBlastMessageByIdResponse>;
