// The game module's front door: all that other modules and the app may import from it.
export { gameRoutes } from './routes';
export * from './reads';
