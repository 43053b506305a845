import { describe, expect, it } from 'vitest';
import { boundaryBreaches as breaches } from '../../../../eslint/lintProbe';

/**
 * The console's layers, held by lint (eslint/houseBoundaries.js): features never import each
 * other, shared/ imports no feature, the app enters a feature through its routes.ts, and no
 * production file imports a test kit. Each probe is linted where it would sit.
 */
const FEATURE_PAGE = 'apps/web/src/features/quest/pages/Probe.tsx';

describe('console import boundaries', () => {
  it('refuses a feature importing another feature, however the path is spelt', async () => {
    expect(await breaches(FEATURE_PAGE, '../../cluster/api')).toHaveLength(1);
    expect(await breaches(FEATURE_PAGE, '../../../features/cluster/api')).toHaveLength(1);
    expect(await breaches('apps/web/src/features/quest/Probe.tsx', '../game/routes')).toHaveLength(
      1,
    );
  }, 60_000);

  it('lets a feature import its own files and shared/', async () => {
    expect(await breaches(FEATURE_PAGE, '../api')).toEqual([]);
    expect(await breaches(FEATURE_PAGE, '../../../shared/kit/MasterListPage')).toEqual([]);
  }, 60_000);

  it('refuses shared/ importing a feature', async () => {
    expect(await breaches('apps/web/src/shared/ui/Probe.tsx', '../../features/order/api')).toEqual([
      "shared/ imports no feature ('order'): shared code is what features build on.",
    ]);
  }, 60_000);

  it('lets the app enter a feature through its routes file only', async () => {
    const app = 'apps/web/src/app/Probe.tsx';
    expect(await breaches(app, '../features/order/routes')).toEqual([]);
    expect(await breaches(app, '../features/order/pages/BoardPage')).toHaveLength(1);
  }, 60_000);

  it('refuses production code importing a test kit, and lets tests use it', async () => {
    expect(await breaches(FEATURE_PAGE, '../../../test/fixtures')).toHaveLength(1);
    expect(await breaches(FEATURE_PAGE, '../test/order')).toHaveLength(1);
    expect(
      await breaches('apps/web/src/features/quest/pages/Probe.test.tsx', '../../../test/fixtures'),
    ).toEqual([]);
  }, 60_000);
});
