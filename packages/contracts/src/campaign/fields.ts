import { int4, trimmed } from '../bounds';
import { ZDate } from '../branch-stock';

/** Field schemas the campaign calls share (campaign.ts makes only ZCampaignAge public). */

export const code = (field: string) => trimmed(40).min(1, `${field} is required`);
/** A customer's age in years, as the targeting takes it (the form checks the same bounds). */
export const ZCampaignAge = int4({ min: 0, max: 150 });
export const ZAge = ZCampaignAge;
export const ZDay = ZDate.refine((v) => v >= '1900-01-01' && v <= '2999-12-31', 'is out of range');

export const ZPhone = trimmed(21, 'must be a phone number').regex(
  /^\+?[0-9 -]{6,20}$/,
  'must be a phone number',
);
