import { MASTER_MESSAGES, type BulkAction } from '@dealer/contracts/master';
import { i18next } from '../i18n/i18n';
import { confirmAction, confirmDeleteItems, confirmIrreversible } from '../ui/dialogs';
import { keyList } from './format';

/**
 * Spec 1 section 8: Delete asks 'Do you want to delete these items with X ?' and then
 * 'You won't be able to revert this!'; Active / InActive ask 'Do you want to {action}?'.
 */
export async function confirmBulk(action: BulkAction, keys: readonly string[]): Promise<boolean> {
  // 'Do you want to Active?' in English, as the spec words it; the action's own label elsewhere.
  if (action !== 'Delete') {
    return confirmAction(i18next.t(action === 'Active' ? 'master.active' : 'master.inactive'));
  }
  if (!(await confirmDeleteItems(keyList(keys)))) return false;
  return confirmIrreversible();
}

/**
 * The activation toast: the group's services answer in Indonesian, so the console keys on the
 * word 'dinonaktifkan' (deactivated).
 */
export function activationToast(serverText: string): string {
  return serverText.toLowerCase().includes('dinonaktifkan')
    ? MASTER_MESSAGES.inactive
    : MASTER_MESSAGES.active;
}

/** The headline of a successful bulk action's notification. */
export function bulkHeadline(action: BulkAction, serverText: string): string {
  return action === 'Delete' ? serverText : activationToast(serverText);
}
