import type { FeatureModule } from '../../shared/routing/featureModule';

/**
 * Branch content for the group's website (pickontenho, pickontencabang): outlets, promotions,
 * news and tips, branch salesmen and the content dashboard. 'dashboard' itself is the order
 * feature's route; it sends the content roles here ('dashboard/branch').
 */
export const contentFeature: FeatureModule = {
  name: 'content',
  routes: [
    { key: 'dashboard/branch', lazy: () => import('./pages/ContentDashboardPage') },
    { key: 'branch-konten', lazy: () => import('./pages/OutletListPage') },
    { key: 'branch-konten/edit/:id', lazy: () => import('./pages/OutletEditPage') },
    { key: 'branch-salesman', lazy: () => import('./pages/SalesmanListPage') },
    { key: 'branch-salesman/edit/:id', lazy: () => import('./pages/SalesmanEditPage') },
    { key: 'listofpromo', lazy: () => import('./pages/PromoListPage') },
    { key: 'listofpromo/add', lazy: () => import('./pages/PromoFormPage') },
    { key: 'listofpromo/edit/:id', lazy: () => import('./pages/PromoFormPage') },
    { key: 'listofnewstips', lazy: () => import('./pages/NewsListPage') },
    { key: 'listofnewstips/add', lazy: () => import('./pages/NewsFormPage') },
    { key: 'listofnewstips/edit/:id', lazy: () => import('./pages/NewsFormPage') },
  ],
  menu: [
    { routeKey: 'branch-konten' },
    { routeKey: 'branch-salesman' },
    { routeKey: 'listofpromo' },
    { routeKey: 'listofnewstips' },
  ],
};
