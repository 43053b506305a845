import { and, eq, sql } from 'drizzle-orm';
import {
  endYearCutOffDay,
  endYearCutOffText,
  type AppConfig,
  type AppConfigSave,
} from '@dealer/contracts/game';
import type { DbOrTx } from '../../db/client';
import { gameAppConfig } from '../../db/schema/index';
import { isoTime } from '../../platform/records/query';
import { staleError } from '../../platform/records/versioned';

/** The configuration as the screen shows it: endYearCutOff as '12.<day>'. */
export async function getAppConfig(db: DbOrTx): Promise<AppConfig> {
  const [row] = await db.select().from(gameAppConfig).where(eq(gameAppConfig.id, 1));
  return {
    maxRedeemPeriode: row!.maxRedeemPeriode,
    cutOffAutoRedeem: row!.cutOffAutoRedeem,
    endYearCutOff: endYearCutOffText(row!.endYearCutOffDay),
    pointConversionRateIDR: row!.pointConversionRateIdr,
    version: row!.version,
    updatedTime: isoTime(row!.updatedTime),
    updatedBy: row!.updatedBy,
  };
}

/** Saves with the version read (409 when someone saved in between); the day is read after the dot. */
export async function saveAppConfig(
  db: DbOrTx,
  input: AppConfigSave,
  actor: string,
): Promise<AppConfig> {
  const updated = await db
    .update(gameAppConfig)
    .set({
      maxRedeemPeriode: input.maxRedeemPeriode,
      cutOffAutoRedeem: input.cutOffAutoRedeem,
      endYearCutOffDay: endYearCutOffDay(input.endYearCutOff),
      pointConversionRateIdr: input.pointConversionRateIDR,
      version: sql`${gameAppConfig.version} + 1`,
      updatedTime: sql`now()`,
      updatedBy: actor,
    })
    .where(and(eq(gameAppConfig.id, 1), eq(gameAppConfig.version, input.version)))
    .returning({ id: gameAppConfig.id });
  if (updated.length === 0) throw staleError();
  return getAppConfig(db);
}
