import type { FeatureModule } from '../../shared/routing/featureModule';

/** The campaign feature (being built): its routes and menu entries. */
export const campaignFeature: FeatureModule = {
  name: 'campaign',
  routes: [],
  menu: [],
};
