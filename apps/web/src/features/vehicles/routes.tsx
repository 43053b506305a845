import type { FeatureModule } from '../../shared/routing/featureModule';

/** Vehicles: the units of the caller's branches, blocked and freed (ho_testdrive, crc, pdi, pictestdrive). */
export const vehiclesFeature: FeatureModule = {
  name: 'vehicles',
  routes: [{ key: 'vehicles', lazy: () => import('./pages/VehiclesPage') }],
  menu: [{ routeKey: 'vehicles' }],
};
