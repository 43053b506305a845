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
    home: 'dashboard',
    menu: ['Home', 'Master Data', 'Dashboard', 'Vehicles', 'Notification', 'Users'],
  },
  { userName: 'ho_campaign', fullName: 'Siti Rahmawati', home: '', menu: ['Home'] },
  {
    userName: 'ho_testdrive',
    fullName: 'Agus Wijaya',
    home: 'dashboard',
    menu: ['Home', 'Master Data', 'Dashboard', 'Vehicles', 'Notification'],
  },
  {
    userName: 'pictestdrive',
    fullName: 'Dewi Lestari',
    home: 'dashboard',
    menu: ['Home', 'Dashboard', 'Vehicles', 'Notification'],
  },
  {
    userName: 'pdi',
    fullName: 'Rudi Hartono',
    home: 'pdi',
    menu: ['Home', 'PDI Dashboard', 'Vehicles', 'Notification'],
  },
  {
    userName: 'crc',
    fullName: 'Rina Kusuma',
    home: 'crc',
    menu: ['Home', 'CRC Dashboard', 'Notification'],
  },
  // The content roles' dashboard is the branch-content module's, not built yet: they land home.
  { userName: 'pickontenho', fullName: 'Fajar Nugroho', home: '', menu: ['Home', 'Dashboard'] },
  {
    userName: 'pickontencabang',
    fullName: 'Indah Permatasari',
    home: '',
    menu: ['Home', 'Dashboard'],
  },
  {
    userName: 'astraquestadmin',
    fullName: 'Hendra Gunawan',
    home: 'astraquest',
    menu: [
      'Home',
      'Astra Quest',
      'Rerun Event Mission',
      'Point Correction',
      'Player Points',
      'Master Data',
    ],
  },
  {
    userName: 'astraquestgamemaster',
    fullName: 'Putri Maharani',
    home: 'astraquest',
    menu: ['Home', 'Astra Quest', 'Rerun Event Mission', 'Player Points', 'Master Data'],
  },
  {
    userName: 'astraquestpointcorrectionadmin',
    fullName: 'Yusuf Hidayat',
    home: '',
    menu: ['Home'],
  },
];
