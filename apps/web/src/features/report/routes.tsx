import type { FeatureModule } from '../../shared/routing/featureModule';

/** The test-drive monitoring report (spec 2 section 2: reportorder), a lazy chunk of its own. */
export const reportFeature: FeatureModule = {
  name: 'report',
  routes: [{ key: 'reportorder', lazy: () => import('./pages/ReportPage') }],
  menu: [{ routeKey: 'reportorder' }],
};
