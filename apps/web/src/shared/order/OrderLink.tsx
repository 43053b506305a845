import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { orderPath } from './orderLink';

interface OrderLinkProps {
  orderNo: string;
  /**
   * A plain click opens the order here instead (the report keeps its drill-down in view); a
   * click with a modifier or the middle button, 'Copy link address' and a new tab still take
   * the order's own link.
   */
  onOpen?: (orderNo: string) => void;
  className?: string;
  children?: ReactNode;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The order number as a link to the order (`/order/{orderNo}`). */
export function OrderLink({ orderNo, onOpen, className, children }: OrderLinkProps) {
  return (
    <Link
      to={orderPath(orderNo)}
      className={className}
      onClick={(event) => {
        if (!onOpen || !plainClick(event)) return;
        event.preventDefault();
        onOpen(orderNo);
      }}
    >
      {children ?? orderNo}
    </Link>
  );
}
