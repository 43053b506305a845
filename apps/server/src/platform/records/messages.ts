import { MASTER_MESSAGES, type BulkAction } from '@dealer/contracts';
import { acknowledged } from '../http/envelopes';

/**
 * Server texts of the group's services are Indonesian; the console keys on them: an activation
 * toast reads 'Data has been Not Active' when the text contains 'dinonaktifkan', otherwise
 * 'Data has been Active' (spec 1 section 8). Per-row results use the console's English texts.
 */
export const BULK_TEXT: Record<BulkAction, { message: string; item: string }> = {
  Active: { message: 'Data berhasil diaktifkan', item: MASTER_MESSAGES.active },
  InActive: { message: 'Data berhasil dinonaktifkan', item: MASTER_MESSAGES.inactive },
  Delete: { message: 'Data berhasil dihapus', item: MASTER_MESSAGES.deleted },
};

export const NOT_CHANGED = 'Not changed: another selected row failed';

/** Envelope heads of the master rows' successful answers (the head is platform/http's). */
export { SUCCESS } from '../http/envelopes';
export const SAVED = acknowledged(MASTER_MESSAGES.saved);
export const DELETED = acknowledged(MASTER_MESSAGES.deleted);
