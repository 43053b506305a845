import { access } from '../../platform/access/access';

/** Who edits branch content (spec 2 sections 2-9): head office's and the branches' editors. */
export const contentEditors = access.roles('pickontenho', 'pickontencabang');
/**
 * The same editors on a call that only reads: marked readOnly so that it neither empties the
 * read cache nor is documented with a 409.
 */
export const contentReaders = { ...contentEditors, readOnly: true };
/** Head office's editors alone: every branch's promotion list and the promotion review. */
export const headOfficeEditors = access.roles('pickontenho');
