import { z } from 'zod';
import { id, list, text, trimmed } from './bounds';
import { ZAck } from './envelope';
import { ZAudit, ZListPaging, ZSortOrder } from './master';

export const TRANSMISSION_TYPES = ['Manual', 'Automatic'] as const;
export const ZTransmission = z.enum(TRANSMISSION_TYPES);
export type Transmission = z.infer<typeof ZTransmission>;

/**
 * The transmission a type's catalogue description states ('Avanza 1.3 E M/T' is Manual;
 * 'A/T' and 'CVT' are Automatic), or undefined when it states none and either is accepted.
 */
export function catalogueTransmission(materialDesc: string): Transmission | undefined {
  if (/(^|[^A-Z])M\/T($|[^A-Z])/i.test(materialDesc)) return 'Manual';
  if (/(^|[^A-Z])(A\/T|CVT)($|[^A-Z])/i.test(materialDesc)) return 'Automatic';
  return undefined;
}
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Dates travel as YYYY-MM-DD (spec 1 section 9). */
export const ZDate = text(10, 'must be a date as YYYY-MM-DD')
  .regex(DATE_PATTERN, 'must be a date as YYYY-MM-DD')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'is not a real date',
  );

export const ZModelMaterial = z.object({
  id: z.number().int(),
  modelMaterialCode: z.string(),
  modelMaterialDesc: z.string(),
});
export type ModelMaterial = z.infer<typeof ZModelMaterial>;
export const ZMaterial = z.object({
  id: z.number().int(),
  modelMaterialId: z.number().int(),
  materialNumber: z.string(),
  materialDesc: z.string(),
});
export type Material = z.infer<typeof ZMaterial>;
export const ZModelMaterialColor = z.object({
  id: z.number().int(),
  modelMaterialId: z.number().int(),
  colorCode: z.string(),
  colorDesc: z.string(),
});
export type ModelMaterialColor = z.infer<typeof ZModelMaterialColor>;

/** POST /api/testdrive/modelmaterial {action:'DisplayAll'} */
export const ZModelMaterialQuery = z.object({ action: z.literal('DisplayAll') });
export const ZModelMaterialListResponse = ZAck.extend({ modelMaterials: z.array(ZModelMaterial) });
/** POST /api/testdrive/material {action:'DisplayAll', modelMaterialId?} */
export const ZMaterialQuery = z.object({
  action: z.literal('DisplayAll'),
  modelMaterialId: id().optional(),
});
export const ZMaterialListResponse = ZAck.extend({ materials: z.array(ZMaterial) });
/** POST /api/testdrive/materialcolor {action:'Display', modelMaterialColor:{modelMaterialId}} */
export const ZModelMaterialColorQuery = z.object({
  action: z.literal('Display'),
  modelMaterialColor: z.object({ modelMaterialId: id() }),
});
export const ZModelMaterialColorListResponse = ZAck.extend({
  modelMaterialColors: z.array(ZModelMaterialColor),
});

export const ZBlockageDetail = z.object({
  id: z.number().int(),
  blockStartDate: z.string(),
  blockEndDate: z.string(),
  reasonListMappingId: z.number().int(),
  reasonDescription: z.string(),
  blockNotes: z.string().nullable(),
});
export type BlockageDetail = z.infer<typeof ZBlockageDetail>;

/**
 * A unit's state on the business day (spec 1 section 4): Booking (an order still holding it that
 * day), Blocked (a block covers the day; it wins over Booking) or Non Booking.
 */
export const BOOKING_STATUS = { booking: 1, blocked: 2, nonBooking: 3 } as const;
export const ZBookingStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type BookingStatus = z.infer<typeof ZBookingStatus>;

/** Test-drive unit, also called branch stock. */
export const ZTestDriveUnit = ZAudit.extend({
  id: z.number().int(),
  clusterId: z.number().int().nullable(),
  clusterCode: z.string().nullable(),
  clusterDescription: z.string().nullable(),
  branchId: z.number().int(),
  branchCode: z.string(),
  branchDescription: z.string(),
  modelMaterialId: z.number().int(),
  modelMaterialCode: z.string(),
  modelMaterialDesc: z.string(),
  modelMaterialColorId: z.number().int(),
  colorCode: z.string(),
  colorDesc: z.string(),
  materialId: z.number().int(),
  materialNumber: z.string(),
  materialDesc: z.string(),
  transmissionType: ZTransmission,
  equipmentNo: z.string(),
  policeRegNo: z.string(),
  stnkdate: z.string(),
  isGpsdongle: z.boolean(),
  isEnabled: z.boolean(),
  isBlock: z.boolean(),
  /** On the business day the list was read (the same day as isBlock). */
  bookingStatus: ZBookingStatus,
  blockageDetails: z.array(ZBlockageDetail),
});
export type TestDriveUnit = z.infer<typeof ZTestDriveUnit>;

