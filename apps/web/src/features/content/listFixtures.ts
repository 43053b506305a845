import type { News, Outlet, Promotion } from '@dealer/contracts/content';

/** Rows the content lists' tests answer with: one of each, valid for the replies' contracts. */

export const PROMO: Promotion = {
  uid: 'PRM-0001',
  name: 'Year-end deal',
  promotionDescription: '<p>Cheap cars</p>',
  shortDescription: 'Cheap cars',
  validFrom: '01-12-2026',
  validTo: '31-12-2026',
  branchCode: 'T011',
  branchName: 'Auto2000 Sunter',
  activeStatus: true,
  image: null,
  imageUrl: null,
  thumbnailUrl: null,
  approval: 'approved',
  rejectReason: '',
  state: 'running',
  version: 1,
  creationTime: '2026-11-01T00:00:00.000Z',
  modifiedTime: null,
};

export const NEWS: News = {
  id: 7,
  uid: 'NWS-0007',
  name: 'Oil tips',
  shortDesc: 'Change it',
  content: '<p>Every 10,000 km</p>',
  activeStatus: 'aktif',
  category: 'TipsTricks',
  outletType: 'Branch',
  source: '',
  videoURL: '',
  branchCode: 'T011',
  branchName: 'Auto2000 Sunter',
  image: null,
  imageUrl: null,
  thumbnailUrl: null,
  version: 1,
  creationTime: '2026-11-01T00:00:00.000Z',
  modifiedTime: null,
};

const weekday = {
  startDay: 'Monday',
  untilDay: 'Friday',
  open: '08.00',
  close: '17.00',
  closed: false,
};
const weekend = { ...weekday, startDay: 'Saturday', untilDay: 'Sunday' };

/** An outlet, the branch picker's option `T011 · Auto2000 Sunter` unless named otherwise. */
export function outlet(over: Partial<Outlet> = {}): Outlet {
  return {
    branchCode: 'T011',
    branchName: 'Auto2000 Sunter',
    urlName: 'sunter',
    streetName: 'Jl. Sunter 1',
    town: 'Jakarta',
    service: '',
    postalCode: '14350',
    showroomPhone: '021-1',
    workshopPhone: '021-2',
    youtube: '',
    twitter: '',
    instagram: '',
    facebook: '',
    showroomHours: { weekday, weekend },
    workshopHours: { weekday, weekend },
    holidays: [],
    latitude: -6.15,
    longitude: 106.9,
    branchHead: '',
    headoftheWorkshop: '',
    logo: null,
    branchImage: null,
    branchHeadImage: null,
    headoftheWorkshopImage: null,
    version: 1,
    logoUrl: null,
    branchImageUrl: null,
    branchHeadImageUrl: null,
    headoftheWorkshopImageUrl: null,
    updatedTime: null,
    ...over,
  };
}
