// The reason module's front door: all that other modules may import from it.
export { reasonRoutes } from './routes';
export { searchReasons } from './query';
