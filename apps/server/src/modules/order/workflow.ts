import { and, eq, sql } from 'drizzle-orm';
import {
  actsAs,
  STATUS_PHRASES,
  assignByLabel,
  findTransition,
  statusName,
  type OrderStatusCode,
  type OrderTransition,
  type Role,
} from '@dealer/contracts';
import type { Db, Tx } from '../../db/client';
import {
  answerSet,
  orderNotification,
  salesman,
  testDriveActivityLog,
  testDriveOrder,
  testDriveOrderPartner,
} from '../../db/schema/index';
import type { AuthUser } from '../../platform/auth/tokens';
import { emitAfterCommit, type ChangePublisher } from '../../platform/hub/changes';
import { AppError } from '../../platform/http/errors';
import { recordOrderMove } from '../quest/public';
import { reasonForMove, type MoveReason } from './moveReason';
import { NEXT_ACTORS, orderChange } from './orderChange';
import { orderRowFor, type OrderRow } from './orderRow';

/** Who asks for a move: a console user, the salesman app (by employee number) or the server. */
export type MoveActor =
  | { kind: 'user'; user: Pick<AuthUser, 'role' | 'additionalRoles' | 'branchCodes' | 'userName'> }
  | { kind: 'salesman'; employeeNo: string }
  | { kind: 'system' };

export interface MoveRequest {
  orderNo: string;
  to: OrderStatusCode;
  actor: MoveActor;
  /** For assign / re-assign: the salesman's employee id. */
  partnerEmployeeId?: number | undefined;
  /**
   * The order's version the user saw. Two people looking at the same order can both pick a valid
   * move (approve and reject from 5); with the version, the second one is refused instead of
   * applied to a status they never saw.
   */
  version?: number | undefined;
  /** Why a cancel or reject happened (written into the activity-log row). */
  reason?: MoveReason | undefined;
  /** Runs inside the move's transaction after it (REJECTBYPDI that also blocks the unit). */
  afterMove?:
    ((tx: Tx, order: { id: number; testDriveUnitId: number }) => Promise<void>) | undefined;
}

export interface MovedOrder {
  id: number;
  branchId: number;
  testDriveOrderNo: string;
  from: OrderStatusCode;
  to: OrderStatusCode;
  version: number;
  message: string;
}

const staleOrder = (orderNo: string) =>
  new AppError(
    409,
    'STALE_VERSION',
    `Order ${orderNo} was changed by someone else just now; reload it and try again`,
  );

/** The user's roles that count for a move: the active one and the additional ones. */
const rolesOf = (user: Pick<AuthUser, 'role' | 'additionalRoles'>): Role[] => [
  user.role,
  ...user.additionalRoles,
];

function assertActorMayMove(actor: MoveActor, move: OrderTransition, orderNo: string) {
  const allowed =
    actor.kind === 'user' ? actsAs(move.by, rolesOf(actor.user)) : actor.kind === move.by;
  if (!allowed) {
    throw new AppError(
      403,
      'FORBIDDEN',
      `Order ${orderNo}: '${move.label}' is not yours to do (it belongs to ${move.by})`,
    );
  }
}

/** The salesman app moves only the orders assigned to that salesman. */
async function assertCurrentSalesman(tx: Tx, orderId: number, orderNo: string, employeeNo: string) {
  const [current] = await tx
    .select({ employeeNo: salesman.employeeNo })
    .from(testDriveOrderPartner)
    .innerJoin(salesman, eq(salesman.id, testDriveOrderPartner.salesmanId))
    .where(
      and(
        eq(testDriveOrderPartner.testDriveOrderId, orderId),
        eq(testDriveOrderPartner.isCurrent, true),
      ),
    );
  if (current?.employeeNo !== employeeNo) {
    throw new AppError(
      403,
      'FORBIDDEN',
      `Order ${orderNo} is not assigned to salesman ${employeeNo}`,
    );
  }
}

/** The log's author: '<user> (<label>)', 'salesman <no>' or 'system'. */
function authorOf(actor: MoveActor): string {
  if (actor.kind === 'user') {
    const label = assignByLabel(actor.user.role) ?? actor.user.role;
    return `${actor.user.userName} (${label})`;
  }
  return actor.kind === 'salesman' ? `salesman ${actor.employeeNo}` : 'system';
}

async function assignPartner(
  tx: Tx,
  order: OrderRow,
  employeeId: number | undefined,
  author: string,
) {
  if (employeeId === undefined) {
    throw new AppError(400, 'VALIDATION', 'testDriveOrderPartner: choose a salesman to assign', [
      { field: 'testDriveOrderPartner.employeeId', message: 'Choose a salesman to assign' },
    ]);
  }
  const [person] = await tx
    .select({ id: salesman.id, branchId: salesman.branchId, name: salesman.employeeName })
    .from(salesman)
    .where(and(eq(salesman.id, employeeId), eq(salesman.isEnabled, true)));
  if (!person || person.branchId !== order.branchId) {
    const message = `Salesman ${employeeId} is not an active salesman of branch ${order.branchCode}`;
    throw new AppError(400, 'VALIDATION', `testDriveOrderPartner.employeeId: ${message}`, [
      { field: 'testDriveOrderPartner.employeeId', message },
    ]);
  }
  await tx
    .update(testDriveOrderPartner)
    .set({ isCurrent: false, updatedTime: new Date(), updatedBy: author })
    .where(
      and(
        eq(testDriveOrderPartner.testDriveOrderId, order.id),
        eq(testDriveOrderPartner.isCurrent, true),
      ),
    );
  await tx
    .insert(testDriveOrderPartner)
    .values({ testDriveOrderId: order.id, salesmanId: person.id, createdBy: author });
  return person.name;
}

