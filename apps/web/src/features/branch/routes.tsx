import type { FeatureModule } from '../../shared/routing/featureModule';

/** Branch master data ('Branch Test Drive' for ho_testdrive). One form module, four modes. */
export const branchFeature: FeatureModule = {
  name: 'branch',
  routes: [
    { key: 'branch', lazy: () => import('./pages/BranchListPage') },
    { key: 'branch/create', lazy: () => import('./pages/BranchFormPage') },
    { key: 'branch/edit/:id', lazy: () => import('./pages/BranchFormPage') },
    { key: 'branch/view/:id', lazy: () => import('./pages/BranchFormPage') },
    { key: 'branch/copy/:id', lazy: () => import('./pages/BranchFormPage') },
  ],
  menu: [{ routeKey: 'branch' }],
};
