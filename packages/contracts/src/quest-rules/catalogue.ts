import type { DetailValueType } from './operators';

// --- catalogue ----------------------------------------------------------------------------------

/**
 * Details an event can carry. `key` is the field name in an event's `details` (and in the stored
 * event's JSON); EVENT_DATE is the event's own time (`occurredAt`), not a detail sent apart.
 */
export const METADATA_TYPE_DETAILS = [
  { id: 1, code: 'MODEL', key: 'model', name: 'Model', valueType: 'text' },
  { id: 2, code: 'MATERIAL', key: 'material', name: 'Material', valueType: 'text' },
  { id: 3, code: 'BRANCH', key: 'branch', name: 'Branch', valueType: 'text' },
  { id: 4, code: 'CUSTOMER_CITY', key: 'customerCity', name: 'Customer city', valueType: 'text' },
  { id: 5, code: 'ORDER_TYPE', key: 'orderType', name: 'Order type', valueType: 'text' },
  { id: 6, code: 'EVENT_DATE', key: 'occurredAt', name: 'Event date', valueType: 'date' },
  { id: 7, code: 'LOCATION_TYPE', key: 'locationType', name: 'Location type', valueType: 'text' },
  {
    id: 8,
    code: 'CUSTOMER_GROUP',
    key: 'customerGroup',
    name: 'Customer group',
    valueType: 'text',
  },
  { id: 9, code: 'SALES_SOURCE', key: 'salesSource', name: 'Sales source', valueType: 'text' },
  { id: 10, code: 'AMOUNT', key: 'amount', name: 'Amount (IDR)', valueType: 'number' },
] as const satisfies readonly {
  id: number;
  code: string;
  key: string;
  name: string;
  valueType: DetailValueType;
}[];
export type MetadataTypeDetail = (typeof METADATA_TYPE_DETAILS)[number];
export type MetadataTypeDetailCode = MetadataTypeDetail['code'];
/** Keys of `details` (every detail but the event date, which is the event's time). */
export type EventDetailKey = Exclude<MetadataTypeDetail['key'], 'occurredAt'>;

const ORDER_DETAILS = [1, 2, 3, 4, 5, 6, 7] as const;
const SALES_DETAILS = [1, 2, 3, 4, 6, 8, 9, 10] as const;

/**
 * Event types (metadata types). The first four are recorded by the order workflow itself, in the
 * move's transaction; the others come from the group's sales and delivery systems through the
 * service endpoint. `source` tells which.
 */
export const METADATA_TYPES = [
  {
    id: 1,
    code: 'ORDER_ASSIGNED',
    name: 'Test-drive order assigned',
    source: 'order',
    detailIds: ORDER_DETAILS,
  },
  {
    id: 2,
    code: 'ORDER_CLAIMED',
    name: 'Test-drive order claimed',
    source: 'order',
    detailIds: ORDER_DETAILS,
  },
  {
    id: 3,
    code: 'TEST_DRIVE_COMPLETED',
    name: 'Test drive completed',
    source: 'order',
    detailIds: ORDER_DETAILS,
  },
  {
    id: 4,
    code: 'ORDER_COMPLETED',
    name: 'Test-drive order completed',
    source: 'order',
    detailIds: ORDER_DETAILS,
  },
  {
    id: 5,
    code: 'VEHICLE_SOLD',
    name: 'Vehicle sold',
    source: 'service',
    detailIds: SALES_DETAILS,
  },
  {
    id: 6,
    code: 'VEHICLE_DELIVERED',
    name: 'Vehicle delivered',
    source: 'service',
    detailIds: SALES_DETAILS,
  },
] as const satisfies readonly {
  id: number;
  code: string;
  name: string;
  source: 'order' | 'service';
  detailIds: readonly number[];
}[];
export type MetadataType = (typeof METADATA_TYPES)[number];
export type MetadataTypeCode = MetadataType['code'];
export type MetadataTypeId = MetadataType['id'];

export const METADATA_TYPE_IDS = Object.fromEntries(
  METADATA_TYPES.map((type) => [type.code, type.id]),
) as { [K in MetadataTypeCode]: Extract<MetadataType, { code: K }>['id'] };

export function metadataTypeById(typeId: number): MetadataType | undefined {
  return METADATA_TYPES.find((type) => type.id === typeId);
}
export function metadataTypeByCode(code: string): MetadataType | undefined {
  return METADATA_TYPES.find((type) => type.code === code);
}
export function detailById(detailId: number): MetadataTypeDetail | undefined {
  return METADATA_TYPE_DETAILS.find((detail) => detail.id === detailId);
}
/** The details of a type, in catalogue order (what the metadata lookup answers). */
export function detailsOfType(typeId: number): MetadataTypeDetail[] {
  const type = metadataTypeById(typeId);
  if (!type) return [];
  return METADATA_TYPE_DETAILS.filter((detail) =>
    (type.detailIds as readonly number[]).includes(detail.id),
  );
}
