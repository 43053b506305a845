/** Demo accounts (README) with the home and the top-level menu each must land on. */
export const DEMO_PASSWORD = 'Demo2026!';

export interface DemoAccount {
  userName: string;
  fullName: string;
  /** Path after BASE_PATH the user lands on after signing in. */
  home: string;
  /** Top-level side-menu labels, in order, for the screens built so far. */
  menu: string[];
}

// A screen that is not built yet is not shown: until a role's own home screen is registered, the
// home is the welcome page ('' route), and menus hold only the registered screens.
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userName: 'superadmin',
    fullName: 'Budi Santoso',
    home: '',
    menu: ['Home', 'Master Data', 'Users'],
  },
  { userName: 'ho_campaign', fullName: 'Siti Rahmawati', home: '', menu: ['Home'] },
  { userName: 'ho_testdrive', fullName: 'Agus Wijaya', home: '', menu: ['Home', 'Master Data'] },
  { userName: 'pictestdrive', fullName: 'Dewi Lestari', home: '', menu: ['Home'] },
  { userName: 'pdi', fullName: 'Rudi Hartono', home: '', menu: ['Home'] },
  { userName: 'crc', fullName: 'Rina Kusuma', home: '', menu: ['Home'] },
  { userName: 'pickontenho', fullName: 'Fajar Nugroho', home: '', menu: ['Home'] },
  { userName: 'pickontencabang', fullName: 'Indah Permatasari', home: '', menu: ['Home'] },
  { userName: 'astraquestadmin', fullName: 'Hendra Gunawan', home: '', menu: ['Home'] },
  { userName: 'astraquestgamemaster', fullName: 'Putri Maharani', home: '', menu: ['Home'] },
  {
    userName: 'astraquestpointcorrectionadmin',
    fullName: 'Yusuf Hidayat',
    home: '',
    menu: ['Home'],
  },
];
