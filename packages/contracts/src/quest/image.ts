import { z } from 'zod';
import { questReply } from './envelope';

// --- image --------------------------------------------------------------------------------------

/** Image upload: multipart `file` plus fields `filename` and `filetype` (1). */
export const ZQuestImageResponse = questReply(
  z.object({ fileId: z.string(), url: z.string(), fileName: z.string() }),
);
