import { WIRE_DATE_TIME } from '@dealer/contracts/quest-recurrence';

/**
 * Every date format of the console, one per kind of date (spec 1 and spec 2 section 9), so a
 * screen names the kind it shows instead of spelling a format. Formats are dayjs's; MMMM is the
 * month's name in the console's language (languageStore switches dayjs's locale with it).
 */

/** A day as the server takes it (spec 1: dates are sent as YYYY-MM-DD). */
export const WIRE_DATE = 'YYYY-MM-DD';
/** A day as the test-drive console and promotions show it. */
export const DISPLAY_DATE = 'DD-MM-YYYY';
/** A date-time as the test-drive console shows it (spec 1: campaign dates). */
export const DISPLAY_DATE_TIME = 'DD-MM-YYYY HH:mm';
/** The time of day alone. */
export const DISPLAY_TIME = 'HH:mm';

/** Quest filters' and target podiums' days, shown as they are sent (spec 2: YYYY-MM-DD). */
export const QUEST_DAY = 'YYYY-MM-DD';
/** A quest date-time as it travels: recurrences, rule dates, event windows (wall time, no zone). */
export const QUEST_WIRE_DATE_TIME = WIRE_DATE_TIME;
/** A quest date-time as shown: recurrences, rule dates, event windows, events (spec 2). */
export const QUEST_DATE_TIME = 'DD MMMM YYYY HH:mm';
