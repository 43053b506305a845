import { ALL, CAMPAIGN_MESSAGES, type BlastMessage } from '@dealer/contracts/campaign';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import type { ContractTexts } from '../../shared/form/contractCheck';
import type { FormMode } from '../../shared/kit/formMode';
import { fromPickerValue, pickerNow, toPickerValue } from '../../shared/time/businessTime';

/** The campaign form's values (the request's fields; the validity window as one range). */
export interface CampaignValues {
  title: string;
  content: string;
  blastMessageTypeCode: string | undefined;
  promoCode: string;
  publishDate: Dayjs;
  validity: [Dayjs, Dayjs];
  shareLink: string;
  customerTargetCode: string;
  regionCode: string;
  vehicleTypeCode: string;
  religion: string;
  gender: string;
  minimumAge: number;
  maximumAge: number;
  isPush: boolean;
  isEmail: boolean;
  isSms: boolean;
  companyCode: string;
}

/** The form's fields top to bottom (a refusal scrolls to the first of them). */
export const CAMPAIGN_FIELDS = [
  'title',
  'content',
  'blastMessageTypeCode',
  'promoCode',
  'publishDate',
  'validity',
  'shareLink',
  'regionCode',
  'vehicleTypeCode',
  'religion',
  'gender',
  'minimumAge',
  'maximumAge',
  'isPush',
  'isEmail',
  'isSms',
];

/** Request paths the form holds under another name: the server's `BlastMessage.` prefix is cut. */
export const CAMPAIGN_ALIASES = { validFrom: 'validity', validTo: 'validity' };

/** The contract's own words (refinements, patterns, the server's promo-code rule), translated. */
export const campaignRefusalTexts = (t: TFunction): ContractTexts => ({
  [CAMPAIGN_MESSAGES.promoCodeTaken]: t('campaign.promoCodeTaken'),
  'letters, digits, - and _ only': t('campaign.promoCodeRule'),
  'maximumAge must not be below minimumAge': t('campaign.ageRule'),
  'validTo must not be before validFrom': t('campaign.validityRule'),
  'title is required': t('campaign.required'),
  'content is required': t('campaign.required'),
  'blastMessageTypeCode is required': t('campaign.required'),
});

/**
 * Spec 1 section 9: company 0002, push on, e-mail and SMS off, 'ALL' targets, age 1-100 on add.
 * Pickers hold business wall times (the list shows Jakarta's time whatever the browser's zone).
 */
export function campaignDefaults(mode: FormMode): CampaignValues {
  const now = pickerNow().second(0).millisecond(0);
  return {
    title: '',
    content: '',
    blastMessageTypeCode: undefined,
    promoCode: '',
    publishDate: now,
    validity: [now, now.add(1, 'month')],
    shareLink: '',
    customerTargetCode: ALL,
    regionCode: ALL,
    vehicleTypeCode: ALL,
    religion: ALL,
    gender: ALL,
    minimumAge: mode === 'create' ? 1 : 0,
    maximumAge: 100,
    isPush: true,
    isEmail: false,
    isSms: false,
    companyCode: '0002',
  };
}

/**
 * A saved campaign as the form shows it. A copy is a new campaign and starts without the promo
 * code, which belongs to one live campaign (two would count the same orders as conversions).
 */
export function campaignValuesOf(m: BlastMessage, mode: FormMode): CampaignValues {
  return {
    title: m.title,
    content: m.content,
    blastMessageTypeCode: m.blastMessageTypeCode,
    promoCode: mode === 'copy' ? '' : m.promoCode,
    publishDate: toPickerValue(m.publishDate)!,
    validity: [toPickerValue(m.validFrom)!, toPickerValue(m.validTo)!],
    shareLink: m.shareLink,
    customerTargetCode: m.customerTargetCode,
    regionCode: m.regionCode,
    vehicleTypeCode: m.vehicleTypeCode,
    religion: m.religion,
    gender: m.gender,
    minimumAge: m.minimumAge,
    maximumAge: m.maximumAge,
    isPush: m.isPush,
    isEmail: m.isEmail,
    isSms: m.isSms,
    companyCode: m.companyCode,
  };
}

/** The request's BlastMessage; an edit carries the record's id and version. */
export function campaignRequestOf(
  v: CampaignValues,
  editing: { id: number; version: number } | undefined,
) {
  return {
    title: v.title,
    content: v.content,
    blastMessageTypeCode: v.blastMessageTypeCode,
    promoCode: v.promoCode ?? '',
    publishDate: fromPickerValue(v.publishDate) ?? '',
    validFrom: fromPickerValue(v.validity[0]) ?? '',
    validTo: fromPickerValue(v.validity[1]) ?? '',
    shareLink: v.shareLink ?? '',
    customerTargetCode: ALL,
    regionCode: v.regionCode,
    vehicleTypeCode: v.vehicleTypeCode,
    religion: v.religion,
    gender: v.gender,
    minimumAge: v.minimumAge,
    maximumAge: v.maximumAge,
    isPush: v.isPush,
    isEmail: v.isEmail,
    isSms: v.isSms,
    companyCode: v.companyCode,
    ...editing,
  };
}
