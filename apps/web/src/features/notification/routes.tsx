import type { FeatureModule } from '../../shared/routing/featureModule';

/**
 * Notification: the desk's activity log and one notification opened from it (ho_testdrive,
 * crc, pdi, pictestdrive; the route table keeps notification/:id from pictestdrive).
 */
export const notificationFeature: FeatureModule = {
  name: 'notification',
  routes: [
    { key: 'notification', lazy: () => import('./pages/NotificationListPage') },
    { key: 'notification/:id', lazy: () => import('./pages/NotificationDetailPage') },
  ],
  menu: [{ routeKey: 'notification' }],
};
