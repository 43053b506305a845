import { sql } from 'drizzle-orm';
import { RELIGIONS, type AudienceQuery } from '@dealer/contracts/campaign';
import { rows, type DbOrTx } from '../../apps/server/src/db/client';

/** The e-mail campaign's audience is this religion alone; the rest spread over the others. */
const AUDIENCE_RELIGION = 'KONGHUCU';
const SPREAD_RELIGIONS = RELIGIONS.filter((r) => r !== AUDIENCE_RELIGION);
/** A text[] literal (drizzle would expand a JS array into a record). */
const pgArray = (values: string[]) => `{${values.join(',')}}`;

/** The demo catalogue's regions and models: the codes customers and audience filters use. */
export interface AudienceCodes {
  regions: string[];
  models: string[];
}

export async function audienceCodes(db: DbOrTx): Promise<AudienceCodes> {
  const regions = (
    await rows<{ code: string }>(db, sql`select region_code as code from region`)
  ).map((r) => r.code);
  const models = (
    await rows<{ code: string }>(db, sql`select model_material_code as code from model_material`)
  ).map((r) => r.code);
  return { regions, models };
}

/**
 * `count` bench customers in one set-based insert, then analysed. The first `recipients` are an
 * e-mail campaign's audience (religion KONGHUCU, women, consenting); the rest spread over every
 * region, model, religion, age and gender, so an audience filter meets a realistic share.
 */
export async function seedCustomers(
  db: DbOrTx,
  { regions, models }: AudienceCodes,
  count: number,
  recipients: number,
): Promise<void> {
  await db.execute(sql`
    insert into customer (customer_ref, full_name, region_code, vehicle_type_code, religion, birth_date,
      gender, email, phone, consent_email, consent_sms, consent_push, opt_out_token)
    select 'B' || g, 'Bench customer ' || g,
      (${pgArray(regions)}::text[])[1 + g % ${regions.length}],
      (${pgArray(models)}::text[])[1 + (g / 7) % ${models.length}],
      case when g <= ${recipients} then ${AUDIENCE_RELIGION} else (${pgArray(SPREAD_RELIGIONS)}::text[])[1 + (g / 3) % ${SPREAD_RELIGIONS.length}] end,
      date '1950-01-01' + (g % 18000),
      case when g <= ${recipients} or g % 2 = 0 then 'F' else 'M' end,
      'bench' || g || '@example.com', '+62811' || lpad(g::text, 7, '0'),
      g <= ${recipients} or g % 3 <> 0, g % 4 = 0, false, md5('bench' || g)
    from generate_series(1, ${count}) g`);
  await db.execute(sql`analyze customer`);
}

/** The i-th audience preview of a spread: every filter set, values varied call by call. */
export function audienceBody(i: number, { regions, models }: AudienceCodes): AudienceQuery {
  return {
    regionCode: regions[i % regions.length]!,
    vehicleTypeCode: models[i % models.length]!,
    religion: SPREAD_RELIGIONS[i % SPREAD_RELIGIONS.length]!,
    gender: i % 2 === 0 ? 'F' : 'M',
    minimumAge: 20 + (i % 20),
    maximumAge: 45 + (i % 20),
  };
}
