import type { FeatureModule } from '../../shared/routing/featureModule';

const list = () => import('./pages/QuestListPage');
const form = () => import('./pages/QuestFormPage');
const STATUSES = ['draft', 'open', 'active', 'inactive', 'cancelled', 'deleted'];

/** The quest console: list by status, the form in its modes, rerun event missions. */
export const questFeature: FeatureModule = {
  name: 'quest',
  routes: [
    { key: 'astraquest', lazy: list },
    ...STATUSES.map((status) => ({ key: `astraquest/${status}`, lazy: list })),
    { key: 'astraquest/create', lazy: form },
    { key: 'astraquest/view/:id', lazy: form },
    { key: 'astraquest/copy/:id', lazy: form },
    { key: 'astraquest/edit/:id', lazy: form },
    { key: 'rerunevent', lazy: () => import('./pages/RerunEventPage') },
    { key: 'astraquest/why/:id', lazy: () => import('./engine/WhyPage') },
    { key: 'astraquest/backtest/:id', lazy: () => import('./engine/BacktestPage') },
    { key: 'astraquest/podium/:id', lazy: () => import('./engine/PodiumPage') },
  ],
  menu: [
    { routeKey: 'astraquest' },
    ...STATUSES.map((status) => ({ routeKey: `astraquest/${status}` })),
    { routeKey: 'rerunevent' },
  ],
};
