import { COMPANY_CODE, type MasterBranchInput } from '@dealer/contracts';
import type { branch } from '../../db/schema/index';

/** Wire input -> branch columns. Branches made in the console belong to company 0002. */
export function branchValues(
  input: MasterBranchInput,
): Omit<typeof branch.$inferInsert, 'createdBy'> {
  return {
    companyCode: COMPANY_CODE,
    regionId: input.regionId,
    branchCode: input.branchCode,
    branchDescription: input.branchDescription,
    address: input.address,
    postalCode: input.postalCode,
    branchTypeId: input.branchTypeId,
    isEnabled: input.isEnabled,
    phone1: input.phone1,
    phone2: input.phone2,
    fax: input.fax,
    branchPicName: input.branchPICName,
    branchEmailTo: input.branchEmailTo,
    branchEmailCc: input.branchEmailCc,
    webSiteLink: input.webSiteLink,
    twitterLink: input.twitterLink,
    facebookLink: input.facebookLink,
    mondayToFriday: input.mondayToFriday,
    saturday: input.saturday,
    sunday: input.sunday,
    latitude: input.latitude,
    longitude: input.longitude,
    bookingType: input.bookingType,
    isMainDealer: input.isMainDealer,
    districtId: input.districtId,
    districtName: input.districtName,
    dealerGroupId: input.dealerGroupID,
  };
}
