/** Moved to shared/order so the report's order popup shows the same icons. */
export { STATUS_ICONS, StatusIcon } from '../../../shared/order/StatusIcon';
