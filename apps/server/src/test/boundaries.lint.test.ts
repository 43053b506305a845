import { describe, expect, it } from 'vitest';
import { boundaryBreaches as breaches } from '../../../../eslint/lintProbe';

/**
 * The server's layers, held by lint (eslint/houseBoundaries.js): each forbidden import below is a
 * probe file linted where it would sit, and must fail; the allowed ones beside it must pass, so
 * the rule is not simply refusing everything.
 */
const MODULE_FILE = 'apps/server/src/modules/report/probe.ts';

describe('server import boundaries', () => {
  it("refuses a module reaching into another module's internals", async () => {
    expect(await breaches(MODULE_FILE, '../order/query')).toEqual([
      "Import module 'order' through its front door, modules/order/public.ts.",
    ]);
    expect(await breaches('apps/server/src/app.ts', './modules/order/workflow')).toHaveLength(1);
  }, 60_000);

  it("lets a module import another's front door and its own files", async () => {
    expect(await breaches(MODULE_FILE, '../order/public')).toEqual([]);
    expect(await breaches(MODULE_FILE, './query')).toEqual([]);
    expect(await breaches(MODULE_FILE, '../../platform/http/errors')).toEqual([]);
  }, 60_000);

  it("refuses a module's own file importing its front door (a load cycle)", async () => {
    expect(await breaches(MODULE_FILE, './public')).toHaveLength(1);
  }, 60_000);

  it('refuses db/ importing anything above it', async () => {
    const db = 'apps/server/src/db/probe.ts';
    expect(await breaches(db, '../platform/time/businessDate')).toHaveLength(1);
    expect(await breaches(db, '../modules/order/public')).toHaveLength(1);
    expect(await breaches(db, '../seed/demo')).toHaveLength(1);
    expect(await breaches(db, '../config')).toHaveLength(1);
    expect(await breaches(db, './client')).toEqual([]);
  }, 60_000);

  it('refuses platform/ importing a module or the seed', async () => {
    const platform = 'apps/server/src/platform/http/probe.ts';
    expect(await breaches(platform, '../../modules/content/public')).toHaveLength(1);
    expect(await breaches(platform, '../../seed/demoAccounts')).toHaveLength(1);
    expect(await breaches(platform, '../../db/client')).toEqual([]);
  }, 60_000);

  it('refuses a module importing the demo seed, which sits above the modules', async () => {
    expect(await breaches(MODULE_FILE, '../../seed/generate/units')).toHaveLength(1);
  }, 60_000);

  it('refuses production code importing a test kit', async () => {
    expect(await breaches(MODULE_FILE, '../../test/testApp')).toHaveLength(1);
    expect(await breaches(MODULE_FILE, '../order/test/orders')).toHaveLength(1);
  }, 60_000);

  it("lets a test use another module's test kit, and build the whole app", async () => {
    const test = 'apps/server/src/modules/report/probe.test.ts';
    expect(await breaches(test, '../order/test/orders')).toEqual([]);
    expect(await breaches(test, '../../test/testApp')).toEqual([]);
    expect(await breaches('apps/server/src/platform/probe.test.ts', '../app')).toEqual([]);
    expect(await breaches(test, '../order/workflow')).toHaveLength(1);
  }, 60_000);
});
