import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { BLOCK_REASON_CATEGORY_ID, type BlockRequest, type BlockResponse } from '@dealer/contracts';
import type { Db, Tx } from '../../db/client';
import { branch, reason, testDriveUnit, testDriveUnitBlock } from '../../db/schema/index';
import { assertBranchInScope } from '../../platform/access/branchScope';
import type { AuthUser } from '../../platform/auth/tokens';
import { AppError, BodyError } from '../../platform/http/errors';
import { notFoundError } from '../../platform/records/versioned';
import { displayDate } from '../../platform/time/businessDate';
import type { BookedOrders } from './orders';
import { acknowledged } from '../../platform/http/envelopes';

type Caller = Pick<AuthUser, 'role' | 'branchCodes' | 'userName'>;

/** The unit, locked for the rest of the transaction so that two blocks cannot both pass. */
async function lockedUnit(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: number) {
  const [unit] = await tx
    .select({
      id: testDriveUnit.id,
      plate: testDriveUnit.policeRegNo,
      branchCode: branch.branchCode,
    })
    .from(testDriveUnit)
    .innerJoin(branch, eq(branch.id, testDriveUnit.branchId))
    .where(and(eq(testDriveUnit.id, id), eq(testDriveUnit.isActive, true)))
    .for('update', { of: testDriveUnit });
  if (!unit) throw notFoundError();
  return unit;
}

/**
 * Blocks a unit for a date range: the caller's branch scope must hold the unit, the reason must
 * be an enabled block reason (category 11), the range must not overlap another open block of the
 * unit, and no booked order may fall inside it (those are answered in collidingOrders and nothing
 * is written).
 */
export async function blockUnit(
  db: Db,
  orders: BookedOrders,
  request: BlockRequest,
  caller: Caller,
  today: string,
): Promise<BlockResponse> {
  return db.transaction((tx) => blockUnitIn(tx, orders, request, caller, today));
}

/** blockUnit inside the caller's transaction (a rejection that also blocks the unit). */
export async function blockUnitIn(
  tx: Tx,
  orders: BookedOrders,
  request: BlockRequest,
  caller: Caller,
  today: string,
): Promise<BlockResponse> {
  if (request.endDate < today) {
    throw new AppError(400, 'VALIDATION', `endDate: ${request.endDate} is in the past`, [
      { field: 'endDate', message: `${request.endDate} is in the past` },
    ]);
  }
  const unit = await lockedUnit(tx, request.testDriveUnitId);
  assertBranchInScope(caller, unit.branchCode);
  const [blockReason] = await tx
    .select({ id: reason.id })
    .from(reason)
    .where(
      and(
        eq(reason.id, request.reasonListMappingId),
        eq(reason.reasonCategoryId, BLOCK_REASON_CATEGORY_ID),
        eq(reason.isActive, true),
        eq(reason.isEnabled, true),
      ),
    );
  if (!blockReason) {
    const message = `Reason ${request.reasonListMappingId} is not an enabled block reason (category ${BLOCK_REASON_CATEGORY_ID})`;
    throw new AppError(400, 'VALIDATION', `reasonListMappingId: ${message}`, [
      { field: 'reasonListMappingId', message },
    ]);
  }
  const [overlap] = await tx
    .select()
    .from(testDriveUnitBlock)
    .where(
      and(
        eq(testDriveUnitBlock.testDriveUnitId, unit.id),
        isNull(testDriveUnitBlock.releasedTime),
        lte(testDriveUnitBlock.blockStartDate, request.endDate),
        gte(testDriveUnitBlock.blockEndDate, request.startDate),
      ),
    )
    .orderBy(testDriveUnitBlock.blockStartDate)
    .limit(1);
  if (overlap) {
    throw new AppError(
      409,
      'CONFLICT',
      `Unit ${unit.plate} is already blocked from ${displayDate(overlap.blockStartDate)} to ${displayDate(overlap.blockEndDate)}`,
    );
  }
  const collidingOrders = await orders.findBookedOrders(
    tx,
    unit.id,
    request.startDate,
    request.endDate,
  );
  if (collidingOrders.length > 0) {
    throw new BodyError(409, {
      acknowledge: 0,
      code: 'CONFLICT',
      message: `Unit ${unit.plate} has ${collidingOrders.length} booked order(s) in this range`,
      collidingOrders,
    });
  }
  await tx.insert(testDriveUnitBlock).values({
    testDriveUnitId: unit.id,
    blockStartDate: request.startDate,
    blockEndDate: request.endDate,
    reasonId: blockReason.id,
    blockNotes: request.blockNotes,
    createdBy: caller.userName,
  });
  return {
    ...acknowledged(
      `Unit ${unit.plate} blocked from ${displayDate(request.startDate)} to ${displayDate(request.endDate)}`,
    ),
    collidingOrders: [],
  };
}

/** Frees a block (Id = the block's id): it stays as history with the release time and user. */
export async function releaseBlock(db: Db, blockId: number, caller: Caller): Promise<string> {
  return db.transaction(async (tx) => {
    const [block] = await tx
      .select({ unitId: testDriveUnitBlock.testDriveUnitId })
      .from(testDriveUnitBlock)
      .where(eq(testDriveUnitBlock.id, blockId));
    if (!block) throw notFoundError();
    const unit = await lockedUnit(tx, block.unitId);
    assertBranchInScope(caller, unit.branchCode);
    // Conditional update: of two concurrent releases only one finds the block still open.
    const released = await tx
      .update(testDriveUnitBlock)
      .set({
        releasedTime: new Date(),
        releasedBy: caller.userName,
        updatedTime: new Date(),
        updatedBy: caller.userName,
      })
      .where(and(eq(testDriveUnitBlock.id, blockId), isNull(testDriveUnitBlock.releasedTime)))
      .returning({ id: testDriveUnitBlock.id });
    if (released.length === 0)
      throw new AppError(409, 'CONFLICT', 'This block was already released');
    return `Block of unit ${unit.plate} released`;
  });
}
