import type { FeatureModule } from '../../shared/routing/featureModule';

/** Cluster master data (ho_testdrive; see app/access/routeTable.ts). One form module, four modes. */
export const clusterFeature: FeatureModule = {
  name: 'cluster',
  routes: [
    { key: 'cluster', lazy: () => import('./pages/ClusterListPage') },
    { key: 'cluster/create', lazy: () => import('./pages/ClusterFormPage') },
    { key: 'cluster/edit/:id', lazy: () => import('./pages/ClusterFormPage') },
    { key: 'cluster/view/:id', lazy: () => import('./pages/ClusterFormPage') },
    { key: 'cluster/copy/:id', lazy: () => import('./pages/ClusterFormPage') },
  ],
  menu: [{ routeKey: 'cluster' }],
};
