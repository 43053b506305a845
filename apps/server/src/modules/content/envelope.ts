/** The success envelope of a content read. */
export const OK = { acknowledge: 1 as const, message: 'Success' };
/** The success envelope of a content save (the message the console shows after one). */
export const SAVED = { acknowledge: 1 as const, message: 'Save Success' };
