/** The quest family's success head as the game calls answer it (platform/http's). */
export { questSuccess as ok } from '../../platform/http/envelopes';
