import { trimmed } from '../bounds';

/** Field rules the game master data shares (not part of @dealer/contracts/game). */

export const required = (name: string, max: number) =>
  trimmed(max, `${name} has at most ${max} characters`).min(1, `${name} is required`);

/** An edit names the row and the version it read; a create names neither. */
export const editNeedsVersion = (v: { version?: number | undefined }, rowId: number | undefined) =>
  rowId === undefined || v.version !== undefined;
export const VERSION_REQUIRED = { message: 'version is required when editing', path: ['version'] };

export const CODE = /^[A-Za-z0-9_.-]+$/;
