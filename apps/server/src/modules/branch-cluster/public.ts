// The branch-cluster module's front door: all that other modules may import from it.
export { branchClusterRoutes } from './routes';
export { searchMappings } from './query';
