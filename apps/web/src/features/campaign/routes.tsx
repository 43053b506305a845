import type { FeatureModule } from '../../shared/routing/featureModule';

/** Blast-message campaigns (ho_campaign): list + customers, and one form module for four modes. */
export const campaignFeature: FeatureModule = {
  name: 'campaign',
  routes: [
    { key: 'campaign', lazy: () => import('./pages/CampaignListPage') },
    { key: 'campaign/create', lazy: () => import('./pages/CampaignFormPage') },
    { key: 'campaign/edit/:id', lazy: () => import('./pages/CampaignFormPage') },
    { key: 'campaign/view/:id', lazy: () => import('./pages/CampaignFormPage') },
    { key: 'campaign/copy/:id', lazy: () => import('./pages/CampaignFormPage') },
  ],
  menu: [{ routeKey: 'campaign' }],
};
