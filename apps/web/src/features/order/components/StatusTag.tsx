/** Moved to shared/order so the report's order popup shows the same tags. */
export { StatusTag } from '../../../shared/order/StatusTag';
