import {
  assignByLabel,
  movesFor,
  statusName,
  type OrderTransition,
} from '@dealer/contracts/order-workflow';
import type { AnswerSetType } from '@dealer/contracts/order-checklist';
import type { OrderUpdateStatus, TestDriveOrder } from '@dealer/contracts/order';
import { isRole, type Role } from '@dealer/contracts/roles';

/**
 * What the console offers on an order: exactly the moves of the contracts' transition table the
 * signed-in user may make from the order's status (spec 1 section 4: the next step, or a
 * reject), each with the way it is asked for.
 */
export type ActionKind = 'assign' | 'checklist' | 'reject' | 'cancel' | 'advance';

export interface OrderAction {
  move: OrderTransition;
  kind: ActionKind;
  /** The status name sent to order/updatestatus (spec 1 section 4's names). */
  statusToSend: string;
  /** For 'checklist': the set saved before the move. */
  answerSetType?: AnswerSetType;
  /** After a successful 'advance' from 5 or 9 the checklist opens (spec 1 section 4). */
  thenChecklist?: AnswerSetType;
}

export interface Actor {
  role: string;
  additionalRoles: readonly string[];
  fullName: string;
}

/** The signed-in user as the mover of an order (its roles and the name the log shows). */
export function actorOf(session: Actor): Actor {
  return {
    role: session.role,
    additionalRoles: session.additionalRoles,
    fullName: session.fullName,
  };
}

export function actorRoles(actor: Pick<Actor, 'role' | 'additionalRoles'>): Role[] {
  return [actor.role, ...actor.additionalRoles].filter(isRole);
}

function kindOf(move: OrderTransition): ActionKind {
  if (move.needsPartner) return 'assign';
  if (move.needsAnswerSet) return 'checklist';
  if (move.to === 12) return 'reject';
  if (move.to === 13) return 'cancel';
  return 'advance';
}

/** PIC test drive rejects with its own name for status 12 (spec 1 section 4). */
function nameToSend(move: OrderTransition, role: string): string {
  if (move.to === 12 && role === 'pictestdrive') return 'REJECTBYPicTestDrive';
  return statusName(move.to)!;
}

export function actionsFor(order: Pick<TestDriveOrder, 'statusCode'>, actor: Actor): OrderAction[] {
  return movesFor(order.statusCode, actorRoles(actor)).map((move) => {
    const kind = kindOf(move);
    return {
      move,
      kind,
      statusToSend: nameToSend(move, actor.role),
      answerSetType: move.needsAnswerSet,
      thenChecklist:
        move.from === 5 && move.to === 6 ? 'BEFORE' : move.from === 9 ? 'AFTER' : undefined,
    };
  });
}

/** The move that completes a checklist: 6 → 7 after BEFORE, 10 → 11 after AFTER. */
export function checklistMove(type: AnswerSetType): { from: number; statusToSend: string } {
  return type === 'BEFORE'
    ? { from: 6, statusToSend: 'CHECKBEFORETDCOMPLETED' }
    : { from: 10, statusToSend: 'CHECKAFTERTDCOMPLETED' };
}

/** The body of order/updatestatus for a move by `actor` (assign-by labels of spec 1 section 6). */
export function statusUpdate(
  order: Pick<TestDriveOrder, 'testDriveOrderNo' | 'version'>,
  statusToSend: string,
  actor: Actor,
  extra: Pick<OrderUpdateStatus, 'testDriveOrderPartner' | 'block'> = {},
): OrderUpdateStatus {
  const label = isRole(actor.role) ? assignByLabel(actor.role) : undefined;
  return {
    testDriveOrderNo: order.testDriveOrderNo,
    status: statusToSend,
    statusAssignedByName: actor.fullName,
    statusAssignedByRole: label,
    version: order.version,
    ...extra,
  };
}
