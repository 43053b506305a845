// The quest API's success envelope (spec 2 section 8), defined once in the contracts.
import { QUEST_SUCCESS as SUCCESS } from '@dealer/contracts/game';
import { eq } from 'drizzle-orm';
import type { RedeemRequest, RedeemResponse } from '@dealer/contracts/point-correction';
import type { Db, DbOrTx } from '../../db/client';
import { ledgerRedemption } from '../../db/schema/index';
import { balancesOf, bookEntries, LedgerShortError } from '../../platform/ledger/ledger';
import { uniqueViolation } from '../../platform/http/uniqueViolation';
import { findRedeemableProduct } from '../game/public';
import { findPlayer } from './playerPoints';
import { refuse } from './refuse';

const REDEEMED_TYPE = 'PointsBalance' as const;

type RedemptionRow = typeof ledgerRedemption.$inferSelect;

async function answer(db: DbOrTx, row: RedemptionRow): Promise<RedeemResponse> {
  const balances = await balancesOf(db, [row.playerNo]);
  return {
    ...SUCCESS,
    redemption: {
      requestId: row.requestId,
      playerNo: row.playerNo,
      productCode: row.productCode,
      productName: row.productName,
      points: row.points,
      entryId: row.entryId,
      balanceAfter: balances.find((b) => b.pointsType === REDEEMED_TYPE)?.balance ?? 0,
      createdTime: row.createdTime.toISOString(),
    },
  };
}

/** The earlier redemption of this request id: the same answer, or 409 when the request differs. */
async function repeated(db: DbOrTx, request: RedeemRequest): Promise<RedeemResponse | undefined> {
  const [earlier] = await db
    .select()
    .from(ledgerRedemption)
    .where(eq(ledgerRedemption.requestId, request.requestId));
  if (!earlier) return undefined;
  const same =
    earlier.playerNo === request.playerNo &&
    earlier.productCode.toLowerCase() === request.productCode.toLowerCase();
  if (!same) {
    throw refuse(409, `Request ${request.requestId} already redeemed another product or player`);
  }
  return answer(db, earlier);
}

/**
 * A reward redemption of the salesman app: the product's points (game master data, at the current
 * conversion rate) are deducted from the player's PointsBalance through the ledger, once per
 * request id (a retry gets the first answer). Refused when the product is not Active (0) or the
 * balance is short; the ledger's CHECK decides a race between concurrent redemptions.
 */
export async function redeem(
  db: Db,
  request: RedeemRequest,
  client: string,
): Promise<RedeemResponse> {
  const again = await repeated(db, request);
  if (again) return again;
  const player = await findPlayer(db, request.playerNo);
  const product = await findRedeemableProduct(db, request.productCode);
  if (!product) throw refuse(404, `Product ${request.productCode} does not exist`);
  if (product.status !== 0) throw refuse(409, `Product ${product.productCode} is not Active`);
  if (!Number.isInteger(product.points) || product.points < 1) {
    throw refuse(409, `Product ${product.productCode} has no points price`);
  }
  try {
    return await db.transaction(async (tx) => {
      const { booked, existing } = await bookEntries(tx, [
        {
          idempotencyKey: `redemption:${request.requestId}`,
          playerNo: player.playerNo,
          pointsType: REDEEMED_TYPE,
          amount: -product.points,
          source: 'redemption',
          sourceRef: request.requestId,
          description: `Redeemed ${product.productCode} ${product.productName}`,
          createdBy: `service:${client}`,
        },
      ]);
      const entry = booked[0] ?? existing[0]!;
      const [row] = await tx
        .insert(ledgerRedemption)
        .values({
          requestId: request.requestId,
          playerNo: player.playerNo,
          productCode: product.productCode,
          productName: product.productName,
          points: product.points,
          entryId: entry.id,
          serviceClient: client,
        })
        .returning();
      return answer(tx, row!);
    });
  } catch (error) {
    if (error instanceof LedgerShortError) {
      const balances = await balancesOf(db, [player.playerNo]);
      const have = balances.find((b) => b.pointsType === REDEEMED_TYPE)?.balance ?? 0;
      throw refuse(
        409,
        `Player ${player.playerNo} holds ${have} ${REDEEMED_TYPE}; ${product.productCode} costs ${product.points}`,
      );
    }
    // A concurrent retry of the same request id won: answer as it did.
    if (uniqueViolation(error)) {
      const earlier = await repeated(db, request);
      if (earlier) return earlier;
    }
    throw error;
  }
}
