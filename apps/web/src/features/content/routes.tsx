import type { FeatureModule } from '../../shared/routing/featureModule';

/** The content feature (being built): its routes and menu entries. */
export const contentFeature: FeatureModule = {
  name: 'content',
  routes: [],
  menu: [],
};
