import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, versionColumn } from './audit';
import { branch } from './platform';
import { reason } from './reason';

/** Vehicle catalogue: a model (Avanza), its sales types (materials) and its colours. */
export const modelMaterial = pgTable('model_material', {
  id: serial('id').primaryKey(),
  modelMaterialCode: text('model_material_code').notNull().unique(),
  modelMaterialDesc: text('model_material_desc').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  ...auditColumns,
});

export const material = pgTable(
  'material',
  {
    id: serial('id').primaryKey(),
    modelMaterialId: integer('model_material_id')
      .notNull()
      .references(() => modelMaterial.id),
    materialNumber: text('material_number').notNull().unique(),
    materialDesc: text('material_desc').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    ...auditColumns,
  },
  (t) => [index('material_model_idx').on(t.modelMaterialId)],
);

export const modelMaterialColor = pgTable(
  'model_material_color',
  {
    id: serial('id').primaryKey(),
    modelMaterialId: integer('model_material_id')
      .notNull()
      .references(() => modelMaterial.id),
    colorCode: text('color_code').notNull(),
    colorDesc: text('color_desc').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    ...auditColumns,
  },
  (t) => [uniqueIndex('model_material_color_uq').on(t.modelMaterialId, t.colorCode)],
);

/**
 * Test-drive unit (branch stock). Its cluster is not stored: it is derived from the enabled
 * mapping of its branch, so remapping a branch moves its units with it.
 */
export const testDriveUnit = pgTable(
  'test_drive_unit',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id),
    modelMaterialId: integer('model_material_id')
      .notNull()
      .references(() => modelMaterial.id),
    materialId: integer('material_id')
      .notNull()
      .references(() => material.id),
    modelMaterialColorId: integer('model_material_color_id')
      .notNull()
      .references(() => modelMaterialColor.id),
    transmissionType: text('transmission_type').notNull(),
    equipmentNo: text('equipment_no').notNull(),
    policeRegNo: text('police_reg_no').notNull(),
    stnkDate: date('stnk_date', { mode: 'string' }).notNull(),
    isGpsDongle: boolean('is_gps_dongle').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    ...versionColumn,
    ...auditColumns,
  },
  (t) => [
    check('test_drive_unit_transmission', sql`${t.transmissionType} in ('Manual', 'Automatic')`),
    uniqueIndex('test_drive_unit_police_active_uq')
      .on(t.policeRegNo)
      .where(sql`${t.isActive}`),
    uniqueIndex('test_drive_unit_equipment_active_uq')
      .on(t.equipmentNo)
      .where(sql`${t.isActive}`),
    // The list pages by id descending within the caller's branches; these keep it index-only.
    index('test_drive_unit_branch_idx')
      .on(t.branchId, t.id.desc())
      .where(sql`${t.isActive}`),
    index('test_drive_unit_model_idx')
      .on(t.modelMaterialId, t.id.desc())
      .where(sql`${t.isActive}`),
    index('test_drive_unit_material_idx')
      .on(t.materialId)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * Active units counted per combination of the list filters (branch, model, type, status,
 * transmission), kept by statement-level triggers on test_drive_unit (see the migration). The
 * unit list's total sums a few hundred rows here instead of counting 50,000 units per request.
 */
export const testDriveUnitCount = pgTable(
  'test_drive_unit_count',
  {
    branchId: integer('branch_id').notNull(),
    modelMaterialId: integer('model_material_id').notNull(),
    materialId: integer('material_id').notNull(),
    isEnabled: boolean('is_enabled').notNull(),
    transmissionType: text('transmission_type').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'test_drive_unit_count_pk',
      columns: [t.branchId, t.modelMaterialId, t.materialId, t.isEnabled, t.transmissionType],
    }),
  ],
);

/** A block of a unit for a date range; released blocks are kept as history. */
export const testDriveUnitBlock = pgTable(
  'test_drive_unit_block',
  {
    id: serial('id').primaryKey(),
    testDriveUnitId: integer('test_drive_unit_id')
      .notNull()
      .references(() => testDriveUnit.id),
    blockStartDate: date('block_start_date', { mode: 'string' }).notNull(),
    blockEndDate: date('block_end_date', { mode: 'string' }).notNull(),
    reasonId: integer('reason_id')
      .notNull()
      .references(() => reason.id),
    blockNotes: text('block_notes'),
    releasedTime: timestamp('released_time', { withTimezone: true }),
    releasedBy: text('released_by'),
    ...auditColumns,
  },
  (t) => [
    check('test_drive_unit_block_range', sql`${t.blockStartDate} <= ${t.blockEndDate}`),
    index('test_drive_unit_block_open_idx')
      .on(t.testDriveUnitId, t.blockStartDate)
      .where(sql`${t.releasedTime} is null`),
  ],
);
