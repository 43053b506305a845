import { and, eq } from 'drizzle-orm';
import type { OrderTransition } from '@dealer/contracts';
import type { Tx } from '../../db/client';
import { reason, reasonCategory } from '../../db/schema/index';
import { AppError } from '../../platform/http/errors';

/** Why a cancel or reject happened: a reason of the move's category and an optional note. */
export interface MoveReason {
  reasonListMappingId?: number | undefined;
  reasonNotes?: string | undefined;
  /** A console move: the reason must be given (the apps and the system move without one). */
  required: boolean;
}

const FIELD = 'reasonListMappingId';
const refuse = (message: string) =>
  new AppError(400, 'VALIDATION', `${FIELD}: ${message}`, [{ field: FIELD, message }]);

/**
 * The reason's text for the activity log ('' when none was given and none is needed). The reason
 * must belong to the move's category (CANCEL for a cancel, REJECT for a reject) and be active and
 * enabled: a reason switched off in the master data is no longer offered, so it is not taken.
 */
export async function reasonForMove(
  tx: Tx,
  move: OrderTransition,
  given: MoveReason | undefined,
): Promise<string> {
  const id = given?.reasonListMappingId;
  if (!move.needsReason) {
    if (id !== undefined) refuseExtra(move);
    return '';
  }
  if (id === undefined) {
    if (given?.required) throw refuse(`Choose a reason to ${move.label.toLowerCase()}`);
    return '';
  }
  const [found] = await tx
    .select({ description: reason.reasonDescription, category: reasonCategory.reasonCategoryCode })
    .from(reason)
    .innerJoin(reasonCategory, eq(reasonCategory.id, reason.reasonCategoryId))
    .where(and(eq(reason.id, id), eq(reason.isActive, true), eq(reason.isEnabled, true)));
  if (!found || found.category !== move.needsReason) {
    throw refuse(`Reason ${id} is not an active ${move.needsReason} reason`);
  }
  const note = given?.reasonNotes?.trim();
  return note ? `. Reason: ${found.description}. Note: ${note}` : `. Reason: ${found.description}`;
}

function refuseExtra(move: OrderTransition): never {
  throw refuse(`'${move.label}' takes no reason; only a cancel or a reject does`);
}
