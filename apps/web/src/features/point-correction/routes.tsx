import type { FeatureModule } from '../../shared/routing/featureModule';

/** Point correction (spec 2: pointcorrection) and the player points page (ours, issue 12). */
export const pointCorrectionFeature: FeatureModule = {
  name: 'point-correction',
  routes: [
    { key: 'pointcorrection', lazy: () => import('./pages/PointCorrectionPage') },
    { key: 'playerpoints', lazy: () => import('./pages/PlayerPointsPage') },
  ],
  menu: [{ routeKey: 'pointcorrection' }, { routeKey: 'playerpoints' }],
};
