import { acknowledged } from '../../platform/http/envelopes';

/** The success head of a content read (platform/http's, one spelling for every module). */
export { SUCCESS as OK } from '../../platform/http/envelopes';
/** The success head of a content save: the message the console shows after one. */
export const SAVED = acknowledged('Save Success');
