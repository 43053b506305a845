import { AppError } from './errors';

/** Messages for the unique indexes that back the services' own duplicate checks. */
const MESSAGES: Record<string, string> = {
  cluster_code_active_uq: 'Cluster code already exists',
  branch_branch_code_unique: 'Branch code already exists',
  branch_cluster_pair_active_uq: 'This branch is already mapped to this cluster',
  branch_cluster_branch_enabled_uq: 'This branch already has an enabled cluster mapping',
  test_drive_unit_police_active_uq: 'Police registration number already exists',
  test_drive_unit_equipment_active_uq: 'Equipment number already exists',
  reason_description_active_uq: 'Reason already exists in this category',
};

interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/**
 * A PostgreSQL unique violation (23505) anywhere in the cause chain (drizzle wraps driver errors)
 * as a 409 CONFLICT naming what is duplicated; undefined for any other error.
 */
export function uniqueViolation(error: unknown): AppError | undefined {
  for (
    let e = error as PgError | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as PgError, depth++
  ) {
    if (e.code === '23505') {
      const message = (e.constraint && MESSAGES[e.constraint]) ?? 'This data already exists';
      return new AppError(409, 'CONFLICT', message);
    }
  }
  return undefined;
}
