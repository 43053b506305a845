import type { BlastMessage } from '@dealer/contracts/campaign';
import type { TFunction } from 'i18next';
import { activationToast } from '../../shared/kit/bulk';
import { confirmAction } from '../../shared/ui/dialogs';
import { notifyError, notifySuccess } from '../../shared/ui/notify';
import { blastCommand, commandResult } from './api';

/** Spec 1 section 5: an add or edit succeeded only when its message contains 'berhasil'. */
export const isBerhasil = (message: string) => message.toLowerCase().includes('berhasil');

/** Spec 1 section 4: SetActive when the status is 3 (inactive), otherwise SetNonActive. */
export async function toggleActive(row: BlastMessage, t: TFunction): Promise<void> {
  const inactive = row.status === 3;
  const action = inactive ? t('campaign.activate') : t('campaign.deactivate');
  if (!(await confirmAction(`${action.toLowerCase()} ${row.title}`))) return;
  const reply = commandResult(
    await blastCommand({
      Action: inactive ? 'SetActive' : 'SetNonActive',
      BlastMessage: { id: row.id, version: row.version },
    }),
  );
  if (reply.blastMessage) notifySuccess(activationToast(reply.message));
  else notifyError(reply.message);
}
