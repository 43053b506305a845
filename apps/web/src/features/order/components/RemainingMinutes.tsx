/** Moved to shared/order (the order popup shows it). */
export { RemainingMinutes } from '../../../shared/order/RemainingMinutes';
