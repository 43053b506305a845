import { sql } from 'drizzle-orm';
import { RELIGIONS, ZServiceCustomer, type ServiceCustomer } from '@dealer/contracts/campaign';
import { modelMaterial, region } from '../../db/schema/index';
import type { UploadModule } from '../../platform/upload/types';
import { upsertCustomer } from './customers';
import { readTogether } from '../../db/together';

interface Lookups {
  regions: Set<string>;
  vehicleTypes: Set<string>;
}

/**
 * Customer import (xlsx or csv, template at customerTemplate): every row is checked, one bad row
 * writes nothing (platform/upload pipeline). A known CustomerRef is updated, a new one created;
 * a CustomerRef twice in the file is an error.
 */
export const customerUpload: UploadModule<ServiceCustomer, Lookups> = {
  name: 'customer',
  columns: [
    { name: 'CustomerRef', mandatory: true, example: 'CUST-0001' },
    { name: 'FullName', mandatory: true, example: 'Dewi Anggraini' },
    { name: 'RegionCode', mandatory: false, example: 'JKT' },
    { name: 'VehicleTypeCode', mandatory: false, example: 'AVANZA' },
    { name: 'Religion', mandatory: false, example: RELIGIONS.join(' / ') },
    { name: 'BirthDate', mandatory: false, example: '1990-05-17' },
    { name: 'Gender', mandatory: false, example: 'F' },
    { name: 'Email', mandatory: false, example: 'dewi@example.com' },
    { name: 'Phone', mandatory: false, example: '+6281234567890' },
    { name: 'ConsentEmail', mandatory: false, example: '1' },
    { name: 'ConsentSms', mandatory: false, example: '0' },
    { name: 'ConsentPush', mandatory: false, example: '0' },
  ],
  async lookups(db) {
    const [regions, models] = await readTogether(db, [
      () => db.select({ code: region.regionCode }).from(region),
      () => db.select({ code: modelMaterial.modelMaterialCode }).from(modelMaterial),
    ]);
    return {
      regions: new Set(regions.map((r) => r.code)),
      vehicleTypes: new Set(models.map((m) => m.code)),
    };
  },
  toInput(row, { regions, vehicleTypes }) {
    const opt = (column: string) => row.optionalText(column) ?? undefined;
    const regionCode = opt('RegionCode');
    if (regionCode && !regions.has(regionCode)) {
      row.unknown('RegionCode', regionCode);
    }
    const vehicleTypeCode = opt('VehicleTypeCode');
    if (vehicleTypeCode && !vehicleTypes.has(vehicleTypeCode)) {
      row.unknown('VehicleTypeCode', vehicleTypeCode);
    }
    const flag = (column: string) => (row.optionalText(column) === null ? false : row.flag(column));
    return {
      customerRef: row.text('CustomerRef'),
      fullName: row.text('FullName'),
      regionCode,
      vehicleTypeCode,
      religion: opt('Religion')?.toUpperCase(),
      birthDate: row.optionalText('BirthDate') === null ? undefined : row.date('BirthDate'),
      gender: opt('Gender')?.toUpperCase(),
      email: opt('Email'),
      phone: opt('Phone'),
      consentEmail: flag('ConsentEmail'),
      consentSms: flag('ConsentSms'),
      consentPush: flag('ConsentPush'),
    };
  },
  schema: ZServiceCustomer,
  columnOf: {
    customerRef: 'CustomerRef',
    fullName: 'FullName',
    regionCode: 'RegionCode',
    vehicleTypeCode: 'VehicleTypeCode',
    religion: 'Religion',
    birthDate: 'BirthDate',
    gender: 'Gender',
    email: 'Email',
    phone: 'Phone',
    consentEmail: 'ConsentEmail',
    consentSms: 'ConsentSms',
    consentPush: 'ConsentPush',
  },
  unique: [
    {
      column: 'CustomerRef',
      label: 'Customer',
      key: (c) => c.customerRef,
      // An existing reference is updated, not refused: only duplicates inside the file count.
      taken: () => Promise.resolve(new Set<string>()),
    },
  ],
  async insert(tx, inputs, actor) {
    for (const input of inputs) await upsertCustomer(tx, input, actor);
    await tx.execute(sql`select 1`);
    return inputs.length;
  },
};
