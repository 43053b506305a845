import { CAMPAIGN_API, type BlastMessage } from '@dealer/contracts/campaign';
import { jsonResponse } from './fixtures';

/** Campaigns in the contracts' shape, and the form's calls answered, for the campaign screens' tests. */

export const OK = { acknowledge: 1, message: 'OK' };

export function campaignRow(overrides: Partial<BlastMessage> = {}): BlastMessage {
  return {
    id: 7,
    version: 3,
    title: 'Promo Servis Akhir Bulan',
    content: 'Servis hemat di akhir bulan.',
    blastMessageTypeCode: 'PROMO',
    blastMessageTypeDesc: 'Promotion',
    promoCode: '',
    publishDate: '2026-11-05T02:00:00.000Z',
    validFrom: '2026-11-01T00:00:00.000Z',
    validTo: '2027-01-01T00:00:00.000Z',
    status: 3,
    shareLink: '',
    customerTargetCode: 'ALL',
    regionCode: 'ALL',
    vehicleTypeCode: 'ALL',
    religion: 'ALL',
    minimumAge: 1,
    maximumAge: 100,
    gender: 'ALL',
    isEmail: false,
    isPush: true,
    isSms: false,
    companyCode: '0002',
    dispatchedTime: null,
    createdTime: '2026-11-01T00:00:00.000Z',
    createdBy: 'seed',
    ...overrides,
  };
}

/** What the campaign form asks for as it opens (the record, its lookups, its audience). */
export function campaignFormRoutes(campaign: BlastMessage): Record<string, () => Response> {
  return {
    [CAMPAIGN_API.byId]: () =>
      jsonResponse({ ...OK, blastMessage: campaign, blastMessageImageList: [] }),
    [CAMPAIGN_API.types]: () =>
      jsonResponse({ ...OK, listMessagesType: [{ code: 'PROMO', description: 'Promotion' }] }),
    [CAMPAIGN_API.options]: () =>
      jsonResponse({ ...OK, regions: [], vehicleTypes: [], religions: [] }),
    [CAMPAIGN_API.audience]: () => jsonResponse({ ...OK, customers: 0, email: 0, sms: 0, push: 0 }),
  };
}
