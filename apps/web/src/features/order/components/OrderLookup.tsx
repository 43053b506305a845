/** Moved to shared/order (the report page looks orders up too). */
export { OrderLookup } from '../../../shared/order/OrderLookup';
