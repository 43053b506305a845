import type { FeatureModule } from '../../shared/routing/featureModule';

/** The quest feature (being built): its routes and menu entries. */
export const questFeature: FeatureModule = {
  name: 'quest',
  routes: [],
  menu: [],
};
