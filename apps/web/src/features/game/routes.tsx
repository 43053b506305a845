import type { FeatureModule } from '../../shared/routing/featureModule';

/** The game feature (being built): its routes and menu entries. */
export const gameFeature: FeatureModule = {
  name: 'game',
  routes: [],
  menu: [],
};
