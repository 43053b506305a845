import type { AnswerSetType } from '@dealer/contracts/order-checklist';
import type { OrderUpdateStatus, TestDriveOrder } from '@dealer/contracts/order';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockVehicleModal } from '../../../shared/vehicle/BlockVehicleModal';
import { confirmAction } from '../../../shared/ui/dialogs';
import { updateOrderStatus } from '../api';
import { ChecklistCompare, ChecklistModal } from '../checklist';
import { actionsFor, checklistMove, statusUpdate, type Actor, type OrderAction } from '../moves';
import { AssignSalesmanModal } from './AssignSalesmanModal';
import { MoveReasonModal } from './MoveReasonModal';

/** Statuses at which a checklist may have been saved: the comparison can be opened. */
const CHECKLIST_VIEW_STATUSES = [7, 8, 9, 10, 11, 16];

interface OrderActionsProps {
  order: TestDriveOrder;
  actor: Actor;
  /** Called after every move that happened (the board and the detail reload). */
  onMoved: () => void;
}

type Popup =
  | { kind: 'assign' }
  | { kind: 'rejectAndBlock'; action: OrderAction }
  | { kind: 'reason'; action: OrderAction }
  | { kind: 'checklist'; type: AnswerSetType }
  | { kind: 'compare' };

/**
 * The buttons of an order: exactly the moves the user may make from its status (moves.ts), and
 * the flows behind them (spec 1 sections 2 and 4): assign opens the salesman lookup, a reject by
 * the unit desk may block the vehicle too, an advance from 5 or 9 opens the checklist, saving the
 * checklist completes it (6 → 7, 10 → 11).
 */
export function OrderActions({ order, actor, onMoved }: OrderActionsProps) {
  const { t } = useTranslation();
  const [popup, setPopup] = useState<Popup | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // The version after our own last move: the checklist move follows the advance at once.
  const [version, setVersion] = useState(order.version);
  const current = { ...order, version: Math.max(version, order.version) };

  const send = async (
    statusToSend: string,
    extra: Pick<
      OrderUpdateStatus,
      'testDriveOrderPartner' | 'block' | 'reasonListMappingId' | 'reasonNotes'
    > = {},
  ): Promise<boolean> => {
    setBusy(statusToSend);
    try {
      const moved = await updateOrderStatus(statusUpdate(current, statusToSend, actor, extra));
      if (moved) setVersion(moved.version);
      onMoved();
      return moved !== null;
    } finally {
      setBusy(null);
    }
  };

  const run = async (action: OrderAction) => {
    if (action.kind === 'assign') return setPopup({ kind: 'assign' });
    if (action.kind === 'checklist')
      return setPopup({ kind: 'checklist', type: action.answerSetType! });
    // A cancel or reject asks why: the reason popup is its confirmation.
    if (action.move.needsReason) return setPopup({ kind: 'reason', action });
    const label = t(`order.move.${action.move.from}-${action.move.to}`).toLowerCase();
    if (!(await confirmAction(`${label} ${order.testDriveOrderNo}`))) return;
    const moved = await send(action.statusToSend);
    if (moved && action.thenChecklist) setPopup({ kind: 'checklist', type: action.thenChecklist });
  };

  const actions = actionsFor(order, actor);
  const unitLabel = `${order.testDriveUnit.policeRegNo} · ${order.testDriveUnit.modelMaterialDesc}`;
  return (
    <>
      <Flex gap={8} wrap className="order-actions" role="group" aria-label={t('order.actions')}>
        {actions.map((action) => (
          <Button
            key={`${action.move.from}-${action.move.to}`}
            type={action.kind === 'reject' || action.kind === 'cancel' ? 'default' : 'primary'}
            danger={action.kind === 'reject' || action.kind === 'cancel'}
            loading={busy === action.statusToSend}
            disabled={busy !== null}
            onClick={() => void run(action)}
          >
            {t(`order.move.${action.move.from}-${action.move.to}`)}
          </Button>
        ))}
        {actions
          .filter((action) => action.kind === 'reject')
          .map((action) => (
            <Button
              key="reject-block"
              danger
              disabled={busy !== null}
              onClick={() => setPopup({ kind: 'rejectAndBlock', action })}
            >
              {t('order.rejectAndBlock')}
            </Button>
          ))}
        {CHECKLIST_VIEW_STATUSES.includes(order.statusCode) ? (
          <Button onClick={() => setPopup({ kind: 'compare' })}>{t('order.viewChecklists')}</Button>
        ) : null}
      </Flex>

      {popup?.kind === 'assign' ? (
        <AssignSalesmanModal
          orderNo={order.testDriveOrderNo}
          onClose={() => setPopup(null)}
          onAssign={(salesman) =>
            send('ASSIGNED', {
              testDriveOrderPartner: {
                employeeId: salesman.employeeId,
                employeeNo: salesman.employeeNo,
                employeeName: salesman.employeeName,
              },
            })
          }
        />
      ) : null}
      {popup?.kind === 'rejectAndBlock' ? (
        <BlockVehicleModal
          open
          title={t('order.rejectAndBlockTitle', { orderNo: order.testDriveOrderNo })}
          unitLabel={unitLabel}
          onClose={() => setPopup(null)}
          onSubmit={(block) => send(popup.action.statusToSend, { block })}
        />
      ) : null}
      {popup?.kind === 'reason' && popup.action.move.needsReason ? (
        <MoveReasonModal
          title={t('order.moveReason.title', {
            move: t(`order.move.${popup.action.move.from}-${popup.action.move.to}`),
            orderNo: order.testDriveOrderNo,
          })}
          category={popup.action.move.needsReason}
          okText={t(`order.move.${popup.action.move.from}-${popup.action.move.to}`)}
          onClose={() => setPopup(null)}
          onSubmit={(why) => send(popup.action.statusToSend, why)}
        />
      ) : null}
      {popup?.kind === 'checklist' ? (
        <ChecklistModal
          open
          orderNo={order.testDriveOrderNo}
          answerSetType={popup.type}
          onClose={() => setPopup(null)}
          onSaved={async () => {
            setPopup(null);
            await send(checklistMove(popup.type).statusToSend);
          }}
        />
      ) : null}
      {popup?.kind === 'compare' ? (
        <ChecklistCompare open orderNo={order.testDriveOrderNo} onClose={() => setPopup(null)} />
      ) : null}
    </>
  );
}
