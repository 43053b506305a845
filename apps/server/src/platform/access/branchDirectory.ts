import { sql } from 'drizzle-orm';
import { rows, type DbOrTx } from '../../db/client';
import { branchIdsInScope } from './branchScope';

export interface BranchEntry {
  id: number;
  code: string;
}

/**
 * The branches orders and notifications live at, with their codes: active, company 0002, not body
 * paint (the same set as `branchIdsInScope({ all: true })`). A dozen rows; read when needed rather
 * than cached, so a branch switched off stops counting at once.
 */
export async function companyBranches(db: DbOrTx): Promise<BranchEntry[]> {
  return rows<BranchEntry>(
    db,
    sql`select br.id, br.branch_code as code from branch br
      where br.id in ${branchIdsInScope({ all: true })} order by br.branch_code`,
  );
}
