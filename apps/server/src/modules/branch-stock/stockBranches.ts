import { and, eq, ne, sql } from 'drizzle-orm';
import { COMPANY_CODE, HIDDEN_BRANCH_TYPE } from '@dealer/contracts';
import type { DbOrTx } from '../../db/client';
import { branch, branchCluster, branchType, cluster, region } from '../../db/schema/index';

export interface StockBranch {
  id: number;
  branchCode: string;
  regionCode: string | null;
}

/**
 * Branches that may hold units: company 0002, active, not body paint, with an enabled mapping to
 * an enabled cluster (a unit's cluster comes from that mapping).
 */
export async function stockBranches(db: DbOrTx): Promise<StockBranch[]> {
  return db
    .select({ id: branch.id, branchCode: branch.branchCode, regionCode: region.regionCode })
    .from(branch)
    .innerJoin(branchType, eq(branchType.id, branch.branchTypeId))
    .leftJoin(region, eq(region.id, branch.regionId))
    .where(
      and(
        eq(branch.companyCode, COMPANY_CODE),
        eq(branch.isActive, true),
        ne(branchType.branchTypeCode, HIDDEN_BRANCH_TYPE),
        sql`exists (select 1 from ${branchCluster} join ${cluster} on ${cluster.id} = ${branchCluster.clusterId}
          where ${branchCluster.branchId} = ${branch.id} and ${branchCluster.isActive} and ${branchCluster.isEnabled}
            and ${cluster.isActive} and ${cluster.isEnabled})`,
      ),
    )
    .orderBy(branch.branchCode);
}
