import { trimmed } from '../bounds';
import { ENGINE_BOUNDS } from './api';

/** The player number the salesman app's and the console's calls share. */

export const ZPlayerNo = trimmed(ENGINE_BOUNDS.playerNo).min(1, 'playerNo is required');
