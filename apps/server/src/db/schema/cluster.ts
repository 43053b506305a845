import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, versionColumn } from './audit';
import { branch } from './platform';

/** Reference data with fixed ids (type 1 = 'Test Drive Cluster'); seeded in every mode. */
export const clusterType = pgTable('cluster_type', {
  id: integer('id').primaryKey(),
  clusterTypeCode: text('cluster_type_code').notNull().unique(),
  clusterTypeDesc: text('cluster_type_desc').notNull(),
});

/** Codes are unique among active rows only, so a deleted cluster frees its code. */
export const cluster = pgTable(
  'cluster',
  {
    id: serial('id').primaryKey(),
    clusterCode: text('cluster_code').notNull(),
    clusterTypeId: integer('cluster_type_id')
      .notNull()
      .references(() => clusterType.id),
    clusterDescription: text('cluster_description').notNull(),
    /** The Active / InActive switch. */
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** false = deleted (kept for history, hidden from lists). */
    isActive: boolean('is_active').notNull().default(true),
    ...versionColumn,
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('cluster_code_active_uq')
      .on(sql`lower(${t.clusterCode})`)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * Cluster-to-branch mapping. A pair is mapped once among active rows, and a branch has at most one
 * enabled mapping: a unit's cluster is derived from it, so it must be unambiguous.
 */
export const branchCluster = pgTable(
  'branch_cluster',
  {
    id: serial('id').primaryKey(),
    clusterId: integer('cluster_id')
      .notNull()
      .references(() => cluster.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branch.id),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    ...versionColumn,
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('branch_cluster_pair_active_uq')
      .on(t.clusterId, t.branchId)
      .where(sql`${t.isActive}`),
    uniqueIndex('branch_cluster_branch_enabled_uq')
      .on(t.branchId)
      .where(sql`${t.isActive} and ${t.isEnabled}`),
    index('branch_cluster_cluster_idx').on(t.clusterId),
  ],
);
