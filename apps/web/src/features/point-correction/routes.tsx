import type { FeatureModule } from '../../shared/routing/featureModule';

/** The point-correction feature (being built): its routes and menu entries. */
export const pointCorrectionFeature: FeatureModule = {
  name: 'point-correction',
  routes: [],
  menu: [],
};
