// The branch-stock module's front door: all that other modules may import from it. Orders hold
// units: the order module answers BookedOrders and blocks a unit when PDI rejects an order.
export { branchStockRoutes } from './routes';
export { listUnits, prepared } from './query';
export { blockUnitIn } from './block';
export { RELEASED_STATUSES, type BlockCollision, type BookedOrders } from './orders';
export { stockBranches, type StockBranch } from './stockBranches';
