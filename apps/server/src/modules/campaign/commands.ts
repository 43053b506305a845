import { and, eq, gt, ne, sql } from 'drizzle-orm';
import {
  ALL,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUS,
  type BlastMessage,
  type BlastMessageInput,
} from '@dealer/contracts/campaign';
import type { FieldError } from '@dealer/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { campaign, campaignType, modelMaterial, region } from '../../db/schema/index';
import { imageExists, imageUrl } from '../../platform/files/store';
import { assertNoConflicts, assertValid } from '../../platform/records/unique';
import { softDelete, updateVersioned } from '../../platform/records/versioned';
import { getCampaign } from './query';

type Image = { fileId: string; sequence: number };

/** Unknown type, region, vehicle type or image: 400 naming the field, nothing written. */
async function referenceErrors(
  tx: DbOrTx,
  input: BlastMessageInput,
  images: Image[],
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const prefix = 'BlastMessage';
  const [type] = await tx
    .select({ code: campaignType.code })
    .from(campaignType)
    .where(eq(campaignType.code, input.blastMessageTypeCode));
  if (!type) {
    errors.push({
      field: `${prefix}.blastMessageTypeCode`,
      message: `Unknown type ${input.blastMessageTypeCode}`,
    });
  }
  if (input.regionCode !== ALL) {
    const [found] = await tx
      .select({ id: region.id })
      .from(region)
      .where(eq(region.regionCode, input.regionCode));
    if (!found)
      errors.push({ field: `${prefix}.regionCode`, message: `Unknown region ${input.regionCode}` });
  }
  if (input.vehicleTypeCode !== ALL) {
    const [found] = await tx
      .select({ id: modelMaterial.id })
      .from(modelMaterial)
      .where(eq(modelMaterial.modelMaterialCode, input.vehicleTypeCode));
    if (!found) {
      errors.push({
        field: `${prefix}.vehicleTypeCode`,
        message: `Unknown vehicle type ${input.vehicleTypeCode}`,
      });
    }
  }
  for (const image of images) {
    if (!(await imageExists(tx, image.fileId))) {
      errors.push({ field: 'BlastMessageImage.0.fileId', message: 'Upload the image first' });
    }
  }
  return errors;
}

/**
 * 409 when another live campaign (not deleted, not ended) has the same promo code in any case:
 * the conversion figure counts every order carrying the code (figures.ts), so a second campaign
 * with it would count the first one's orders. An ended campaign frees its code (the demo seeds its
 * codes again each month). A transaction-scoped lock per code makes two saves at once take turns.
 */
async function assertPromoCodeFree(tx: DbOrTx, code: string, ownId?: number): Promise<void> {
  const key = code.trim().toUpperCase();
  if (key === '') return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`campaign.promo_code|${key}`}))`);
  const [taken] = await tx
    .select({ id: campaign.id, title: campaign.title })
    .from(campaign)
    .where(
      and(
        eq(campaign.isActive, true),
        gt(campaign.validTo, sql`now()`),
        sql`upper(${campaign.promoCode}) = ${key}`,
        ownId === undefined ? undefined : ne(campaign.id, ownId),
      ),
    )
    .limit(1);
  if (!taken) return;
  assertNoConflicts([
    {
      field: 'BlastMessage.promoCode',
      message: CAMPAIGN_MESSAGES.promoCodeTaken,
    },
  ]);
}

function values(input: BlastMessageInput, images: Image[]) {
  const image = images[0];
  return {
    companyCode: input.companyCode,
    title: input.title,
    content: input.content,
    typeCode: input.blastMessageTypeCode,
    promoCode: input.promoCode,
    publishDate: new Date(input.publishDate),
    validFrom: new Date(input.validFrom),
    validTo: new Date(input.validTo),
    shareLink: input.shareLink,
    customerTargetCode: input.customerTargetCode,
    regionCode: input.regionCode,
    vehicleTypeCode: input.vehicleTypeCode,
    religion: input.religion,
    minimumAge: input.minimumAge,
    maximumAge: input.maximumAge,
    gender: input.gender,
    isEmail: input.isEmail,
    isPush: input.isPush,
    isSms: input.isSms,
    imageFileId: image?.fileId ?? null,
    imageUrl: image ? imageUrl(image.fileId) : null,
    imageSequence: image?.sequence ?? 0,
  };
}

/** Add: a new campaign starts inactive (status 3); activation is its own step. */
export function addCampaign(db: Db, input: BlastMessageInput, images: Image[], actor: string) {
  return db.transaction(async (tx) => {
    assertValid(await referenceErrors(tx, input, images));
    await assertPromoCodeFree(tx, input.promoCode);
    const [row] = await tx
      .insert(campaign)
      .values({ ...values(input, images), status: CAMPAIGN_STATUS.inactive, createdBy: actor })
      .returning({ id: campaign.id });
    return getCampaign(tx, row!.id);
  });
}

/**
 * Edit (version-checked). A campaign already dispatched keeps its audience: its targeting and
 * channels may still be edited, but only a campaign not yet dispatched is re-targeted at send time.
 */
export function editCampaign(
  db: Db,
  input: BlastMessageInput & { id: number; version: number },
  images: Image[],
  actor: string,
) {
  return db.transaction(async (tx) => {
    await getCampaign(tx, input.id);
    assertValid(await referenceErrors(tx, input, images));
    await assertPromoCodeFree(tx, input.promoCode, input.id);
    await updateVersioned(tx, campaign, input.id, input.version, values(input, images), actor);
    return getCampaign(tx, input.id);
  });
}

/** Remove hides the campaign; sends not yet made stop (the worker re-reads the campaign). */
export function removeCampaign(
  db: Db,
  ref: { id: number; version?: number | undefined },
  actor: string,
) {
  return db.transaction(async (tx) => {
    const existing = await getCampaign(tx, ref.id);
    await softDelete(tx, campaign, ref.id, ref.version, actor);
    await cancelUnsent(tx, ref.id);
    return existing;
  });
}

/** SetActive / SetNonActive. Deactivating cancels every delivery not yet handed to a provider. */
export function setCampaignStatus(
  db: Db,
  ref: { id: number; version?: number | undefined },
  active: boolean,
  actor: string,
): Promise<BlastMessage> {
  return db.transaction(async (tx) => {
    await getCampaign(tx, ref.id);
    await updateVersioned(
      tx,
      campaign,
      ref.id,
      ref.version,
      { status: active ? CAMPAIGN_STATUS.active : CAMPAIGN_STATUS.inactive },
      actor,
    );
    if (!active) await cancelUnsent(tx, ref.id);
    return getCampaign(tx, ref.id);
  });
}

async function cancelUnsent(tx: DbOrTx, campaignId: number) {
  await tx.execute(
    sql`update campaign_delivery set status = 'cancelled', reason = 'campaign deactivated', updated_time = now()
        where campaign_id = ${campaignId} and status = 'queued'`,
  );
}

/** Reactivation: deliveries cancelled by a deactivation become due again. */
export async function requeueCancelled(tx: DbOrTx, campaignId: number): Promise<void> {
  await tx.execute(
    sql`update campaign_delivery set status = 'queued', reason = null, updated_time = now()
        where campaign_id = ${campaignId} and status = 'cancelled'`,
  );
}

export const isActiveCampaign = (c: { status: number; isActive: boolean }) =>
  c.isActive && c.status === CAMPAIGN_STATUS.active;
