import { lazy, Suspense } from 'react';
import type { OrderDetailPopupProps } from './OrderDetailPopup';

/**
 * The popup, its activity log and every move's dialog (forms, date pickers, steps) load when an
 * order is first opened, not with the board: most visits to a board never open one, and these
 * are a quarter of what the board would otherwise download. The popup shows its own loading
 * state while the order is fetched, so the short wait for the code needs no second one.
 */
const OrderDetailPopup = lazy(async () => ({
  default: (await import('./OrderDetailPopup')).OrderDetailPopup,
}));

/** Order detail with its activity log and the moves the user may make (spec 1 section 2). */
export function OrderDetailModal(props: OrderDetailPopupProps) {
  return (
    <Suspense fallback={null}>
      <OrderDetailPopup {...props} />
    </Suspense>
  );
}
