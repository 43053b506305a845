// The rules every quest command shares: the form's rules applied whatever the client sent, the
// references a save must name (checked in its transaction), and the refusal of a status move.
import { eq } from 'drizzle-orm';
import { AUTO_JOIN_MAX_PLAYER, type QuestSave } from '@dealer/contracts/quest';
import type { FieldError } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { quest } from '../../db/schema/quest';
import { imageExists } from '../../platform/files/store';
import { AppError } from '../../platform/http/errors';
import { settingErrors } from './settings';

/** The quest statuses by number (QUEST_STATUS), as a refusal names them. */
export const STATUS_NAMES = ['Draft', 'Open', 'Active', 'InActive', 'Cancelled', 'Deleted'];

/** 'A Draft quest', 'An Active quest'. */
const aQuest = (status: number) =>
  `${/^[AEIOU]/.test(STATUS_NAMES[status] ?? '') ? 'An' : 'A'} ${STATUS_NAMES[status]} quest`;

/** A status move the quest's current status does not allow (canMoveQuest): 409. */
export const transitionRefused = (from: number, to: number) =>
  new AppError(409, 'CONFLICT', `${aQuest(from)} cannot become ${STATUS_NAMES[to]}`);

/** Section 4's form rules, enforced here whatever the client sent. */
export function normaliseSave<T extends QuestSave>(input: T): T {
  return {
    ...input,
    maxPlayer: input.questType === 1 ? AUTO_JOIN_MAX_PLAYER : input.maxPlayer,
    rewardPoint: input.isPodium || input.isHidden ? 0 : input.rewardPoint,
    recEnd: input.recurrenceType === 0 ? 1 : input.recEnd,
  };
}

/** Checks that need the database: images stored, targeting values known, reference quest found. */
export async function referenceErrors(db: DbOrTx, input: QuestSave): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (!(await imageExists(db, input.fileId)))
    errors.push({ field: 'fileId', message: 'the quest card image was not uploaded' });
  for (const [index, attachment] of input.attachments.entries()) {
    if (!(await imageExists(db, attachment.fileId)))
      errors.push({ field: `attachments.${index}.fileId`, message: 'the file was not uploaded' });
  }
  if (input.questReferenceCode) {
    const [found] = await db
      .select({ id: quest.id })
      .from(quest)
      .where(eq(quest.questCode, input.questReferenceCode));
    if (!found)
      errors.push({
        field: 'questReferenceCode',
        message: `no quest ${input.questReferenceCode}`,
      });
  }
  errors.push(...(await settingErrors(db, input.locationSetting)));
  return errors;
}
