/** Moved to shared/order (the order popup shows it). */
export { remainingMinutes } from '../../shared/order/remainingMinutes';
