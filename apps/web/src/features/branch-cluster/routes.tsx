import type { FeatureModule } from '../../shared/routing/featureModule';

/** Mapping Cluster x Branch (ho_testdrive). One form module, four modes. */
export const branchClusterFeature: FeatureModule = {
  name: 'branch-cluster',
  routes: [
    { key: 'branchcluster', lazy: () => import('./pages/MappingListPage') },
    { key: 'branchcluster/create', lazy: () => import('./pages/MappingFormPage') },
    { key: 'branchcluster/edit/:id', lazy: () => import('./pages/MappingFormPage') },
    { key: 'branchcluster/view/:id', lazy: () => import('./pages/MappingFormPage') },
    { key: 'branchcluster/copy/:id', lazy: () => import('./pages/MappingFormPage') },
  ],
  menu: [{ routeKey: 'branchcluster' }],
};
