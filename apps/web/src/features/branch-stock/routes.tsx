import type { FeatureModule } from '../../shared/routing/featureModule';

/** Branch Stock: the test-drive units (ho_testdrive). One form module, four modes. */
export const branchStockFeature: FeatureModule = {
  name: 'branch-stock',
  routes: [
    { key: 'branchstock', lazy: () => import('./pages/StockListPage') },
    { key: 'branchstock/create', lazy: () => import('./pages/StockFormPage') },
    { key: 'branchstock/edit/:id', lazy: () => import('./pages/StockFormPage') },
    { key: 'branchstock/view/:id', lazy: () => import('./pages/StockFormPage') },
    { key: 'branchstock/copy/:id', lazy: () => import('./pages/StockFormPage') },
  ],
  menu: [{ routeKey: 'branchstock' }],
};
