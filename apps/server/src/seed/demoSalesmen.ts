import { and, eq } from 'drizzle-orm';
import { COMPANY_CODE } from '@dealer/contracts';
import type { DbOrTx } from '../db/client';
import { branch, salesman } from '../db/schema/index';
import { pick } from './generate/random';

const BY = 'seed';
const FIRST_NAMES = ['Andi', 'Bayu', 'Citra', 'Dewi', 'Eko', 'Fajar', 'Gita', 'Hendra', 'Indah'];
const LAST_NAMES = ['Pratama', 'Saputra', 'Wijaya', 'Lestari', 'Hidayat', 'Santoso', 'Putri'];

/** Four demo salesmen at every active branch (kept if there), and every salesman by branch. */
export async function seedSalesmen(tx: DbOrTx, random: () => number) {
  const branches = await tx
    .select({ id: branch.id, code: branch.branchCode })
    .from(branch)
    .where(and(eq(branch.companyCode, COMPANY_CODE), eq(branch.isActive, true)));
  const rows = branches.flatMap((b, i) =>
    [1, 2, 3, 4].map((n) => {
      const name = `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
      return {
        employeeNo: `EMP-${b.code}-${String(n).padStart(2, '0')}`,
        employeeName: name,
        branchId: b.id,
        hpno: `0812${String(3_000_000 + i * 10 + n).padStart(8, '0')}`,
        email: `${name.toLowerCase().replace(' ', '.')}.${b.code.toLowerCase()}@demo.auto2000.co.id`,
        createdBy: BY,
      };
    }),
  );
  if (rows.length > 0) await tx.insert(salesman).values(rows).onConflictDoNothing();
  const all = await tx.select({ id: salesman.id, branchId: salesman.branchId }).from(salesman);
  const byBranch = new Map<number, number[]>();
  for (const s of all) byBranch.set(s.branchId, [...(byBranch.get(s.branchId) ?? []), s.id]);
  return byBranch;
}
