// The cluster module's front door: all that other modules may import from it.
export { clusterRoutes } from './routes';
export { searchClusters } from './query';
