import type { FeatureModule } from '../../shared/routing/featureModule';

/** The quest feature (being built): its routes and menu entries. */
export const questFeature: FeatureModule = {
  name: 'quest',
  routes: [
    { key: 'astraquest/why/:id', lazy: () => import('./engine/WhyPage') },
    { key: 'astraquest/backtest/:id', lazy: () => import('./engine/BacktestPage') },
  ],
  menu: [],
};
