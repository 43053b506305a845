import type { FeatureModule } from '../../shared/routing/featureModule';

/** Block Cancellation Reason (ho_testdrive). One form module, four modes. */
export const reasonFeature: FeatureModule = {
  name: 'reason',
  routes: [
    { key: 'blockcancellationreason', lazy: () => import('./pages/ReasonListPage') },
    { key: 'blockcancellationreason/create', lazy: () => import('./pages/ReasonFormPage') },
    { key: 'blockcancellationreason/edit/:id', lazy: () => import('./pages/ReasonFormPage') },
    { key: 'blockcancellationreason/view/:id', lazy: () => import('./pages/ReasonFormPage') },
    { key: 'blockcancellationreason/copy/:id', lazy: () => import('./pages/ReasonFormPage') },
  ],
  menu: [{ routeKey: 'blockcancellationreason' }],
};
