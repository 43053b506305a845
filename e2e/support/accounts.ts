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

// Every demo account lands on its spec home (spec 1 section 2 'Home by role'; the content roles'
// dashboard is the branch-content one at dashboard/branch) with its spec menu's top level.
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userName: 'superadmin',
    fullName: 'Budi Santoso',
    home: 'dashboard',
    menu: [
      'Home',
      'Campaign',
      'Master Data',
      'Dashboard',
      'Vehicles',
      'Notification',
      'Report Order',
      'Astra Quest',
      'Users',
    ],
  },
  {
    userName: 'ho_campaign',
    fullName: 'Siti Rahmawati',
    home: 'campaign',
    menu: ['Home', 'Campaign'],
  },
  {
    userName: 'ho_testdrive',
    fullName: 'Agus Wijaya',
    home: 'dashboard',
    menu: ['Home', 'Master Data', 'Dashboard', 'Vehicles', 'Notification', 'Report Order'],
  },
  {
    userName: 'pictestdrive',
    fullName: 'Dewi Lestari',
    home: 'dashboard',
    menu: ['Home', 'Dashboard', 'Vehicles', 'Notification', 'Report Order'],
  },
  {
    userName: 'pdi',
    fullName: 'Rudi Hartono',
    home: 'pdi',
    menu: ['Home', 'PDI Dashboard', 'Vehicles', 'Notification', 'Report Order'],
  },
  {
    userName: 'crc',
    fullName: 'Rina Kusuma',
    home: 'crc',
    menu: ['Home', 'CRC Dashboard', 'Notification', 'Report Order'],
  },
  {
    userName: 'pickontenho',
    fullName: 'Fajar Nugroho',
    home: 'dashboard/branch',
    menu: ['Home', 'Master Data', 'Dashboard', 'Promo', 'News & Tips'],
  },
  {
    userName: 'pickontencabang',
    fullName: 'Indah Permatasari',
    home: 'dashboard/branch',
    menu: ['Home', 'Master Data', 'Dashboard', 'Promo', 'News & Tips'],
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
    home: 'pointcorrection',
    menu: ['Home', 'Astra Quest'],
  },
];
