import type {
  TestDriveUnit,
  TestDriveUnitInput,
  TRANSMISSION_TYPES,
} from '@dealer/contracts/branch-stock';
import dayjs, { type Dayjs } from 'dayjs';
import { WIRE_DATE } from '../../shared/kit/format';

export interface StockFormValues {
  branchId?: number;
  modelMaterialId?: number;
  materialId?: number;
  modelMaterialColorId?: number;
  transmissionType?: (typeof TRANSMISSION_TYPES)[number];
  equipmentNo: string;
  policeRegNo: string;
  stnkdate?: Dayjs;
  isGpsdongle: boolean;
  isEnabled: boolean;
}

export const STOCK_FIELDS = [
  'branchId',
  'modelMaterialId',
  'materialId',
  'modelMaterialColorId',
  'transmissionType',
  'equipmentNo',
  'policeRegNo',
  'stnkdate',
  'isGpsdongle',
  'isEnabled',
];

export const EMPTY_STOCK: StockFormValues = {
  equipmentNo: '',
  policeRegNo: '',
  isGpsdongle: false,
  isEnabled: true,
};

export const stockValues = (row: TestDriveUnit): StockFormValues => ({
  branchId: row.branchId,
  modelMaterialId: row.modelMaterialId,
  materialId: row.materialId,
  modelMaterialColorId: row.modelMaterialColorId,
  transmissionType: row.transmissionType,
  equipmentNo: row.equipmentNo,
  policeRegNo: row.policeRegNo,
  stnkdate: row.stnkdate ? dayjs(row.stnkdate) : undefined,
  isGpsdongle: row.isGpsdongle,
  isEnabled: row.isEnabled,
});

/** A copy is another unit: its plate and equipment number must be new. */
export const copyStockValues = (values: StockFormValues): StockFormValues => ({
  ...values,
  equipmentNo: '',
  policeRegNo: '',
});

/** The STNK date travels as YYYY-MM-DD (spec 1 section 9). */
export const toStockInput = (values: StockFormValues): TestDriveUnitInput => ({
  branchId: values.branchId ?? 0,
  modelMaterialId: values.modelMaterialId ?? 0,
  materialId: values.materialId ?? 0,
  modelMaterialColorId: values.modelMaterialColorId ?? 0,
  transmissionType: values.transmissionType ?? 'Manual',
  equipmentNo: values.equipmentNo.trim(),
  policeRegNo: values.policeRegNo.trim().toUpperCase().replace(/\s+/g, ' '),
  stnkdate: values.stnkdate ? values.stnkdate.format(WIRE_DATE) : '',
  isGpsdongle: values.isGpsdongle,
  isEnabled: values.isEnabled,
});
