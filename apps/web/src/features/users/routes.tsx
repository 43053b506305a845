import type { FeatureModule } from '../../shared/routing/featureModule';

/** Users administration (superadmin only; see app/access/routeTable.ts). */
export const usersFeature: FeatureModule = {
  name: 'users',
  routes: [
    { key: 'users', lazy: () => import('./pages/UserListPage') },
    { key: 'users/create', lazy: () => import('./pages/UserCreatePage') },
    { key: 'users/edit/:id', lazy: () => import('./pages/UserEditPage') },
  ],
  menu: [{ routeKey: 'users' }],
};