async function assertAnswerSetSaved(tx: Tx, order: OrderRow, orderNo: string, type: string) {
  const [saved] = await tx
    .select({ id: answerSet.id })
    .from(answerSet)
    .where(and(eq(answerSet.testDriveOrderId, order.id), eq(answerSet.answerSetType, type)));
  if (!saved) {
    throw new AppError(409, 'CONFLICT', `Order ${orderNo}: save the ${type} checklist first`);
  }
}

/**
 * Writes an activity-log row (a move, a submission, a checklist save) and the notification rows
 * for whoever acts next at the new status, inside the caller's transaction.
 */
export async function recordActivity(
  tx: Tx,
  order: { id: number; branchId: number },
  orderNo: string,
  from: number | null,
  to: OrderStatusCode,
  logMessage: string,
  loggedBy: string,
) {
  await tx.insert(testDriveActivityLog).values({
    testDriveOrderId: order.id,
    fromStatus: from,
    statusCode: to,
    logMessage,
    loggedBy,
  });
  const targets = NEXT_ACTORS[to] ?? [];
  if (targets.length > 0) {
    await tx.insert(orderNotification).values(
      targets.map((targetRole) => ({
        testDriveOrderId: order.id,
        branchId: order.branchId,
        targetRole,
        statusCode: to,
        message: `${orderNo}: ${STATUS_PHRASES[statusName(to)!]}`,
      })),
    );
  }
}

/**
 * Moves one order along the transition table, as ONE transaction: the status change conditioned
 * on the status (and version) read, the partner for an assignment, the activity-log row and the
 * notification rows. Of two users moving the same order at once exactly one succeeds; the other
 * gets 409 with the order number. A user outside the order's branch gets 404, as if it did not
 * exist. Once committed, the change goes to `changes` (the live hub); a failed move sends nothing.
 */
export async function moveOrder(
  db: Db,
  request: MoveRequest,
  changes?: ChangePublisher,
): Promise<MovedOrder> {
  return emitAfterCommit(
    changes,
    () => applyMove(db, request),
    (moved) => [orderChange(moved.branchId, moved.from, moved.to)],
  );
}

async function applyMove(db: Db, request: MoveRequest): Promise<MovedOrder> {
  const { orderNo, to, actor } = request;
  return db.transaction(async (tx) => {
    // Console users see only their branches' orders; the apps and the system see all.
    const order = await orderRowFor(tx, orderNo, {
      user: actor.kind === 'user' ? actor.user : undefined,
    });
    if (request.version !== undefined && request.version !== order.version)
      throw staleOrder(orderNo);
    const from = order.statusCode as OrderStatusCode;
    const move = findTransition(from, to);
    if (!move) {
      throw new AppError(
        409,
        'CONFLICT',
        `Order ${orderNo} cannot move from ${statusName(from)} to ${statusName(to)}`,
      );
    }
    assertActorMayMove(actor, move, orderNo);
    if (actor.kind === 'salesman')
      await assertCurrentSalesman(tx, order.id, orderNo, actor.employeeNo);
    const author = authorOf(actor);
    if (move.needsAnswerSet) await assertAnswerSetSaved(tx, order, orderNo, move.needsAnswerSet);
    const why = await reasonForMove(tx, move, request.reason);

    // The move itself, first: it takes the row lock, so a concurrent mover waits here and then
    // finds the status changed (0 rows) instead of writing a second partner or log row.
    const now = new Date();
    const [moved] = await tx
      .update(testDriveOrder)
      .set({
        statusCode: to,
        version: sql`${testDriveOrder.version} + 1`,
        updatedTime: now,
        updatedBy: author,
      })
      .where(
        and(
          eq(testDriveOrder.id, order.id),
          eq(testDriveOrder.statusCode, from),
          eq(testDriveOrder.version, order.version),
        ),
      )
      .returning({ version: testDriveOrder.version });
    if (!moved) throw staleOrder(orderNo);

    let phrase: string = STATUS_PHRASES[statusName(to)!];
    if (move.needsPartner) {
      const name = await assignPartner(tx, order, request.partnerEmployeeId, author);
      phrase = `${phrase}: ${name}`;
    }
    await recordActivity(tx, order, orderNo, from, to, `${phrase} by ${author}${why}`, author);
    await recordOrderMove(tx, order.id, to, moved.version); // quest events, in the move's transaction
    await request.afterMove?.(tx, order);
    return {
      id: order.id,
      branchId: order.branchId,
      testDriveOrderNo: orderNo,
      from,
      to,
      version: moved.version,
      message: `${orderNo} ${phrase}`,
    };
  });
}