export const ZTestDriveUnitInput = z.object({
  branchId: id('branchId is required'),
  modelMaterialId: id('modelMaterialId is required'),
  materialId: id('materialId is required'),
  modelMaterialColorId: id('modelMaterialColorId is required'),
  transmissionType: ZTransmission,
  equipmentNo: trimmed(30).min(1, 'equipmentNo is required'),
  policeRegNo: trimmed(15)
    .min(1, 'policeRegNo is required')
    .transform((v) => v.toUpperCase().replace(/\s+/g, ' ')),
  stnkdate: ZDate,
  isGpsdongle: z.boolean(),
  isEnabled: z.boolean(),
});
export type TestDriveUnitInput = z.infer<typeof ZTestDriveUnitInput>;

/** GET /api/testdrive/testdriveunit/getall — enabled units in the caller's branches. */
export const ZTestDriveUnitListResponse = ZAck.extend({
  testDriveUnits: z.array(ZTestDriveUnit),
  total: z.number().int(),
});
export type TestDriveUnitListResponse = z.infer<typeof ZTestDriveUnitListResponse>;

/** POST /api/testdrive/testdriveunit/search */
export const ZTestDriveUnitSearch = ZListPaging.extend({
  ClusterId: id().optional(),
  BranchId: id().optional(),
  ModelMaterialId: id().optional(),
  MaterialId: id().optional(),
  IsEnabled: z.boolean().optional(),
  TransmissionType: ZTransmission.optional(),
  keyword: trimmed(50).optional(),
  /** Only the units in this state today (the vehicles screen's status filter). */
  BookingStatus: ZBookingStatus.optional(),
  sortField: z.enum(['id', 'policeRegNo', 'branchCode', 'modelMaterialDesc']).default('id'),
  sortOrder: ZSortOrder.default('descend'),
});
export type TestDriveUnitSearch = z.infer<typeof ZTestDriveUnitSearch>;
/** POST /api/testdrive/testdriveunit/getbyid */
export const ZTestDriveUnitGetById = z.object({ Id: id() });
export const ZTestDriveUnitResponse = ZAck.extend({ testDriveUnit: ZTestDriveUnit });
/** POST /api/testdrive/testdriveunit/addmultiple (and addmultiplefromfileupload with {testDriveUnits}) */
export const ZTestDriveUnitAddMultiple = list(ZTestDriveUnitInput, 20_000).min(1);
export const ZTestDriveUnitAddFromUpload = z.object({ testDriveUnits: ZTestDriveUnitAddMultiple });
/** POST /api/testdrive/testdriveunit/edit */
export const ZTestDriveUnitEdit = ZTestDriveUnitInput.extend({ id: id(), version: id() });
/** POST /api/testdrive/testdriveunit/delete */
export const ZTestDriveUnitDelete = z.object({ Id: id(), version: id().optional() });

/** POST /api/testdrive/testdriveunit/block — refused when it overlaps another block of the unit. */
export const ZBlockRequest = z
  .object({
    testDriveUnitId: id(),
    startDate: ZDate,
    endDate: ZDate,
    reasonListMappingId: id('reasonListMappingId is required'),
    blockNotes: trimmed(500).nullable().default(null),
  })
  .refine((b) => b.startDate <= b.endDate, {
    message: 'endDate must not be before startDate',
    path: ['endDate'],
  });
export type BlockRequest = z.infer<typeof ZBlockRequest>;
/** Orders booked on the unit inside the range; when any exist the block is not written. */
export const ZBlockCollision = z.object({
  testDriveOrderNo: z.string(),
  startDateTime: z.string(),
  endDateTime: z.string(),
  statusCode: z.number().int(),
});
export const ZBlockResponse = ZAck.extend({ collidingOrders: z.array(ZBlockCollision) });
export type BlockResponse = z.infer<typeof ZBlockResponse>;
/** POST /api/testdrive/testdriveunit/releaseblock — Id is the blockage id. */
export const ZReleaseBlockRequest = z.object({ Id: id() });
