// The order module's front door: all that other modules and the app may import from it.
export { bookedOrders } from './bookings';
export { orderRoutes, type OrderRoutesOptions } from './routes';
export { rejectStaleSubmissions, startAutoRejectSweep } from './autoReject';
export { moveOrder, type MoveActor } from './workflow';
// The report reads the same order rows with the same branch scope as the order lists.
export { orderScope, ordersPicked } from './query';
