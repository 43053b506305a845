import { z } from 'zod';
import { id, list } from '../bounds';
import { ZAck } from '../envelope';
import {
  ZBlastMessage,
  ZBlastMessageEdit,
  ZBlastMessageImage,
  ZBlastMessageInput,
} from './blast-message';

export const ZImageUploadResponse = ZAck.extend({ urlImage: z.string(), fileId: z.string() });

const ZRef = z.object({ id: id(), version: id().optional() });
export const ZBlastCommand = z.discriminatedUnion('Action', [
  z.object({
    Action: z.literal('Add'),
    BlastMessage: ZBlastMessageInput,
    BlastMessageImage: list(ZBlastMessageImage, 1).max(1, 'one image only').default([]),
  }),
  z.object({
    Action: z.literal('Edit'),
    BlastMessage: ZBlastMessageEdit,
    BlastMessageImage: list(ZBlastMessageImage, 1).max(1, 'one image only').default([]),
  }),
  z.object({ Action: z.literal('Remove'), BlastMessage: ZRef }),
  z.object({ Action: z.literal('SetActive'), BlastMessage: ZRef }),
  z.object({ Action: z.literal('SetNonActive'), BlastMessage: ZRef }),
]);
export type BlastCommand = z.infer<typeof ZBlastCommand>;
export const ZBlastCommandResponse = z.array(ZAck.extend({ blastMessage: ZBlastMessage }));
