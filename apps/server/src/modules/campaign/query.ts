import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { RELIGIONS, type BlastMessage } from '@dealer/contracts/campaign';
import type { DbOrTx } from '../../db/client';
import { campaign, campaignType, modelMaterial, region } from '../../db/schema/index';
import { ilikeContains } from '../../platform/http/like';
import { notFoundError } from '../../platform/records/versioned';
import { readTogether } from '../../db/together';

const columns = {
  row: campaign,
  typeDesc: campaignType.description,
};

function select(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(campaign)
    .innerJoin(campaignType, eq(campaignType.code, campaign.typeCode))
    .where(and(eq(campaign.isActive, true), where));
}

type Row = Awaited<ReturnType<typeof select>>[number];

export function toBlastMessage({ row, typeDesc }: Row): BlastMessage {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    content: row.content,
    blastMessageTypeCode: row.typeCode,
    blastMessageTypeDesc: typeDesc,
    promoCode: row.promoCode,
    publishDate: row.publishDate.toISOString(),
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    status: row.status,
    shareLink: row.shareLink,
    customerTargetCode: row.customerTargetCode,
    regionCode: row.regionCode,
    vehicleTypeCode: row.vehicleTypeCode,
    religion: row.religion,
    minimumAge: row.minimumAge,
    maximumAge: row.maximumAge,
    gender: row.gender,
    isEmail: row.isEmail,
    isPush: row.isPush,
    isSms: row.isSms,
    companyCode: row.companyCode,
    dispatchedTime: row.dispatchedTime?.toISOString() ?? null,
    createdTime: row.createdTime.toISOString(),
    createdBy: row.createdBy,
  };
}

/** The list: title contains, type equals, publish date within business days [start, end]. */
export async function listCampaigns(
  db: DbOrTx,
  q: {
    Title: string;
    Type: string;
    PublishDateStart?: string | undefined;
    PublishDateEnd?: string | undefined;
  },
  timeZone: string,
): Promise<BlastMessage[]> {
  const rows = await select(
    db,
    and(
      q.Title ? ilikeContains(campaign.title, q.Title) : undefined,
      q.Type ? eq(campaign.typeCode, q.Type) : undefined,
      q.PublishDateStart
        ? sql`${campaign.publishDate} >= (${q.PublishDateStart}::date)::timestamp at time zone ${timeZone}`
        : undefined,
      q.PublishDateEnd
        ? sql`${campaign.publishDate} < (${q.PublishDateEnd}::date + 1)::timestamp at time zone ${timeZone}`
        : undefined,
    ),
  )
    .orderBy(desc(campaign.publishDate), desc(campaign.id))
    .limit(1000);
  return rows.map(toBlastMessage);
}

export async function getCampaign(db: DbOrTx, id: number): Promise<BlastMessage> {
  const [row] = await select(db, eq(campaign.id, id));
  if (!row) throw notFoundError();
  return toBlastMessage(row);
}

/** The raw row (dispatcher, image). */
export async function campaignRow(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(campaign)
    .where(and(eq(campaign.id, id), eq(campaign.isActive, true)));
  if (!row) throw notFoundError();
  return row;
}

export const campaignTypes = (db: DbOrTx) =>
  db.select().from(campaignType).orderBy(asc(campaignType.code));

/** The form's select options: regions, vehicle types (models), religions. */
export async function campaignOptions(db: DbOrTx) {
  const [regions, models] = await readTogether(db, [
    () =>
      db
        .select({ code: region.regionCode, name: region.regionName })
        .from(region)
        .orderBy(region.regionName),
    () =>
      db
        .select({ code: modelMaterial.modelMaterialCode, name: modelMaterial.modelMaterialDesc })
        .from(modelMaterial)
        .orderBy(modelMaterial.modelMaterialDesc),
  ]);
  return { regions, vehicleTypes: models, religions: [...RELIGIONS] };
}
