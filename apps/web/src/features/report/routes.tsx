import type { FeatureModule } from '../../shared/routing/featureModule';

/** The report feature (being built): its routes and menu entries. */
export const reportFeature: FeatureModule = {
  name: 'report',
  routes: [],
  menu: [],
};
