import type { FeatureModule } from '../../shared/routing/featureModule';

/** Game master data (astraquestadmin, astraquestgamemaster): spec 2 section 2. */
export const gameFeature: FeatureModule = {
  name: 'game',
  routes: [
    { key: 'appconfig', lazy: () => import('./pages/AppConfigPage') },
    { key: 'productcomponent', lazy: () => import('./pages/ProductListPage') },
    { key: 'productcomponent/create', lazy: () => import('./pages/ProductFormPage') },
    { key: 'productcomponent/view/:id', lazy: () => import('./pages/ProductFormPage') },
    { key: 'productcomponent/edit/:id', lazy: () => import('./pages/ProductFormPage') },
    { key: 'pricecomponent', lazy: () => import('./pages/PriceComponentListPage') },
    { key: 'pricecomponent/create', lazy: () => import('./pages/PriceComponentFormPage') },
    { key: 'pricecomponent/edit/:id', lazy: () => import('./pages/PriceComponentFormPage') },
    { key: 'targetpodium', lazy: () => import('./pages/PodiumPage') },
  ],
  menu: [
    { routeKey: 'appconfig' },
    { routeKey: 'productcomponent' },
    { routeKey: 'pricecomponent' },
    { routeKey: 'targetpodium' },
  ],
};
