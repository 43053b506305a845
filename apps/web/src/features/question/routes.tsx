import type { FeatureModule } from '../../shared/routing/featureModule';

/** Checklist questions (ho_testdrive). No copy view (spec 1 section 2). */
export const questionFeature: FeatureModule = {
  name: 'question',
  routes: [
    { key: 'question', lazy: () => import('./pages/QuestionListPage') },
    { key: 'question/create', lazy: () => import('./pages/QuestionFormPage') },
    { key: 'question/edit/:id', lazy: () => import('./pages/QuestionFormPage') },
    { key: 'question/view/:id', lazy: () => import('./pages/QuestionFormPage') },
  ],
  menu: [{ routeKey: 'question' }],
};
