import {
  DEFAULT_MAP_CENTRE,
  type MasterBranch,
  type MasterBranchInput,
} from '@dealer/contracts/branch';
import { composeHours, parseHours } from './openingHours';
import { joinPic, splitPic } from './pic';

export interface BranchFormValues {
  regionId?: number;
  branchTypeId?: number;
  branchCode: string;
  branchDescription: string;
  address: string;
  postalCode: string;
  phone1: string;
  phone2: string;
  fax: string;
  picHead: string;
  picServiceHead: string;
  branchEmailTo: string;
  branchEmailCc: string;
  webSiteLink: string;
  twitterLink: string;
  facebookLink: string;
  weekdayOpen?: string;
  weekdayClose?: string;
  saturdayOpen?: string;
  saturdayClose?: string;
  sundayOpen?: string;
  sundayClose?: string;
  latitude: number;
  longitude: number;
  isEnabled: boolean;
}

export const BRANCH_FIELDS = [
  'regionId',
  'branchTypeId',
  'branchCode',
  'branchDescription',
  'address',
  'postalCode',
  'phone1',
  'phone2',
  'fax',
  'picHead',
  'picServiceHead',
  'branchEmailTo',
  'branchEmailCc',
  'webSiteLink',
  'twitterLink',
  'facebookLink',
  'weekdayOpen',
  'weekdayClose',
  'saturdayOpen',
  'saturdayClose',
  'sundayOpen',
  'sundayClose',
  'latitude',
  'longitude',
  'isEnabled',
];

/** Server field names whose form field is called otherwise. */
export const BRANCH_FIELD_ALIASES = {
  branchPICName: 'picHead',
  mondayToFriday: 'weekdayOpen',
  saturday: 'saturdayOpen',
  sunday: 'sundayOpen',
};

export const EMPTY_BRANCH: BranchFormValues = {
  branchCode: '',
  branchDescription: '',
  address: '',
  postalCode: '',
  phone1: '',
  phone2: '',
  fax: '',
  picHead: '',
  picServiceHead: '',
  branchEmailTo: '',
  branchEmailCc: '',
  webSiteLink: '',
  twitterLink: '',
  facebookLink: '',
  latitude: DEFAULT_MAP_CENTRE.latitude,
  longitude: DEFAULT_MAP_CENTRE.longitude,
  isEnabled: true,
};

export function branchValues(row: MasterBranch): BranchFormValues {
  const pic = splitPic(row.branchPICName);
  const weekday = parseHours(row.mondayToFriday);
  const saturday = parseHours(row.saturday);
  const sunday = parseHours(row.sunday);
  return {
    regionId: row.regionId,
    branchTypeId: row.branchTypeId,
    branchCode: row.branchCode,
    branchDescription: row.branchDescription,
    address: row.address,
    postalCode: row.postalCode,
    phone1: row.phone1,
    phone2: row.phone2 ?? '',
    fax: row.fax ?? '',
    picHead: pic.head,
    picServiceHead: pic.serviceHead,
    branchEmailTo: row.branchEmailTo,
    branchEmailCc: row.branchEmailCc,
    webSiteLink: row.webSiteLink,
    twitterLink: row.twitterLink ?? '',
    facebookLink: row.facebookLink ?? '',
    weekdayOpen: weekday.open,
    weekdayClose: weekday.close,
    saturdayOpen: saturday.open,
    saturdayClose: saturday.close,
    sundayOpen: sunday.open,
    sundayClose: sunday.close,
    latitude: row.latitude,
    longitude: row.longitude,
    isEnabled: row.isEnabled,
  };
}

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The form's values as the contract's input. Fields the form does not show (booking type, main
 * dealer, district, dealer group) keep the record's values on an edit.
 */
export function toBranchInput(
  values: BranchFormValues,
  row?: Partial<MasterBranch>,
): MasterBranchInput {
  return {
    regionId: values.regionId ?? 0,
    branchTypeId: values.branchTypeId ?? 0,
    branchCode: values.branchCode.trim(),
    branchDescription: values.branchDescription.trim(),
    address: values.address.trim(),
    postalCode: values.postalCode.trim(),
    phone1: values.phone1.trim(),
    phone2: optional(values.phone2),
    fax: optional(values.fax),
    branchPICName: joinPic({ head: values.picHead, serviceHead: values.picServiceHead }),
    branchEmailTo: values.branchEmailTo.trim(),
    branchEmailCc: values.branchEmailCc.trim(),
    webSiteLink: values.webSiteLink.trim(),
    twitterLink: optional(values.twitterLink),
    facebookLink: optional(values.facebookLink),
    mondayToFriday: composeHours({ open: values.weekdayOpen, close: values.weekdayClose }),
    saturday: composeHours({ open: values.saturdayOpen, close: values.saturdayClose }),
    sunday: composeHours({ open: values.sundayOpen, close: values.sundayClose }),
    latitude: Number(values.latitude),
    longitude: Number(values.longitude),
    isEnabled: values.isEnabled,
    bookingType: row?.bookingType ?? null,
    isMainDealer: row?.isMainDealer ?? false,
    districtId: row?.districtId ?? null,
    districtName: row?.districtName ?? null,
    dealerGroupID: row?.dealerGroupID ?? null,
  };
}
