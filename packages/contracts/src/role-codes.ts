/**
 * The role constants without zod: the console's first page (sign-in, the route guard) needs
 * them, and importing roles.ts there would bring zod along with ZRole.
 */

/** The eleven role codes of the specifications (spec 1 section 6), in their normalised form. */
export const ROLE_CODES = [
  'superadmin',
  'ho_campaign',
  'ho_testdrive',
  'pictestdrive',
  'pdi',
  'crc',
  'pickontenho',
  'pickontencabang',
  'astraquestadmin',
  'astraquestgamemaster',
  'astraquestpointcorrectionadmin',
] as const;

/** A role code: one of ROLE_CODES. */
export type Role = (typeof ROLE_CODES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Super Admin',
  ho_campaign: 'HO Campaign',
  ho_testdrive: 'HO Test Drive',
  pictestdrive: 'PIC Test Drive',
  pdi: 'PDI',
  crc: 'CRC',
  pickontenho: 'PIC Konten HO',
  pickontencabang: 'PIC Konten Cabang',
  astraquestadmin: 'Astra Quest Admin',
  astraquestgamemaster: 'Astra Quest Game Master',
  astraquestpointcorrectionadmin: 'Astra Quest Point Correction Admin',
};

/**
 * Role codes arrive in any spelling ("HO-TestDrive", "PIC Test Drive"); the console and the server
 * compare them lowercased, with dashes turned to underscores and spaces removed (spec 1 section 6).
 */
export function normalizeRole(raw: string): string {
  return raw.toLowerCase().replace(/-/g, '_').replace(/\s+/g, '');
}

export function isRole(value: string): value is Role {
  return (ROLE_CODES as readonly string[]).includes(value);
}

/** Roles that see every active branch of company 0002; all others see their own user areas only. */
export const ALL_BRANCH_ROLES: readonly Role[] = ['superadmin', 'ho_testdrive'];

/** The only company whose branches the console shows. */
export const COMPANY_CODE = '0002';
