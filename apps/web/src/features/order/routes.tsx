import type { FeatureModule } from '../../shared/routing/featureModule';

/**
 * Test-drive orders: the planning boards (head office, CRC, PDI, PIC test drive), each with its
 * daily timeline (spec 1 section 2), and each order's own link. Who may open which is the route
 * table's.
 */
export const orderFeature: FeatureModule = {
  name: 'order',
  routes: [
    { key: 'dashboard', lazy: () => import('./pages/DashboardHome') },
    { key: 'dashboard/testdrive', lazy: () => import('./pages/HeadOfficeBoard') },
    { key: 'dashboard/daily/:id/:branch', lazy: () => import('./pages/HeadOfficeDaily') },
    { key: 'crc', lazy: () => import('./pages/CrcBoard') },
    { key: 'crc/daily/:id/:branch', lazy: () => import('./pages/CrcDaily') },
    { key: 'pdi', lazy: () => import('./pages/PdiBoard') },
    { key: 'pdi/daily/:id/:branch', lazy: () => import('./pages/PdiDaily') },
    { key: 'pictestdrive', lazy: () => import('./pages/PicBoard') },
    { key: 'pictestdrive/daily/:id/:branch', lazy: () => import('./pages/PicDaily') },
    // The link of one order (shared/order/orderLink.ts): its popup over the role's board.
    { key: 'order/:orderNo', lazy: () => import('./pages/OrderLinkPage') },
  ],
  menu: [{ routeKey: 'dashboard' }, { routeKey: 'crc' }, { routeKey: 'pdi' }],
};
