import { OrderDetailModal as OrderPopup } from '../../../shared/order/OrderDetailModal';
import type { Actor } from '../moves';
import { OrderActions } from './OrderActions';

export interface OrderDetailPopupProps {
  orderNo: string;
  actor: Actor;
  fallbackTimeZone: string;
  onMoved: () => void;
  onClose: () => void;
}

/** Order detail with its activity log and the moves the user may make (spec 1 section 2). */
export function OrderDetailPopup({ actor, onMoved, ...popup }: OrderDetailPopupProps) {
  return (
    <OrderPopup
      {...popup}
      actions={(order) => <OrderActions order={order} actor={actor} onMoved={onMoved} />}
    />
  );
}
