import { ZMasterBranchInput, type MasterBranchInput } from '@dealer/contracts';
import { branch, branchType, region } from '../../db/schema/index';
import type { UploadModule } from '../../platform/upload/types';
import { uploadFlag } from '../../platform/upload/uploadFlag';
import { takenBranchCodes } from './rules';
import { branchValues } from './values';
import { readTogether } from '../../db/together';

interface Lookups {
  regions: Map<string, number>;
  types: Map<string, number>;
}

/** Branch upload (spec 1 section 5): RegionName and BranchTypeCode map to ids; Status 1 = enabled. */
export const branchUpload: UploadModule<MasterBranchInput, Lookups> = {
  name: 'masterbranch',
  columns: [
    { name: 'RegionName', mandatory: true, example: 'Jakarta' },
    { name: 'BranchCode', mandatory: true, example: 'T099' },
    { name: 'BranchTypeCode', mandatory: true, example: 'VSP' },
    { name: 'BranchDescription', mandatory: true, example: 'Auto2000 Pluit' },
    { name: 'BranchPICName', mandatory: true, example: 'Hadi Prasetyo;Eko Saputra' },
    { name: 'Address', mandatory: true, example: 'Jl. Pluit Raya No. 1, Jakarta Utara' },
    { name: 'PostalCode', mandatory: true, example: '14450' },
    { name: 'Latitude', mandatory: true, example: '-6.125' },
    { name: 'Longitude', mandatory: true, example: '106.79' },
    { name: 'Phone1', mandatory: true, example: '021-6601234' },
    { name: 'BranchEmailTo', mandatory: true, example: 't099@auto2000.co.id' },
    { name: 'BranchEmailCc', mandatory: true, example: 'service.t099@auto2000.co.id' },
    { name: 'MondayToFriday', mandatory: true, example: '08.00 - 17.00' },
    { name: 'Saturday', mandatory: true, example: '08.00 - 14.00' },
    { name: 'Sunday', mandatory: true, example: 'Tutup' },
    { name: 'WebSiteLink', mandatory: true, example: 'https://auto2000.co.id' },
    { name: 'Status', mandatory: true, example: '1' },
    { name: 'Phone2', mandatory: false, example: '021-6601235' },
    { name: 'Fax', mandatory: false, example: '021-6601239' },
    { name: 'TwitterLink', mandatory: false, example: '' },
    { name: 'FacebookLink', mandatory: false, example: '' },
  ],
  async lookups(db) {
    const [regions, types] = await readTogether(db, [
      () => db.select().from(region),
      () => db.select().from(branchType),
    ]);
    return {
      // A region is named by its name (spec), its code is accepted too.
      regions: new Map(
        regions.flatMap((r) => [
          [r.regionName.toLowerCase(), r.id],
          [r.regionCode.toLowerCase(), r.id],
        ]),
      ),
      types: new Map(types.map((t) => [t.branchTypeCode.toLowerCase(), t.id])),
    };
  },
  toInput(row, { regions, types }) {
    const regionName = row.text('RegionName');
    const regionId = regions.get(regionName.toLowerCase());
    if (regionId === undefined) row.unknown('RegionName', regionName);
    const typeCode = row.text('BranchTypeCode');
    const branchTypeId = types.get(typeCode.toLowerCase());
    if (branchTypeId === undefined) row.unknown('BranchTypeCode', typeCode);
    return {
      regionId,
      branchTypeId,
      branchCode: row.text('BranchCode'),
      branchDescription: row.text('BranchDescription'),
      address: row.text('Address'),
      postalCode: row.text('PostalCode'),
      isEnabled: uploadFlag(row, 'Status'),
      phone1: row.text('Phone1'),
      phone2: row.optionalText('Phone2'),
      fax: row.optionalText('Fax'),
      branchPICName: row.text('BranchPICName'),
      branchEmailTo: row.text('BranchEmailTo'),
      branchEmailCc: row.text('BranchEmailCc'),
      webSiteLink: row.text('WebSiteLink'),
      twitterLink: row.optionalText('TwitterLink'),
      facebookLink: row.optionalText('FacebookLink'),
      mondayToFriday: row.text('MondayToFriday'),
      saturday: row.text('Saturday'),
      sunday: row.text('Sunday'),
      latitude: row.number('Latitude'),
      longitude: row.number('Longitude'),
    };
  },
  schema: ZMasterBranchInput,
  columnOf: {
    regionId: 'RegionName',
    branchTypeId: 'BranchTypeCode',
    branchCode: 'BranchCode',
    branchDescription: 'BranchDescription',
    address: 'Address',
    postalCode: 'PostalCode',
    isEnabled: 'Status',
    phone1: 'Phone1',
    phone2: 'Phone2',
    fax: 'Fax',
    branchPICName: 'BranchPICName',
    branchEmailTo: 'BranchEmailTo',
    branchEmailCc: 'BranchEmailCc',
    webSiteLink: 'WebSiteLink',
    twitterLink: 'TwitterLink',
    facebookLink: 'FacebookLink',
    mondayToFriday: 'MondayToFriday',
    saturday: 'Saturday',
    sunday: 'Sunday',
    latitude: 'Latitude',
    longitude: 'Longitude',
  },
  unique: [
    {
      column: 'BranchCode',
      label: 'Branch code',
      key: (b) => b.branchCode,
      taken: (db, keys) => takenBranchCodes(db, keys),
    },
  ],
  async insert(tx, inputs, actor) {
    for (let i = 0; i < inputs.length; i += 1000) {
      await tx
        .insert(branch)
        .values(inputs.slice(i, i + 1000).map((b) => ({ ...branchValues(b), createdBy: actor })));
    }
    return inputs.length;
  },
};
