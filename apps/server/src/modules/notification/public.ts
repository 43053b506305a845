// The notification module's front door: all that other modules and the app may import from it.
export { installLiveHub, type LiveOptions } from './live';
export { notificationRoutes, type NotificationRoutesOptions } from './routes';
// The per-status counts of the desks' bells (the order module's day counts are checked against them).
export { ordersByStatus } from './queries';
