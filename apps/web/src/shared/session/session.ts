import { z } from 'zod';
import { ZUserArea } from '@dealer/contracts/auth';

/** What the console keeps about the signed-in user (spec 1 section 3, Session). */
export const ZSession = z.object({
  idToken: z.string().min(1),
  refreshToken: z.string().min(1),
  /** ISO date-time at which the access token expires (the token reply's `.expires`). */
  expiry: z.string(),
  /** Active role: the first of `roles`, normalised. */
  role: z.string(),
  additionalRoles: z.array(z.string()),
  roles: z.array(z.string()),
  userName: z.string(),
  fullName: z.string(),
  /** The user's branch assignments; the first one is the home branch. */
  userAreas: z.array(ZUserArea),
  branchList: z.array(ZUserArea),
  selectedBranch: z.string().nullable(),
});
export type Session = z.infer<typeof ZSession>;

export interface SessionTokens {
  idToken: string;
  refreshToken: string;
  expiry: string;
}
