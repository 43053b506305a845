import type { Role } from '@dealer/contracts';

/** The password of every demo account (README lists them). */
export const DEMO_PASSWORD = 'Demo2026!';

export interface DemoAccount {
  userName: string;
  fullName: string;
  email: string;
  /** Ordered: the first is the active role. */
  roles: Role[];
  additionalRoles: Role[];
  /** Ordered: the first is the home branch. */
  branchCodes: string[];
}

/** One account per role (two for pdi and crc, to show branch scoping), as data. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  ['superadmin', 'Budi Santoso', ['superadmin'], [], ['T002']],
  // The spec opens campaign/create|edit|view|copy to ho_testdrive only: the campaign user holds it as an
  // additional role so that one account does the whole campaign job (README, demo accounts).
  ['ho_campaign', 'Siti Rahmawati', ['ho_campaign'], ['ho_testdrive'], ['T002']],
  ['ho_testdrive', 'Agus Wijaya', ['ho_testdrive'], ['pickontenho'], ['T002']],
  ['pictestdrive', 'Dewi Lestari', ['pictestdrive'], [], ['T010', 'T011']],
  ['pdi', 'Rudi Hartono', ['pdi'], [], ['T010']],
  ['crc', 'Rina Kusuma', ['crc'], [], ['T010']],
  ['pdi_bandung', 'Asep Sunandar', ['pdi'], [], ['T020']],
  ['crc_bandung', 'Neng Yulianti', ['crc'], [], ['T020']],
  ['pickontenho', 'Fajar Nugroho', ['pickontenho'], [], ['T002']],
  ['pickontencabang', 'Indah Permatasari', ['pickontencabang'], [], ['T011']],
  ['astraquestadmin', 'Hendra Gunawan', ['astraquestadmin'], [], ['T002']],
  ['astraquestgamemaster', 'Putri Maharani', ['astraquestgamemaster'], [], ['T002']],
  [
    'astraquestpointcorrectionadmin',
    'Yusuf Hidayat',
    ['astraquestpointcorrectionadmin'],
    [],
    ['T002'],
  ],
].map(([userName, fullName, roles, additionalRoles, branchCodes]) => ({
  userName: userName as string,
  fullName: fullName as string,
  email: `${userName as string}@demo.auto2000.co.id`,
  roles: roles as Role[],
  additionalRoles: additionalRoles as Role[],
  branchCodes: branchCodes as string[],
}));
